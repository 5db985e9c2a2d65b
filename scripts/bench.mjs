#!/usr/bin/env node
/**
 * `npm run bench`: Lighthouse CI on the production build, mobile then desktop, on every language's
 * home page (page-shape.json).
 *
 * 1. builds the site when public/ is missing or older than the sources (always with --build);
 * 2. serves public/ with scripts/static-server.mjs on a free 127.0.0.1 port;
 * 3. runs `lhci collect` (Debian's Chromium, no network beyond 127.0.0.1) and `lhci assert` with the
 *    performance budgets for each preset, keeping every report in bench-results/<preset>/;
 * 4. prints one table of medians per page and preset.
 *
 * Options: --build (always build first), --runs=N (default 3), --preset=mobile|desktop (default both).
 * Exits non-zero when an assertion at level "error" fails or a request leaves 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.cjs';
import { LANGUAGES } from './page-shape.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'public');
const LHCI_DIR = path.join(ROOT, '.lighthouseci');
const RESULTS = path.join(ROOT, 'bench-results');
/** Every language's home page (page-shape.json). */
const PAGES = LANGUAGES.map((language) => language.home);
// lhci collect adds --headless=new itself (twice would read as an unknown mode).
const CHROME_FLAGS = CHROMIUM_FLAGS.join(' ');
const KIB = 1024;

/** The performance budgets. Timings are warnings (the machine is shared and noisy); the rest are errors. */
const SCORE_BUDGETS = {
  'categories:accessibility': ['error', { minScore: 1 }],
  'categories:best-practices': ['error', { minScore: 1 }],
  'categories:seo': ['error', { minScore: 1 }],
};
const BUDGETS = {
  mobile: {
    'categories:performance': ['error', { minScore: 1 }],
    ...SCORE_BUDGETS,
    'first-contentful-paint': ['warn', { maxNumericValue: 800 }],
    'total-blocking-time': ['warn', { maxNumericValue: 50 }],
    'cumulative-layout-shift': ['error', { maxNumericValue: 0 }],
    'resource-summary:script:size': ['error', { maxNumericValue: 115 * KIB }],
    'resource-summary:total:size': ['error', { maxNumericValue: 200 * KIB }],
    'resource-summary:third-party:count': ['error', { maxNumericValue: 0 }],
  },
  desktop: {
    'categories:performance': ['error', { minScore: 1 }],
    ...SCORE_BUDGETS,
    'cumulative-layout-shift': ['error', { maxNumericValue: 0 }],
  },
};

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(option('runs') ?? 3);
const presets = option('preset') ? [option('preset')] : ['mobile', 'desktop'];
const chromePath = CHROMIUM_PATH;

/** Runs a command to its end; asynchronously, since the static server lives in this process. */
function run(command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
    });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Written by the build itself (graphqlTypegen, the i18n plugin): never a reason to rebuild. */
const GENERATED = new Set(['src/gatsby-types.d.ts', 'src/i18next.d.ts']);

/** Newest modification time under the given paths (files or folders). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const info = statSync(entry);
    if (GENERATED.has(path.relative(ROOT, entry))) return;
    if (info.isDirectory()) {
      for (const child of readdirSync(entry)) visit(path.join(entry, child));
    } else {
      newest = Math.max(newest, info.mtimeMs);
    }
  };
  paths.forEach((entry) => visit(path.join(ROOT, entry)));
  return newest;
}

function needsBuild() {
  if (args.includes('--build')) return true;
  const html = path.join(PUBLIC, 'index.html');
  if (!existsSync(html)) return true;
  const sources = [
    'src',
    'content',
    'static',
    'gatsby-config.ts',
    'gatsby-node.ts',
    'gatsby-browser.tsx',
    'gatsby-ssr.tsx',
    'package-lock.json',
  ];
  return newestMtime(sources) > statSync(html).mtimeMs;
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures of one Lighthouse report that the table shows. */
function figures(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const sum = (items) => items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return {
    perf: lhr.categories.performance?.score * 100,
    a11y: lhr.categories.accessibility?.score * 100,
    bp: lhr.categories['best-practices']?.score * 100,
    seo: lhr.categories.seo?.score * 100,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    si: lhr.audits['speed-index'].numericValue,
    totalKiB: sum(requests) / KIB,
    jsKiB: sum(requests.filter((item) => item.resourceType === 'Script')) / KIB,
    requests: requests.length,
    offHost: requests.filter((item) => !/^(https?:\/\/127\.0\.0\.1[:/]|data:)/.test(item.url))
      .length,
  };
}

