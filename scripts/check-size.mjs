#!/usr/bin/env node
/**
 * `npm run test:size`: the first-load JavaScript of each language page, gzip-compressed, against its
 * budget (issue 6: 115 KiB); and no ApexCharts, EmailJS or section code among it. Runs on the production build in public/
 * and the statistics and source maps it leaves in .cache/build-stats/ (after `npm run build:test`
 * in `npm test`); deterministic: bytes, not timings.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { firstLoadScripts, lazyOnlyViolations, judge } = require('./first-load-js.cjs');

/**
 * Issue 6's budget for the JavaScript a page loads before the visitor scrolls. React, the Gatsby
 * runtime, i18next and Emotion (framework, app and webpack runtime chunks) weigh about 97 KiB of
 * it; the sections' own code arrives only when needed (DeferredSection), so what remains is the
 * page's frame: the bar, the language menu and the SEO head.
 */
export const BUDGET_KIB = 115;

/**
 * Each page's HTML, gzip-compressed. A new connection's first round trip carries about 14.6 KB
 * (TCP's initial window of 10 segments); HTML larger than that costs a whole round trip before the
 * first paint. 14 KiB leaves room for the response headers.
 */
export const HTML_BUDGET_KIB = 14;
const PAGES = [
  { page: '/', dir: 'index', html: 'index.html' },
  { page: '/en/', dir: 'en', html: 'en/index.html' },
  { page: '/fr/', dir: 'fr', html: 'fr/index.html' },
];

const PUBLIC = path.resolve('public');
/** webpack's statistics and the source maps, which the build keeps out of public/ (gatsby/public-files.ts). */
const BUILD_STATS = path.resolve('.cache', 'build-stats');
const read = (file) => readFileSync(path.join(PUBLIC, file), 'utf8');
const readStats = (file) => readFileSync(path.join(BUILD_STATS, file), 'utf8');

if (!existsSync(path.join(BUILD_STATS, 'webpack.stats.json'))) {
  console.error(
    'check-size: no .cache/build-stats/webpack.stats.json; run `npm run build:test` first.',
  );
  process.exit(1);
}
const stats = JSON.parse(readStats('webpack.stats.json'));

let failed = false;
for (const { page, dir, html } of PAGES) {
  const { componentChunkName } = JSON.parse(read(`page-data/${dir}/page-data.json`));
  const files = firstLoadScripts({ html: read(html), stats, componentChunkName });
  const gzipBytes = Object.fromEntries(files.map((file) => [file, gzipSync(read(file)).length]));
  // Without its source map, a file's modules are unknown: the lazy-only check below would pass blind.
  const sources = {};
  for (const file of files) {
    if (existsSync(path.join(BUILD_STATS, `${file}.map`))) {
      sources[file] = JSON.parse(readStats(`${file}.map`)).sources;
    } else {
      console.log(`FAIL ${page}: no source map for ${file} in .cache/build-stats/`);
      failed = true;
    }
  }

  const htmlKib = gzipSync(read(html)).length / 1024;
  const htmlOk = htmlKib <= HTML_BUDGET_KIB;
  console.log(
    `${htmlOk ? 'ok  ' : 'FAIL'} ${page}: ${htmlKib.toFixed(1)} KiB of HTML (gzip), budget ${HTML_BUDGET_KIB} KiB`,
  );
  if (!htmlOk) failed = true;

  const verdict = judge(page, gzipBytes, BUDGET_KIB);
  console.log(`${verdict.ok ? 'ok  ' : 'FAIL'} ${verdict.line}`);
  for (const file of files)
    console.log(`       ${(gzipBytes[file] / 1024).toFixed(1)} KiB  ${file}`);
  if (!verdict.ok) failed = true;

  // The preloaded fonts must be the very files the @font-face rules name, or they load twice.
  for (const [, href] of read(html).matchAll(/<link rel="preload" href="\/([^"]+)" as="font"/g)) {
    if (!existsSync(path.join(PUBLIC, href)) || !read(html).includes(`url(/${href})`)) {
      console.log(`FAIL ${page}: preloaded font ${href} is not the one its @font-face uses`);
      failed = true;
    }
  }

  for (const { file, library, source } of lazyOnlyViolations(sources)) {
    console.log(`FAIL ${page}: ${library} code in the first load (${file}: ${source})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
