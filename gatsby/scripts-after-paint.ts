// Loads the page's JS after first paint (better LCP); Gatsby writes bundle tags out of reach of SSR APIs, so
// the built HTML is rewritten, and window.pagePath becomes JSON data so the CSP needs no hash per page.

/** Gatsby's bundle tags, as its scripts slice writes them. */
const BUNDLE_SCRIPT = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

/** Gatsby's inline script naming the page (outside the scripts slice, so it survives re-stitching). */
const PAGE_PATH_SCRIPT =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/;

export const PAGE_PATH_ID = 'gatsby-page-path';

/** The page's path as JSON data, which the browser does not run ("<" escaped: it stays text). */
export function pagePathData(pagePath: string): string {
  const json = JSON.stringify(pagePath).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_PATH_ID}">${json}</script>`;
}

/** How the loader begins: a page that holds it was rewritten already. */
const LOADER_START = '(function(){var s=';

// The inline loader: sets Gatsby's page path, then adds the bundles in a task after the first
// contentful paint (Paint Timing, buffered), or after the next frame without that API.
export function scriptsAfterFirstPaint(sources: readonly string[]): string {
  return `${LOADER_START}${JSON.stringify(sources)},d=document,n=0,p=d.getElementById('${PAGE_PATH_ID}');if(p)window.pagePath=JSON.parse(p.textContent);function l(){if(!n++)s.forEach(function(x){var e=d.createElement('script');e.src=x;e.async=!0;d.body.appendChild(e)})}function t(){setTimeout(l)}var P=window.PerformanceObserver;try{if(P.supportedEntryTypes.indexOf('paint')<0)throw 0;new P(function(r,o){if(r.getEntriesByName('first-contentful-paint').length){o.disconnect();t()}}).observe({type:'paint',buffered:!0})}catch(e){requestAnimationFrame(t)}})()`;
}

export const isGatsbyPage = (html: string) => html.includes('id="___gatsby"');

// Throws when a page has no bundle tag: Gatsby then writes them differently, and the page would
// silently load its scripts before first paint.
export function loadBundlesAfterFirstPaint(html: string): string {
  const page = html.replace(PAGE_PATH_SCRIPT, (_, json: string) =>
    pagePathData(JSON.parse(json) as string),
  );
  const sources = [...page.matchAll(BUNDLE_SCRIPT)].map((match) => match[1] as string);
  // A page written by an earlier build and left as it was (an incremental build) has its loader.
  if (sources.length === 0 && page.includes(`<script>${LOADER_START}`)) return page;
  if (sources.length === 0)
    throw new Error(
      `no bundle tag of the form <script src="…js" async></script> in the page: Gatsby writes its scripts differently now (Gatsby upgraded?). Adapt BUNDLE_SCRIPT in gatsby/scripts-after-paint.ts to the new markup, or the first paint waits for the scripts again.`,
    );
  let remaining = sources.length;
  return page.replace(BUNDLE_SCRIPT, () => {
    remaining -= 1;
    return remaining === 0 ? `<script>${scriptsAfterFirstPaint(sources)}</script>` : '';
  });
}
