// The HTML starts `no-js` (every section shown); the head script makes it `js reveal` (sections may
// wait hidden for their reveal), and `no-js` again if the app has not started soon after the load
// event. A late app takes `js` back for its controls, never `reveal`: what is shown stays shown.

/** On <html> once the app has rendered in the browser. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/**
 * On <html> from the first in-page link followed: every section then has its real height, which a
 * smooth scroll to an #anchor needs (until then those off screen are not laid out: SectionShell).
 */
export const LAID_OUT_CLASS = 'laid-out';
/** How long after the load event the app may take to start before the page gives up on it. */
export const START_GRACE_MS = 1500;
/** Inline in <head> (gatsby-ssr.tsx), before the first paint. */
export const SCRIPTS_HEAD_SCRIPT = [
  "var root = document.documentElement; root.classList.replace('no-js', 'js');",
  "root.classList.add('reveal');",
  "addEventListener('load', function () { setTimeout(function () {",
  `  if (root.hasAttribute('${HYDRATED_ATTRIBUTE}')) return;`,
  "  root.classList.remove('reveal'); root.classList.replace('js', 'no-js');",
  `}, ${START_GRACE_MS}); });`,
  // Capture: before the browser follows the link and measures where to scroll.
  "document.addEventListener('click', function (event) {",
  `  if (event.target.closest && event.target.closest('a[href^="#"]')) root.classList.add('${LAID_OUT_CLASS}');`,
  '}, true);',
].join('\n');

/** The app runs (gatsby-browser.tsx): JS-only controls take over, even if late. */
export function markHydrated(): void {
  const root = document.documentElement;
  root.setAttribute(HYDRATED_ATTRIBUTE, '');
  root.classList.replace('no-js', 'js');
}
