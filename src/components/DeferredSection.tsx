import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import type { ComponentType } from 'react';
import { useInView } from '../hooks/useInView';
import type { DeferredModule } from '../lib/deferred-module';

/** Fetch a section's code while it is still this far below (or above) the viewport. */
export const APPROACH_OPTIONS: IntersectionObserverInit = { rootMargin: '600px 0px' };

export type SectionComponent<Data> = ComponentType<{ data: Data }>;

interface DeferredSectionProps<Data> {
  section: DeferredModule<SectionComponent<Data>>;
  /** The page query's data: the same object on every render of the page. */
  data: Data;
}

/**
 * A section below the first screen whose code the page does not load up front (issue 6: nothing is
 * loaded for such sections until they are near). The static HTML has the whole section, so the
 * visitor reads it at once; its JavaScript is fetched when the section comes within 600 px of the
 * viewport, and React then hydrates it in place: nothing is redrawn, nothing moves.
 *
 * A form sent before the code is there (a quick visitor, a slow network) is held, not sent by the
 * browser as a page load that would lose what was typed, and submitted again once the section works.
 */
export function DeferredSection<Data>({ section, data }: DeferredSectionProps<Data>) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, APPROACH_OPTIONS);
  const ready = useRef(false);
  const heldForm = useRef<HTMLFormElement | null>(null);

  const load = useCallback(() => {
    section.load().catch((error: unknown) => {
      console.error('A section of the page could not be loaded', error);
      // The HTML stays readable; its reveal animation waits for code that will not come.
      ref.current?.querySelector('[data-reveal]')?.setAttribute('data-inview', '');
    });
  }, [section]);

  useEffect(() => {
    if (near) load();
  }, [near, load]);

  useEffect(() => {
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
        <SectionWhenLoaded section={section} data={data} onReady={onReady} />
      </Suspense>
    ),
    [section, data, onReady],
  );
  return <div ref={ref}>{boundary}</div>;
}

interface SectionWhenLoadedProps<Data> extends DeferredSectionProps<Data> {
  /** Called once the section is hydrated (or rendered) and its own effects have run. */
  onReady: () => void;
}

function SectionWhenLoaded<Data>({ section, data, onReady }: SectionWhenLoadedProps<Data>) {
  // A parent's effects run after its children's: the section is working when this one runs.
  useEffect(onReady, [onReady]);
  const Section = section.current();
  if (Section) return <Section data={data} />;
  // Suspends. On the server the render waits for the code, so the HTML holds the whole section; in
  // the browser the boundary keeps the server's HTML until the code arrives.
  throw typeof window === 'undefined' ? section.load() : section.arrived;
}
