// Every load starts at the top with no hash, except a language switch, which keeps the section read.

export type RestoreSectionState = { restoreSection: string };
export function hasSectionToRestore(state: unknown): state is RestoreSectionState {
  return typeof (state as Partial<RestoreSectionState> | null)?.restoreSection === 'string';
}

// The last section whose top has passed a third of the viewport; undefined above the first one.
export function currentSectionId(): string | undefined {
  const line = window.innerHeight / 3;
  const sections = Array.from(document.querySelectorAll<HTMLElement>('main section[id]'));
  return sections.filter((section) => section.getBoundingClientRect().top <= line).at(-1)?.id;
}

/** The attribute the page-wide rules (global-css.ts) key smooth scrolling on. */
export const SMOOTH_SCROLL_ATTRIBUTE = 'data-smooth-scroll';
export function enableSmoothScrolling(doc: Document = document): void {
  doc.documentElement.setAttribute(SMOOTH_SCROLL_ATTRIBUTE, '');
}

// Smooth scrolling comes on only afterwards, so the browser's jump to a #fragment stays instant and
// the reset can undo it (once more on load: a loading document may jump again).
export function resetScrollOnLoad(win: Window = window): void {
  if ('scrollRestoration' in win.history) win.history.scrollRestoration = 'manual';
  const { pathname, search, hash } = win.location;
  if (hash) win.history.replaceState(win.history.state, '', `${pathname}${search}`);
  // 'instant': a plain scrollTo would follow the page's CSS smooth scrolling and glide.
  const settle = () => {
    win.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    enableSmoothScrolling(win.document);
  };
  if (win.document.readyState === 'complete') return settle();
  win.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  win.addEventListener('load', settle, { once: true });
}

export function scrollToTop(win: Window = window): void {
  const reduced = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  win.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
}
