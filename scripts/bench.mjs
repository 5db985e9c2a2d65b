#!/usr/bin/env node
// `npm run bench [-- --compare <url>] [--runs=5] [--preset=desktop] [--url=<url>]`: the medians of
// Lighthouse CI on every home page (nginx serving public/) and another site, in turn, the order
// reversed every other run so the machine's noise falls on all alike.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.cjs';
import { LANGUAGES } from './page-shape.mjs';
import { serveNginx } from './serve-nginx.mjs';

const { values } = parseArgs({
  options: {
    compare: { type: 'string' },
    url: { type: 'string' },
    runs: { type: 'string', default: '5' },
    preset: { type: 'string', default: 'mobile' },
  },
});

const server = values.url ? undefined : await serveNginx();
const ours = values.url ? [values.url] : LANGUAGES.map(({ home }) => `${server.url}${home}`);
const urls = [...ours, values.compare].filter(Boolean);

const METRICS = {
  perf: (lhr) => lhr.categories.performance.score * 100,
  a11y: (lhr) => lhr.categories.accessibility.score * 100,
  bp: (lhr) => lhr.categories['best-practices'].score * 100,
  seo: (lhr) => lhr.categories.seo.score * 100,
  'FCP ms': (lhr) => lhr.audits['first-contentful-paint'].numericValue,
  'LCP ms': (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
  'TBT ms': (lhr) => lhr.audits['total-blocking-time'].numericValue,
  CLS: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
  'SI ms': (lhr) => lhr.audits['speed-index'].numericValue,
  KiB: (lhr) => lhr.audits['total-byte-weight'].numericValue / 1024,
  requests: (lhr) => lhr.audits['network-requests'].details.items.length,
};
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

try {
  for (let run = 0; run < Number(values.runs); run += 1) {
    const order = run % 2 ? [...urls].reverse() : urls;
    const result = spawnSync(
      'npx',
      [
        'lhci',
        'collect',
        ...(run > 0 ? ['--additive'] : []),
        '--numberOfRuns=1',
        ...order.map((url) => `--url=${url}`),
        `--chromePath=${CHROMIUM_PATH}`,
        `--settings.chromeFlags=${CHROMIUM_FLAGS.join(' ')}`,
        // The figures of a visitor who has not scrolled (a full-page shot would load the chart).
        '--settings.disableFullPageScreenshot',
        ...(values.preset === 'desktop' ? ['--settings.preset=desktop'] : []),
      ],
      { stdio: 'inherit', env: { ...process.env, LHCI_NO_LIGHTHOUSERC: '1' } },
    );
    if (result.status !== 0) throw new Error('lhci collect failed');
  }
} finally {
  await server?.close();
}

const reports = readdirSync('.lighthouseci')
  .filter((name) => /^lhr-.*\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(path.join('.lighthouseci', name), 'utf8')));
const medians = urls.map((url) => {
  const mine = reports.filter((lhr) => lhr.requestedUrl === url);
  return Object.fromEntries(
    Object.entries(METRICS).map(([name, read]) => [name, median(mine.map(read))]),
  );
});
const format = (value, digits = value < 1 ? 3 : 0) =>
  Number.isFinite(value) ? value.toFixed(digits) : '–';
const row = (figure, digits) =>
  Object.fromEntries(Object.keys(METRICS).map((name) => [name, format(figure(name), digits)]));
const table = Object.fromEntries(
  urls.map((url, index) => [
    `${url === values.compare ? 'theirs' : 'ours'} ${url}`,
    row((name) => medians[index][name]),
  ]),
);
// Our first page (the default language's home) against theirs.
if (values.compare)
  table['ours / theirs'] = row((name) => medians[0][name] / medians.at(-1)[name], 2);
console.log(`\nMedians of ${values.runs} ${values.preset} runs per URL, measured in turn:`);
console.table(table);
