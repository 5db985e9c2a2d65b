/**
 * What each language page of a build weighs, gzip-compressed as a static host serves it: its HTML,
 * and the JavaScript it loads before the visitor does anything (scripts/first-load-js.cjs). Read
 * from a production build's folder: public/ for `npm run test:size`, a copy's for
 * `npm run test:edits`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGES } from './page-shape.mjs';

const require = createRequire(import.meta.url);
const { firstLoadScripts } = require('./first-load-js.cjs');

/** Where a home page's files are in the build: "/" -> index.html, "/en/" -> en/index.html. */
function pageFiles(home) {
  const dir = home.replace(/^\/|\/$/g, '');
  return {
    html: path.posix.join(dir, 'index.html'),
    pageData: path.posix.join('page-data', dir || 'index', 'page-data.json'),
  };
}

/**
 * Where a build keeps webpack's statistics and its source maps, out of the published folder
 * (gatsby/public-files.ts): the project's .cache/build-stats/, beside its public/.
 */
export function buildStatsFolder(publicDir) {
  return path.join(publicDir, '..', '.cache', 'build-stats');
}

/**
 * Every language page of the build in publicDir, in the manifest's order: its HTML (text and
 * gzip bytes), its first-load scripts (gzip bytes each and in all), their sources (from the
 * source maps) and the scripts that have no source map (whose modules are then unknown).
 */
export function measurePages(publicDir) {
  const read = (file) => readFileSync(path.join(publicDir, file), 'utf8');
  const statsDir = buildStatsFolder(publicDir);
  const readStats = (file) => readFileSync(path.join(statsDir, file), 'utf8');
  if (!existsSync(path.join(statsDir, 'webpack.stats.json'))) {
    throw new Error(`No ${path.join(statsDir, 'webpack.stats.json')}: build the site first.`);
  }
  const stats = JSON.parse(readStats('webpack.stats.json'));
  return LANGUAGES.map(({ code, home }) => {
    const files = pageFiles(home);
    const html = read(files.html);
    const { componentChunkName } = JSON.parse(read(files.pageData));
    const scripts = firstLoadScripts({ html, stats, componentChunkName });
    const scriptBytes = Object.fromEntries(
      scripts.map((file) => [file, gzipSync(read(file)).length]),
    );
    const mapped = scripts.filter((file) => existsSync(path.join(statsDir, `${file}.map`)));
    const sources = Object.fromEntries(
      mapped.map((file) => [file, JSON.parse(readStats(`${file}.map`)).sources]),
    );
    return {
      language: code,
      page: home,
      html,
      htmlBytes: gzipSync(html).length,
      scriptBytes,
      jsBytes: Object.values(scriptBytes).reduce((sum, bytes) => sum + bytes, 0),
      sources,
      unmapped: scripts.filter((file) => !mapped.includes(file)),
    };
  });
}
