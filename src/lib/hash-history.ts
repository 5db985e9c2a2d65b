/**
 * Keeps history entries that differ from the page's own only by their #fragment away from Gatsby's
 * router. Following an in-page link (or going back over one) fires popstate; the router would
 * re-render the whole page for it, although nothing but the scroll position changes and the browser
 * already takes care of that. A re-render would also force sections still waiting for their code
 * (DeferredSection) to drop their server HTML.
 *
 * `renderedPath` returns the path and query of the page on screen (updated on every route change).
 */
export function keepFragmentChangesFromRouter(target: Window, renderedPath: () => string): void {
  // Capture on window runs before the router's own (bubbling) popstate listener.
  target.addEventListener(
    'popstate',
    (event) => {
      if (pathAndQuery(target.location) === renderedPath()) event.stopImmediatePropagation();
    },
    { capture: true },
  );
}

export function pathAndQuery(location: Pick<Location, 'pathname' | 'search'>): string {
  return `${location.pathname}${location.search}`;
}
