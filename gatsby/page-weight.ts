// A new connection's first round trip carries about 14.6 KB (ten TCP segments): a page whose HTML,
// as the host sends it, fits paints a round trip sooner; past it, every byte up to the next is free.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The HTML of a page that arrives in a new connection's first round trip, as served (brotli). */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

/** gzip at the level the build's copies use (gatsby/public-files.ts): the code budgets' unit. */
export const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
/** Brotli as the build's copies are (gatsby/public-files.ts): what nginx, Netlify and Cloudflare send. */
export const brotliSize = (text: string | Buffer) =>
  brotliCompressSync(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const INLINE_CODE =
  /<style\b[^>]*>[\s\S]*?<\/style>|<script\b(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/gi;
/** Data blocks carry words (JSON-LD) or data, not code. */
const DATA_BLOCK = /^<script\b[^>]*type="application\/(ld\+)?json"/i;

/** A page's address ("en/index.html" is "/en/"), its HTML as served and its inline code's gzip, in bytes. */
export function pageWeight(file: string, html: string) {
  const code = (html.match(INLINE_CODE) ?? []).filter((tag) => !DATA_BLOCK.test(tag));
  const page = `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
  return { page, html: brotliSize(html), inlineCode: gzipSize(code.join('')) };
}

/** The build's warning for pages past the first round trip (their words are the editors'). */
export function roundTripWarning(weights: readonly ReturnType<typeof pageWeight>[]) {
  const over = weights.filter((weight) => weight.html > FIRST_ROUND_TRIP_BYTES);
  if (over.length === 0) return undefined;
  return [
    `${over.length === 1 ? 'One page is' : `${over.length} pages are`} past the first round trip (${kib(FIRST_ROUND_TRIP_BYTES)} of HTML as served, brotli): on a phone each paints one round trip later (about 0.1 to 0.3 s on 4G). Shorter texts bring it back (docs/editing.md, "How long a text may be"):`,
    ...over.map(
      (weight) =>
        `  - ${weight.page}: ${kib(weight.html)}, ${kib(weight.html - FIRST_ROUND_TRIP_BYTES)} past`,
    ),
  ].join('\n');
}
