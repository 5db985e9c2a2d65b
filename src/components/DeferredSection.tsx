import { createElement, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { APPROACH_OPTIONS, useInView } from '../hooks/useInView';
import { useShallowStable } from '../hooks/useShallowStable';
import type { DeferredModule } from '../lib/deferred-module';
import { pauseUntilOnline, withRetries } from '../lib/retry';

/** The section's code, as what runs before it arrives sees it. */
export interface SectionCode {
  /**
   * Fetches the code now (once at a time), trying again after a short backoff, and once the
   * connection is back when offline; rejects when it still cannot be loaded.
   */
  load: () => Promise<unknown>;
  /** Resolves once the section is hydrated (or rendered) and its own effects have run. */
  ready: Promise<void>;
}

/**
 * What a section does on its server HTML before its code has arrived: first-load code, so keep it
 * small. Gets the section's wrapper element; returns its cleanup, called when the section leaves
 * the page (what it set up may go on working after the code has arrived).
 */
export type BeforeCode = (root: HTMLElement, code: SectionCode) => () => void;

interface DeferredSectionProps<Props extends object> {
  section: DeferredModule<ComponentType<Props>>;
  /** The section's props. Compared shallowly: the page's data keeps its identity across renders. */
  props: Props;
  /**
   * False for a section with no behaviour of its own (text, links, figures): its server HTML is
   * all it needs, so its code is fetched only when the page has to render it anew (a client-side
   * navigation, or a render with no server HTML to keep).
   */
  loadWhenNear?: boolean;
  beforeCode?: BeforeCode;
}

/**
 * A section whose code the page does not load up front. The static HTML has the whole section, so
 * the visitor reads it at once; its JavaScript is fetched when the section comes within 600 px of
 * the viewport, and React then hydrates it in place: nothing is redrawn, nothing moves. A section
 * without behaviour keeps its server HTML and needs no JavaScript at all (loadWhenNear={false}).
 *
 * The wrapper also carries the reveal animation's state (data-inview), so a section fades in when it
 * scrolls into view whether or not its code has arrived, and says when the code could not be
 * loaded even after retrying (data-code="unavailable", an old page whose files a deploy replaced,
 * say): the section's own styles may then show what to do instead.
 */
export function DeferredSection<Props extends object>({
  section,
  props,
  loadWhenNear = true,
  beforeCode,
}: DeferredSectionProps<Props>) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, APPROACH_OPTIONS);
  const inView = useInView(ref);
  const stableProps = useShallowStable(props);
  const [readiness] = useState(() => {
    let resolve: () => void = () => undefined;
    const ready = new Promise<void>((done) => {
      resolve = done;
    });
    return { ready, resolve };
  });

  const [unavailable, setUnavailable] = useState(false);
  const loading = useRef<Promise<unknown>>();

  /** Loads the code, retrying; whoever asks while it is under way shares the same attempt. */
  const load = useCallback(() => {
    loading.current ??= withRetries(section.load, { pause: pauseUntilOnline })
      .then(
        (loaded) => {
          setUnavailable(false);
          return loaded;
        },
        (error: unknown) => {
          // The HTML stays as the server wrote it, readable; only its behaviour is missing.
          console.error('A section of the page could not be loaded', error);
          setUnavailable(true);
          throw error;
        },
      )
      .finally(() => {
        loading.current = undefined;
      });
    return loading.current;
  }, [section]);

  const loadQuietly = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);

  useEffect(() => {
    if (near && loadWhenNear) loadQuietly();
  }, [near, loadWhenNear, loadQuietly]);

  useEffect(() => {
    // Rendered in the browser with no server HTML to keep (after a client-side navigation, say):
    // nothing shows until the code is there.
    if (!ref.current?.firstElementChild) loadQuietly();
  }, [loadQuietly]);

  useEffect(() => {
    if (!beforeCode || !ref.current) return undefined;
    return beforeCode(ref.current, { load, ready: readiness.ready });
  }, [beforeCode, load, readiness]);

  const onReady = readiness.resolve;

  // The same element on every render: React leaves a boundary that is still waiting for its code
  // alone, where new props would make it throw the server's HTML away and draw the fallback.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <SectionWhenLoaded section={section} props={stableProps} onReady={onReady} />
      </Suspense>
    ),
    [section, stableProps, onReady],
  );
  return (
    <div
      ref={ref}
      data-reveal=""
      data-inview={inView ? '' : undefined}
      data-code={unavailable ? 'unavailable' : undefined}
    >
      {boundary}
    </div>
  );
}

interface SectionWhenLoadedProps<Props extends object> {
  section: DeferredModule<ComponentType<Props>>;
  props: Props;
  /** Called once the section is hydrated (or rendered) and its own effects have run. */
  onReady: () => void;
}

function SectionWhenLoaded<Props extends object>({
  section,
  props,
  onReady,
}: SectionWhenLoadedProps<Props>) {
  // A parent's effects run after its children's: the section is working when this one runs.
  useEffect(onReady, [onReady]);
  const Section = section.current();
  if (Section) return createElement(Section, props);
  // Suspends. On the server the render waits for the code, so the HTML holds the whole section; in
  // the browser the boundary keeps the server's HTML until the code arrives.
  throw typeof window === 'undefined' ? section.load() : section.arrived;
}
