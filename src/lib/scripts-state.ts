// Whether the page's scripts run. The HTML starts as `no-js` (every section shown, JS-only controls
// hidden); an inline script makes it `js` before the first paint, so sections can wait hidden for
// their reveal. If the bundles have not started the app soon after the page's load event (blocked,
// offline, failed, or a syntax an old engine cannot parse), the page goes back to `no-js`: nothing
// stays hidden for an animation that will never run.

/** On <html> once the app has rendered in the browser. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** How long after the load event the app may take to start before the page gives up on it. */
export const START_GRACE_MS = 1500;

/** Inline in <head> (gatsby-ssr.tsx), before the first paint. */
export const SCRIPTS_HEAD_SCRIPT = [
  "var root = document.documentElement; root.classList.replace('no-js', 'js');",
  "addEventListener('load', function () { setTimeout(function () {",
  `  if (!root.hasAttribute('${HYDRATED_ATTRIBUTE}')) root.classList.replace('js', 'no-js');`,
  `}, ${START_GRACE_MS}); });`,
].join('\n');

/** The app runs (gatsby-browser.tsx): reveals and JS-only controls take over, even if late. */
export function markHydrated(root: HTMLElement = document.documentElement): void {
  root.setAttribute(HYDRATED_ATTRIBUTE, '');
  root.classList.replace('no-js', 'js');
}
