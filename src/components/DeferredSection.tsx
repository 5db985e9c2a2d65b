import { createElement, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import type { ComponentType } from 'react';
import { APPROACH_OPTIONS, useInView } from '../hooks/useInView';
import { useShallowStable } from '../hooks/useShallowStable';
import type { DeferredModule } from '../lib/deferred-module';

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
}

/**
 * A section whose code the page does not load up front (issue 6: nothing is loaded for the
 * sections below the first screen until they are near). The static HTML has the whole section, so
 * the visitor reads it at once; its JavaScript is fetched when the section comes within 600 px of
 * the viewport, and React then hydrates it in place: nothing is redrawn, nothing moves. A section
 * without behaviour keeps its server HTML and needs no JavaScript at all (loadWhenNear={false}).
 *
 * The wrapper also carries the reveal animation's state (data-inview, SPEC §2), so a section fades
 * in when it scrolls into view whether or not its code has arrived.
 *
 * A form sent before the code is there (a quick visitor, a slow network) is held, not sent by the
 * browser as a page load that would lose what was typed, and submitted again once the section works.
 */
export function DeferredSection<Props extends object>({
  section,
  props,
  loadWhenNear = true,
}: DeferredSectionProps<Props>) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, APPROACH_OPTIONS);
  const inView = useInView(ref);
  const stableProps = useShallowStable(props);
  const ready = useRef(false);
  const heldForm = useRef<HTMLFormElement | null>(null);

  const load = useCallback(() => {
    section.load().catch((error: unknown) => {
      // The HTML stays as the server wrote it, readable; only its behaviour is missing.
      console.error('A section of the page could not be loaded', error);
    });
  }, [section]);

  useEffect(() => {
    if (near && loadWhenNear) load();
  }, [near, loadWhenNear, load]);

  useEffect(() => {
    // Rendered in the browser with no server HTML to keep (after a client-side navigation, say):
    // nothing shows until the code is there.
    if (!ref.current?.firstElementChild) load();
  }, [load]);

  useEffect(() => {
    // Only a section whose server HTML has a form can be sent before its code is there.
    if (!ref.current?.querySelector('form')) return undefined;
    // On the document, capturing: React's own listener on its root stops a submit that targets a
    // part it has not hydrated, but lets the browser's default (a page load) go ahead.
    const holdEarlySubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (ready.current || !(form instanceof HTMLFormElement) || !ref.current?.contains(form)) {
        return;
      }
      event.preventDefault();
      heldForm.current = form;
      load();
    };
    document.addEventListener('submit', holdEarlySubmit, true);
    return () => document.removeEventListener('submit', holdEarlySubmit, true);
  }, [load]);

  const onReady = useCallback(() => {
    ready.current = true;
    const form = heldForm.current;
    heldForm.current = null;
    // In a task of its own: when the held submit itself made React hydrate the section, its
    // state updates (what was typed before, say) are applied only once this event is handled.
    if (form) setTimeout(() => form.isConnected && form.requestSubmit());
  }, []);

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
    <div ref={ref} data-reveal="" data-inview={inView ? '' : undefined}>
      {boundary}
    </div>
  );
}

interface SectionWhenLoadedProps<Props extends object> extends DeferredSectionProps<Props> {
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
