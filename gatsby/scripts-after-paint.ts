/**
 * The page's JavaScript is loaded once its first paint is on screen.
 *
 * Gatsby ends each page with its bundles as async scripts. On a fast or warm connection they
 * arrive while the browser is still laying the page out, and their evaluation (React, the router,
 * i18next, then hydration) runs before anything is drawn. The page is complete static HTML and
 * needs no script to be read, so the text is painted first and the scripts are added right after:
 * the first paint waits for no JavaScript at all.
 *
 * Gatsby writes those tags from a slice stitched in after rendering, out of reach of the SSR APIs,
 * so the build rewrites the finished HTML files (gatsby-node's onPostBuild).
 */

/** Gatsby's bundle tags, as its scripts slice writes them. */
const BUNDLE_SCRIPT = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

/**
 * The inline loader. The first contentful paint comes from the Paint Timing API (buffered, so a
 * paint before this script ran counts); browsers without it (or whose observer refuses the
 * options) get the scripts after the next frame.
 * A page opened in a background tab paints, and so loads, when it is first shown.
 */
export function scriptsAfterFirstPaint(sources: readonly string[]): string {
  return `(function(){var s=${JSON.stringify(sources)},d=document,done=0;function load(){if(done)return;done=1;s.forEach(function(src){var e=d.createElement('script');e.src=src;e.async=true;d.body.appendChild(e)})}function later(){setTimeout(load,0)}var P=window.PerformanceObserver;try{if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)throw 0;new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();later()}}).observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(later)}})()`;
}

/** Whether an HTML file is a page Gatsby rendered: its root element is there. */
export function isGatsbyPage(html: string): boolean {
  return html.includes('id="___gatsby"');
}

/** The start of the loader as the build writes it (scripts/first-load-js.cjs reads it there too). */
const LOADER_START = '<script>(function(){var s=';

/**
 * The page with its bundle tags replaced by the loader, where the last of them was. A page that
 * has the loader already is returned as it is: an incremental build leaves the HTML of unchanged
 * pages as the previous build rewrote it. Throws when a page has neither: Gatsby writes its tags
 * differently now, and the page would silently keep loading its scripts before its first paint.
 */
export function loadBundlesAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(BUNDLE_SCRIPT)].map((match) => match[1] as string);
  if (sources.length === 0 && html.includes(LOADER_START)) return html;
  if (sources.length === 0) {
    throw new Error(
      `no bundle tag of the form <script src="…js" async></script> in the page: Gatsby writes its scripts differently now (Gatsby upgraded?). Adapt BUNDLE_SCRIPT in gatsby/scripts-after-paint.ts to the new markup, or the first paint waits for the scripts again.`,
    );
  }
  let remaining = sources.length;
  return html.replace(BUNDLE_SCRIPT, () => {
    remaining -= 1;
    return remaining === 0 ? `<script>${scriptsAfterFirstPaint(sources)}</script>` : '';
  });
}
