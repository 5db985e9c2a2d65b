/**
 * The byte budgets of a language page and the verdict `npm run test:size` prints for it: which
 * limit a page is over, by how much, what grew (its HTML, which carries the content, or its
 * first-load JavaScript, which is code) and what an editor or a developer can do about it.
 * CommonJS so that both Node (scripts/check-size.mjs) and Jest (scripts/size-budgets.test.ts)
 * load it.
 */

const KIB = 1024;

/**
 * The first-load JavaScript (gzip): issue 6's budget. React, the Gatsby runtime, i18next and
 * Emotion weigh about 97 KiB of it, the page's frame the rest. Content barely moves it (the words
 * travel in the HTML and page-data.json; `npm run test:edits` measured +0.1 KiB for all its
 * edits), so it stays tight: going over it is a change in code.
 */
const FIRST_LOAD_JS_LIMIT_KIB = 115;

/**
 * The HTML (gzip): the hard limit. Every word of the page is in it, so it grows with the content.
 * Measured with `npm run test:edits` (two more services, every text a third longer, French half
 * again): 13.3-13.7 KiB unedited, 14.1-15.3 KiB edited; each service adds about 0.12 KiB.
 * Editors write new words, which gzip packs less well than the test's reused ones (about 1.4
 * times the bytes here), so the realistic edited French page is about 16.3 KiB. 18 KiB leaves
 * some 1.7 KiB more for what no one measured (a dozen more services, or French text another
 * 40% longer), and stays far below the 43 KB where a page would need a second extra round trip.
 */
const HTML_LIMIT_KIB = 18;

/**
 * The HTML (gzip) the unedited page keeps to, as a warning only: a new connection's first round
 * trip carries about 14.6 KB (TCP's initial window of 10 segments), less the response headers.
 * Above it the first paint waits one more round trip; the page still works, and editors must be
 * free to write a longer text, so it does not fail the check.
 */
const HTML_TARGET_KIB = 14;

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

/**
 * The lines to print for one language page, each with its level: 'ok', 'warn' (printed, passes)
 * or 'fail'. `longestTexts` are the language's longest texts, named for the editor
 * (e.g. "home.json about.intro (412 characters)").
 */
function pageVerdict({ page, language, htmlBytes, jsBytes, longestTexts }) {
  const where = `${page} (${language})`;
  const htmlOver = htmlBytes - HTML_LIMIT_KIB * KIB;
  const jsOver = jsBytes - FIRST_LOAD_JS_LIMIT_KIB * KIB;
  const htmlState = `HTML ${kib(htmlBytes)} of ${HTML_LIMIT_KIB} KiB`;
  const jsState = `first-load JavaScript ${kib(jsBytes)} of ${FIRST_LOAD_JS_LIMIT_KIB} KiB`;
  const lines = [];

  if (htmlOver > 0) {
    lines.push({
      level: 'fail',
      text:
        `${where}: the HTML is ${kib(htmlBytes)} (gzip), ${kib(htmlOver)} over its ` +
        `${HTML_LIMIT_KIB} KiB limit; the ${jsState} is ${jsOver > 0 ? 'over too' : 'within its limit'}. ` +
        `The HTML carries every word of content/locales/${language}/*.json and every card of ` +
        `content/*.yaml, so the text grew: shorten the texts (the longest: ${longestTexts.join(', ')}), ` +
        `or show fewer services or values.`,
    });
  } else if (htmlBytes > HTML_TARGET_KIB * KIB) {
    lines.push({
      level: 'warn',
      text:
        `${where}: the HTML is ${kib(htmlBytes)} (gzip), above the ${HTML_TARGET_KIB} KiB that ` +
        `fit in a new connection's first round trip, so the first paint waits one round trip ` +
        `more. It is within its ${HTML_LIMIT_KIB} KiB limit and passes; shorter texts in ` +
        `content/locales/${language}/*.json bring it back (the longest: ${longestTexts.join(', ')}).`,
    });
  }

  if (jsOver > 0) {
    lines.push({
      level: 'fail',
      text:
        `${where}: the first-load JavaScript is ${kib(jsBytes)} (gzip), ${kib(jsOver)} over its ` +
        `${FIRST_LOAD_JS_LIMIT_KIB} KiB limit; the ${htmlState} is ${htmlOver > 0 ? 'over too' : 'within its limit'}. ` +
        `Content does not change the JavaScript: this comes from code (a new dependency, or ` +
        `code that should load later), a developer's fix; the files are listed below.`,
    });
  }

  if (lines.every((line) => line.level !== 'fail')) {
    lines.unshift({
      level: 'ok',
      text: `${where}: ${htmlState} (target ${HTML_TARGET_KIB} KiB), ${jsState} (gzip)`,
    });
  }
  return lines;
}

module.exports = {
  FIRST_LOAD_JS_LIMIT_KIB,
  HTML_LIMIT_KIB,
  HTML_TARGET_KIB,
  pageVerdict,
};