const COLUMNS = [
  ['page', (row) => row.page],
  ['preset', (row) => row.preset],
  ['perf', (row) => row.perf.toFixed(0)],
  ['a11y', (row) => row.a11y.toFixed(0)],
  ['bp', (row) => row.bp.toFixed(0)],
  ['seo', (row) => row.seo.toFixed(0)],
  ['FCP s', (row) => (row.fcp / 1000).toFixed(2)],
  ['LCP s', (row) => (row.lcp / 1000).toFixed(2)],
  ['TBT ms', (row) => row.tbt.toFixed(0)],
  ['CLS', (row) => row.cls.toFixed(3)],
  ['SI s', (row) => (row.si / 1000).toFixed(2)],
  ['total KiB', (row) => row.totalKiB.toFixed(1)],
  ['JS KiB', (row) => row.jsKiB.toFixed(1)],
  ['requests', (row) => row.requests.toFixed(0)],
  ['off-host', (row) => row.offHost.toFixed(0)],
];

function printTable(rows) {
  const cells = rows.map((row) => COLUMNS.map(([, cell]) => cell(row)));
  const widths = COLUMNS.map(([title], index) =>
    Math.max(title.length, ...cells.map((line) => line[index].length)),
  );
  const line = (values) =>
    `| ${values.map((value, index) => value.padStart(widths[index])).join(' | ')} |`;
  console.log(line(COLUMNS.map(([title]) => title)));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  cells.forEach((values) => console.log(line(values)));
}

async function main() {
  if (needsBuild()) {
    console.log('bench: building the production site (npm run build)');
    if ((await run('npx', ['gatsby', 'build'])) !== 0) process.exit(1);
  } else {
    console.log('bench: public/ is up to date (pass --build to rebuild)');
  }

  const server = await startStaticServer({ root: PUBLIC });
  const rows = [];
  let failed = false;
  try {
    rmSync(RESULTS, { recursive: true, force: true });
    for (const preset of presets) {
      const settings = {
        chromeFlags: CHROME_FLAGS,
        // The figures are those of a visitor who has not scrolled: the full-page screenshot would
        // stretch the viewport over the whole page and fetch the chart's chunk.
        disableFullPageScreenshot: true,
        ...(preset === 'desktop' ? { preset: 'desktop' } : {}),
      };
      const config = {
        ci: {
          collect: {
            url: PAGES.map((page) => `${server.url}${page}`),
            numberOfRuns: runs,
            chromePath,
            settings,
          },
          assert: { assertions: BUDGETS[preset], aggregationMethod: 'median-run' },
        },
      };
      const configPath = path.join(ROOT, `.lighthouseci-${preset}.json`);
      mkdirSync(LHCI_DIR, { recursive: true });
      writeFileSync(configPath, JSON.stringify(config, null, 2));
      try {
        console.log(`\nbench: lhci collect, ${preset}, ${runs} run(s) per page`);
        const lhci = path.join(ROOT, 'node_modules', '.bin', 'lhci');
        const env = { CHROME_PATH: chromePath, LHCI_NO_LIGHTHOUSERC: '1' };
        if ((await run(lhci, ['collect', `--config=${configPath}`], env)) !== 0) {
          throw new Error(`lhci collect failed (${preset})`);
        }
        console.log(`\nbench: lhci assert, ${preset}`);
        if ((await run(lhci, ['assert', `--config=${configPath}`], env)) !== 0) failed = true;
      } finally {
        rmSync(configPath, { force: true });
      }

      const target = path.join(RESULTS, preset);
      cpSync(LHCI_DIR, target, { recursive: true });
      const reports = readdirSync(target)
        .filter((name) => /^lhr-.*\.json$/.test(name))
        .map((name) => JSON.parse(readFileSync(path.join(target, name), 'utf8')));
      for (const page of PAGES) {
        const all = reports
          .filter((lhr) => new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname === page)
          .map(figures);
        const row = { page, preset };
        for (const key of Object.keys(all[0] ?? {})) row[key] = median(all.map((f) => f[key]));
        if (all.length === 0) throw new Error(`no Lighthouse report for ${page} (${preset})`);
        if (row.offHost > 0) failed = true;
        rows.push(row);
      }
    }
  } finally {
    await server.close();
  }

  console.log(
    `\nMedians of ${runs} Lighthouse run(s) per page (full reports in bench-results/):\n`,
  );
  printTable(rows);
  if (failed) {
    console.log('\nbench: some budgets failed (see the lhci assert output above).');
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
