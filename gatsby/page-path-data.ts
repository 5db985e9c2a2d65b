// Gatsby writes each page's path as an inline script (`window.pagePath="/en/"`), which a strict
// Content-Security-Policy would have to allow by one hash per page: past the 2,000 characters a
// header may hold with a few dozen pages. The build writes it as JSON data instead, read by one
// script that is the same on every page (one hash).

/** Gatsby's inline script naming the page, as its HTML renderer writes it. */
const PAGE_PATH_SCRIPT =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/;

export const PAGE_PATH_ID = 'gatsby-page-path';

/** The script every page shares: Gatsby's runtime reads window.pagePath when it starts. */
export const READ_PAGE_PATH = `window.pagePath=JSON.parse(document.getElementById('${PAGE_PATH_ID}').textContent)`;

export const isGatsbyPage = (html: string) => html.includes('id="___gatsby"');

/** The page's path as a JSON data block the browser does not run ("<" escaped: it stays text). */
export function pagePathData(pagePath: string): string {
  const json = JSON.stringify(pagePath).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_PATH_ID}">${json}</script><script>${READ_PAGE_PATH}</script>`;
}

// Throws when a Gatsby page has neither Gatsby's script nor the data block (a page an earlier
// build rewrote, left as it was by an incremental build): Gatsby then writes it differently.
export function pagePathAsData(html: string): string {
  if (html.includes(`id="${PAGE_PATH_ID}"`)) return html;
  if (!PAGE_PATH_SCRIPT.test(html)) {
    throw new Error(
      'no <script id="gatsby-script-loader">…window.pagePath="…"…</script> in the page: Gatsby writes it differently now (Gatsby upgraded?). Adapt PAGE_PATH_SCRIPT in gatsby/page-path-data.ts, or the CSP needs one hash per page.',
    );
  }
  return html.replace(PAGE_PATH_SCRIPT, (_, json: string) =>
    pagePathData(JSON.parse(json) as string),
  );
}
