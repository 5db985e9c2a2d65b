/**
 * Scroll behaviour of the one-page site: every load starts at the top with no hash, except
 * a language switch, which carries the section the visitor was reading to the new language's page.
 */

export interface RestoreSectionState {
  restoreSection: string;
}

export function hasSectionToRestore(state: unknown): state is RestoreSectionState {
  return (
    typeof state === 'object' &&
    state !== null &&
    typeof (state as Partial<RestoreSectionState>).restoreSection === 'string'
  );
}

export interface SectionBox {
  id: string;
  /** Distance of the section's top edge from the top of the viewport, in px. */
  top: number;
}

/**
 * The section the visitor is reading: the last one whose top has passed the reading line (just below
 * the fixed navigation bar). Undefined while the visitor is still above the first section.
 */
export function sectionAtReadingLine(
  sections: readonly SectionBox[],
  readingLine: number,
): string | undefined {
  let current: string | undefined;
  for (const section of sections) {
    if (section.top <= readingLine) current = section.id;
  }
  return current;
}

/** Reads the page's sections from the DOM and returns the one being read. */
export function currentSectionId(doc: Document = document): string | undefined {
  const sections = Array.from(doc.querySelectorAll<HTMLElement>('main section[id]')).map(
    (element) => ({ id: element.id, top: element.getBoundingClientRect().top }),
  );
  return sectionAtReadingLine(sections, doc.defaultView ? doc.defaultView.innerHeight / 3 : 0);
}

/**
 * Start at the top: no browser scroll restoration, no hash left in the address bar. Smooth scrolling
 * for in-page links is switched on only afterwards, so the browser's own jump to a #fragment during
 * the load stays instant and the reset can undo it.
 */
export function resetScrollOnLoad(win: Window = window): void {
  if ('scrollRestoration' in win.history) win.history.scrollRestoration = 'manual';
  if (win.location.hash) {
    win.history.replaceState(
      win.history.state,
      '',
      `${win.location.pathname}${win.location.search}`,
    );
  }
  // 'instant': a plain scrollTo would follow the page's CSS smooth scrolling and glide instead.
  const toTop = () => win.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  toTop();
  if (win.document.readyState === 'complete') {
    enableSmoothScrolling(win.document);
    return;
  }
  // While the document is still loading the browser may jump to the original #fragment again.
  win.addEventListener(
    'load',
    () => {
      toTop();
      enableSmoothScrolling(win.document);
    },
    { once: true },
  );
}

/** The attribute the page-wide rules (global-css.ts) key smooth scrolling on, once the page is in place. */
export const SMOOTH_SCROLL_ATTRIBUTE = 'data-smooth-scroll';

export function enableSmoothScrolling(doc: Document = document): void {
  doc.documentElement.setAttribute(SMOOTH_SCROLL_ATTRIBUTE, '');
}

export function prefersReducedMotion(win: Window = window): boolean {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Scrolls to the top of the page, smoothly unless the visitor asked for less motion. */
export function scrollToTop(win: Window = window): void {
  win.scrollTo({ top: 0, behavior: prefersReducedMotion(win) ? 'auto' : 'smooth' });
}
