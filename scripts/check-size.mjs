#!/usr/bin/env node
/**
 * `npm run test:size`: each language page of the production build in public/ (the home pages and
 * the legal pages) against its byte budgets (scripts/size-budgets.cjs): the HTML, which grows with the content and has room for
 * ordinary edits, with the first round trip's 14 KiB as a warning; and the first-load JavaScript,
 * which only code changes. Also fails when ApexCharts, EmailJS or a section's code is part of
 * that JavaScript (known from the source maps the build keeps in .cache/build-stats/), or when a
 * preloaded font is not the file its @font-face names. Runs after `npm run build:test` in
 * `npm test`; deterministic: bytes, not timings.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { longestTexts } from './longest-texts.mjs';
import { buildStatsFolder, measurePages } from './page-size.mjs';

const require = createRequire(import.meta.url);
const { lazyOnlyViolations } = require('./first-load-js.cjs');
const { pageVerdict } = require('./size-budgets.cjs');

const PUBLIC = path.resolve('public');
const CONTENT = path.resolve('content');
const LABELS = { ok: 'ok  ', warn: 'warn', fail: 'FAIL' };

if (!existsSync(path.join(buildStatsFolder(PUBLIC), 'webpack.stats.json'))) {
  console.error(
    'check-size: no .cache/build-stats/webpack.stats.json; run `npm run build:test` first.',
  );
  process.exit(1);
}

let failed = false;
for (const measured of measurePages(PUBLIC)) {
  const { page, language, html, scriptBytes, sources, unmapped, source } = measured;
  // A legal page's words are its Markdown file; a home page's, the language's locale files.
  const texts = source ? [source] : longestTexts(CONTENT, language);
  const verdict = pageVerdict({ ...measured, longestTexts: texts });
  for (const { level, text } of verdict) {
    console.log(`${LABELS[level]} ${text}`);
    if (level === 'fail') failed = true;
  }
  for (const [file, bytes] of Object.entries(scriptBytes)) {
    console.log(`       ${(bytes / 1024).toFixed(1)} KiB  ${file}`);
  }

  // The preloaded fonts must be the very files the @font-face rules name, or they load twice.
  for (const [, href] of html.matchAll(/<link rel="preload" href="\/([^"]+)" as="font"/g)) {
    if (!existsSync(path.join(PUBLIC, href)) || !html.includes(`url(/${href})`)) {
      console.log(`FAIL ${page}: preloaded font ${href} is not the one its @font-face uses`);
      failed = true;
    }
  }

  // Without its source map, a file's modules are unknown: the check below would pass blind.
  for (const file of unmapped) {
    console.log(`FAIL ${page}: no source map for ${file} in .cache/build-stats/`);
    failed = true;
  }
  for (const { file, library, source } of lazyOnlyViolations(sources)) {
    console.log(`FAIL ${page}: ${library} code in the first load (${file}: ${source})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
