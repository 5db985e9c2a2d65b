#!/usr/bin/env node
// `npm run bench [-- --compare <url>] [--runs=3] [--preset=desktop] [--url=<url>]`: the medians of
// Lighthouse CI on every home page and a case study (nginx serving public/) and another site, in
// turn, the order reversed every other run so the machine's noise falls on all alike; once with
// Lighthouse's simulated throttling, once with devtools throttling (CPU and line really slowed, as
// on a phone, where simulation hides some delays). With --compare, our pages' ratios to the other
// site beside the targets of issue 42. It reports, never gates.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { load } from 'js-yaml';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.cjs';
import { LANGUAGES } from './page-shape.mjs';
import { serveNginx } from './serve-nginx.mjs';

const { values } = parseArgs({
  options: {
    compare: { type: 'string' },
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    preset: { type: 'string', default: 'mobile' },
  },
});
const RUNS = Number(values.runs);
// Lighthouse's names, as each report's configSettings.throttlingMethod carries them.
const MODES = { simulate: 'simulated', devtools: 'devtools' };

// The first project's case study in English: the page issue 42 measured, so rounds compare.
const [project] = load(readFileSync('content/projects.yaml', 'utf8'));
const english = LANGUAGES.find(({ code }) => code === 'en') ?? LANGUAGES[0];
const server = values.url ? undefined : await serveNginx();
const ours = values.url
  ? [values.url]
  : [...LANGUAGES.map(({ home }) => home), `${english.home}work/${project.id}/`].map(
      (page) => `${server.url}${page}`,
    );
const urls = [...ours, values.compare].filter(Boolean);
const label = (url) =>
  url === values.compare ? 'starter' : server ? url.slice(server.url.length) : url;

const METRICS = {
  score: (lhr) => lhr.categories.performance.score * 100,
  'FCP ms': (lhr) => lhr.audits['first-contentful-paint'].numericValue,
  'LCP ms': (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
  'TBT ms': (lhr) => lhr.audits['total-blocking-time'].numericValue,
  CLS: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
  'SI ms': (lhr) => lhr.audits['speed-index'].numericValue,
  KiB: (lhr) => lhr.audits['total-byte-weight'].numericValue / 1024,
  // The JavaScript transferred during the load, the chunks loaded after the first bundles too.
  'JS KiB': (lhr) =>
    lhr.audits['network-requests'].details.items
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + item.transferSize, 0) / 1024,
  requests: (lhr) => lhr.audits['network-requests'].details.items.length,
};
const DIGITS = { CLS: 3, KiB: 1, 'JS KiB': 1 };
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const format = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const times = (ratio) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '–');

// Issue 42's targets for one of our pages (`us`, medians) against the starter's in the same mode.
function targets(us, them, mode) {
  const check = (met, name, shown, target) =>
    `${met ? '✓' : '✗'} ${times(us[name] / them[name])}${shown} (≤ ${target})`;
  const lcp = mode === 'simulate' ? 0.9 : 1;
  const tbt = Math.max(them['TBT ms'], 50);
  return {
    FCP: check(us['FCP ms'] <= 1.05 * them['FCP ms'], 'FCP ms', '', '1.05×'),
    LCP: check(us['LCP ms'] <= lcp * them['LCP ms'], 'LCP ms', '', `${lcp}×`),
    TBT: check(us['TBT ms'] <= tbt, 'TBT ms', `, ${format(us['TBT ms'])} ms`, `${format(tbt)} ms`),
    CLS: check(us.CLS <= 0.01, 'CLS', `, ${format(us.CLS, 3)}`, '0.01'),
    JS: check(us['JS KiB'] <= 130, 'JS KiB', `, ${format(us['JS KiB'], 1)} KiB`, '130 KiB'),
  };
}

/** `rows`, `{ label: { column: text } }`, as a plain table: console.table would quote every text. */
function print(rows) {
  const lines = [
    ['', ...Object.keys(Object.values(rows)[0])],
    ...Object.entries(rows).map(([name, row]) => [name, ...Object.values(row)]),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  // Columns of figures to the right, of words to the left.
  const figures = lines[1].map((cell) => /^[\d.–]+$/.test(cell));
  const pad = (cell, column) =>
    figures[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]);
  for (const line of lines) console.log(line.map(pad).join('  ').trimEnd());
}

try {
  for (const mode of Object.keys(MODES)) {
    for (let run = 0; run < RUNS; run += 1) {
      console.log(`\n${MODES[mode]} throttling, run ${run + 1} of ${RUNS}`);
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
          `--settings.throttlingMethod=${mode}`,
          '--settings.onlyCategories=performance',
          // The figures of a visitor who has not scrolled (a full-page shot would load the chart).
          '--settings.disableFullPageScreenshot',
          ...(values.preset === 'desktop' ? ['--settings.preset=desktop'] : []),
        ],
        { stdio: 'inherit', env: { ...process.env, LHCI_NO_LIGHTHOUSERC: '1' } },
      );
      if (result.status !== 0) throw new Error('lhci collect failed');
    }
    // lhci writes to .lighthouseci/ only, and its first run clears the reports there: each mode's
    // move to their own folder, .lighthouseci/simulate/ and .lighthouseci/devtools/.
    const folder = path.join('.lighthouseci', mode);
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder);
    for (const name of readdirSync('.lighthouseci').filter((file) => /^lhr-/.test(file)))
      renameSync(path.join('.lighthouseci', name), path.join(folder, name));
  }
} finally {
  await server?.close();
}

for (const [mode, name] of Object.entries(MODES)) {
  const folder = path.join('.lighthouseci', mode);
  const reports = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')))
    // Each report says its own mode: a stray one never mixes into the other's medians.
    .filter((lhr) => lhr.configSettings.throttlingMethod === mode);
  const medians = urls.map((url) => {
    const mine = reports.filter((lhr) => lhr.requestedUrl === url);
    return Object.fromEntries(
      Object.entries(METRICS).map(([metric, read]) => [metric, median(mine.map(read))]),
    );
  });
  console.log(`\n${name} throttling, ${values.preset}: medians of ${RUNS} runs per page, in turn`);
  print(
    Object.fromEntries(
      urls.map((url, index) => [
        label(url),
        Object.fromEntries(
          Object.entries(medians[index]).map(([metric, value]) => [
            metric,
            format(value, DIGITS[metric]),
          ]),
        ),
      ]),
    ),
  );
  if (!values.compare) continue;
  console.log(`\n${name} throttling: ours / starter (${values.compare}), issue 42's targets`);
  print(
    Object.fromEntries(
      ours.map((url, index) => [label(url), targets(medians[index], medians.at(-1), mode)]),
    ),
  );
}
