#!/usr/bin/env node
/**
 * `npm run test:size`: the first-load JavaScript of each language page, gzip-compressed, against its
 * budget (115 KiB); and no ApexCharts, EmailJS or section code among it. Runs on the production build in public/
 * (after `npm run build:test` in `npm test`); deterministic: bytes, not timings.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { LANGUAGES } from './page-shape.mjs';

const require = createRequire(import.meta.url);
const { firstLoadScripts, lazyOnlyViolations, judge } = require('./first-load-js.cjs');

/**
 * The budget for the JavaScript a page loads before the visitor scrolls. React, the Gatsby
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
/** Every language's home page (page-shape.json), with its HTML file and its page-data folder. */
const PAGES = LANGUAGES.map(({ home }) => ({
  page: home,
  dir: home === '/' ? 'index' : home.slice(1, -1),
  html: `${home.slice(1)}index.html`,
}));

const PUBLIC = path.resolve('public');
const read = (file) => readFileSync(path.join(PUBLIC, file), 'utf8');

if (!existsSync(path.join(PUBLIC, 'webpack.stats.json'))) {
  console.error('check-size: no public/webpack.stats.json; run `npm run build:test` first.');
  process.exit(1);
}
const stats = JSON.parse(read('webpack.stats.json'));

let failed = false;
for (const { page, dir, html } of PAGES) {
  const { componentChunkName } = JSON.parse(read(`page-data/${dir}/page-data.json`));
  const files = firstLoadScripts({ html: read(html), stats, componentChunkName });
  const gzipBytes = Object.fromEntries(files.map((file) => [file, gzipSync(read(file)).length]));
  const sources = Object.fromEntries(
    files.map((file) => [
      file,
      existsSync(path.join(PUBLIC, `${file}.map`)) ? JSON.parse(read(`${file}.map`)).sources : [],
    ]),
  );

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
