// `npm run test:size`, on the build in public/: fails when the code grows past its budgets (each
// page's first-load JavaScript, the CSS and scripts each page carries inline); prints every page's
// HTML as served (brotli) against the first round trip, which the words decide: the build warns about those.
import fs from 'node:fs';
import path from 'node:path';
import { isGatsbyPage } from '../gatsby/page-scripts';
import { BUILD_STATS_FOLDER, htmlFiles, publicPath } from '../gatsby/public-files';
import { FIRST_ROUND_TRIP_BYTES, gzipSize, kib, pageWeight } from '../gatsby/page-weight';

/** The code's share of the first round trip (inline CSS and scripts): the editors' words get the rest. */
const INLINE_CODE_BUDGET_BYTES = 7 * 1024;
/**
 * The JavaScript a page runs before the visitor does anything: 130 KiB until the home page took
 * clients, prices, steps and questions (+2.9 KiB of components; docs/performance.md says why the
 * contact form stayed in it) and the counting (+0.5 KiB, when configured).
 */
const FIRST_LOAD_JS_BUDGET_BYTES = 132 * 1024;

const root = path.join(__dirname, '..');
const publicFolder = path.join(root, 'public');
const problems: string[] = [];

console.log(
  `Pages: HTML as served (brotli) against the first round trip (${kib(FIRST_ROUND_TRIP_BYTES)}), inline CSS and scripts (gzip) against ${kib(INLINE_CODE_BUDGET_BYTES)}`,
);
for (const absolute of await htmlFiles(publicFolder)) {
  const file = publicPath(publicFolder, absolute);
  const html = fs.readFileSync(absolute, 'utf8');
  // The pages Gatsby rendered: not the editor's, nor Gatsby's own fragments.
  if (!isGatsbyPage(html) || file.startsWith('_gatsby/')) continue;
  const { page, html: bytes, inlineCode } = pageWeight(file, html);
  const past =
    bytes > FIRST_ROUND_TRIP_BYTES ? '  (past the first round trip: the build warns)' : '';
  console.log(
    `  ${page.padEnd(30)} ${kib(bytes).padStart(9)} ${kib(inlineCode).padStart(9)}${past}`,
  );
  if (inlineCode > INLINE_CODE_BUDGET_BYTES)
    problems.push(
      `${page}: ${kib(inlineCode)} of inline CSS and scripts, over ${kib(INLINE_CODE_BUDGET_BYTES)}`,
    );
}

// webpack's statistics (kept out of public/ by the build) name each page component's chunks.
const stats = JSON.parse(
  fs.readFileSync(path.join(root, BUILD_STATS_FOLDER, 'webpack.stats.json'), 'utf8'),
) as { namedChunkGroups: Record<string, { assets: { name: string }[] }> };
const groups = Object.keys(stats.namedChunkGroups);
console.log(`First-load JavaScript (gzip), against ${kib(FIRST_LOAD_JS_BUDGET_BYTES)}`);
for (const component of groups.filter((name) => name.startsWith('component---')).sort()) {
  const files = ['app', component]
    .flatMap((group) => stats.namedChunkGroups[group]?.assets ?? [])
    .map(({ name }) => name)
    .filter((name) => name.endsWith('.js'));
  const bytes = [...new Set(files)]
    .map((name) => gzipSize(fs.readFileSync(path.join(publicFolder, name))))
    .reduce((sum, size) => sum + size, 0);
  console.log(`  ${component.padEnd(40)} ${kib(bytes).padStart(9)}`);
  if (bytes > FIRST_LOAD_JS_BUDGET_BYTES)
    problems.push(
      `${component}: ${kib(bytes)} of first-load JavaScript, over ${kib(FIRST_LOAD_JS_BUDGET_BYTES)}`,
    );
}

if (problems.length > 0) {
  console.error(
    `\nThe code is over its size budgets:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
