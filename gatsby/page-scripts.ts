// Gatsby's bundle tags and page-path script become a JSON data block and one loader all pages
// share: it adds the bundles after the first paint and needs no CSP hash (architecture.md, Tricks).
import { createHash } from 'node:crypto';

// Gatsby's bundle tags (in its scripts slice), and its inline script naming the page.
const BUNDLE_SCRIPT = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;
const PAGE_PATH_SCRIPT =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/;

const PAGE_SCRIPTS_ID = 'gatsby-page-scripts';
/** How long the loader waits for a paint entry before it adds the bundles anyway. */
export const PAINT_WAIT_MS = 1000;

export const PAGE_SCRIPTS_LOADER = `(function () {
  var data = JSON.parse(document.getElementById('${PAGE_SCRIPTS_ID}').textContent);
  window.pagePath = data.pagePath;
  var added = false;
  function addBundles() {
    if (added) return;
    added = true;
    data.bundles.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      script.async = true;
      document.body.appendChild(script);
    });
  }
  var fallback = setTimeout(addBundles, ${PAINT_WAIT_MS});
  function afterPaint() {
    clearTimeout(fallback);
    setTimeout(addBundles);
  }
  try {
    new PerformanceObserver(function (entries, observer) {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterPaint();
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    requestAnimationFrame(afterPaint);
  }
})();`;

/** The loader's file, named by its content in the folder of Gatsby's hashed files (public/static/). */
export const PAGE_SCRIPTS_FILE = `static/page-scripts-${createHash('sha256').update(PAGE_SCRIPTS_LOADER).digest('hex').slice(0, 20)}.js`;
export const isGatsbyPage = (html: string) => html.includes('id="___gatsby"');

/** The page's path and bundles as a JSON data block ("<" escaped: it stays text), then the loader,
 * deferred: it runs once the page is parsed, so its download never holds the parser. */
export function pageScripts(pagePath: string, bundles: readonly string[]): string {
  const json = JSON.stringify({ pagePath, bundles }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${json}</script><script src="/${PAGE_SCRIPTS_FILE}" defer></script>`;
}

/** The data block and loader pageScripts wrote, in an earlier build's page. */
const REWRITTEN = new RegExp(
  `<script type="application/json" id="${PAGE_SCRIPTS_ID}">(.*?)</script><script src="[^"]+" defer></script>`,
);

// The data takes the page-path script's place, outside the scripts slice: bundle tags that a cached
// build stitches back are folded into it anew. Throws when Gatsby writes its scripts differently.
export function rewritePageScripts(html: string): string {
  const bundles = [...html.matchAll(BUNDLE_SCRIPT)].map((match) => match[1] as string);
  const rewritten = REWRITTEN.exec(html);
  if (rewritten && bundles.length === 0) return html;
  const pagePathScript = PAGE_PATH_SCRIPT.exec(html)?.[1];
  const pagePath = rewritten
    ? (JSON.parse(rewritten[1] as string) as { pagePath: string }).pagePath
    : pagePathScript && (JSON.parse(pagePathScript) as string);
  if (pagePath === undefined || bundles.length === 0)
    throw new Error(
      'no <script id="gatsby-script-loader">…window.pagePath="…"…</script> or no <script src="…js" async></script> in the page: Gatsby writes its scripts differently now (Gatsby upgraded?). Adapt gatsby/page-scripts.ts, or the CSP needs one hash per page and the bundles delay the first paint.',
    );
  return html
    .replace(rewritten ? REWRITTEN : PAGE_PATH_SCRIPT, () => pageScripts(pagePath, bundles))
    .replace(BUNDLE_SCRIPT, '');
}
