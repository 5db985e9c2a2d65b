/**
 * What each language page of a build weighs, gzip-compressed as a static host serves it: its HTML,
 * and the JavaScript it loads before the visitor does anything (scripts/first-load-js.cjs). Read
 * from a production build's folder: public/ for `npm run test:size`, a copy's for
 * `npm run test:edits`. The pages: every language's home page, then every language's legal pages
 * (content/legal, beside the build's folder).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGES, PAGE_SHAPE } from './page-shape.mjs';

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
 * The pages to measure: each language's home page, then its legal pages ("/en/privacy/"), with the
 * content file that holds the legal page's words (undefined for a home page).
 */
export function sitePages(contentDir) {
  const legalFolder = path.join(contentDir, 'legal', PAGE_SHAPE.defaultLanguage);
  const slugs = existsSync(legalFolder)
    ? readdirSync(legalFolder)
        .filter((name) => name.endsWith('.md'))
        .map((name) => name.slice(0, -'.md'.length))
        .sort()
    : [];
  return [
    ...LANGUAGES.map(({ code, home }) => ({ language: code, page: home, source: undefined })),
    ...LANGUAGES.flatMap(({ code, home }) =>
      slugs.map((slug) => ({
        language: code,
        page: `${home}${slug}/`,
        source: `content/legal/${code}/${slug}.md`,
      })),
    ),
  ];
}

/**
 * Every page of the build in publicDir (sitePages), in the manifest's order: its HTML (text and
 * gzip bytes), its first-load scripts (gzip bytes each and in all) and their sources (from the
 * source maps, empty for a script without one).
 */
export function measurePages(publicDir, contentDir = path.join(publicDir, '..', 'content')) {
  const read = (file) => readFileSync(path.join(publicDir, file), 'utf8');
  const statsDir = buildStatsFolder(publicDir);
  const readStats = (file) => readFileSync(path.join(statsDir, file), 'utf8');
  if (!existsSync(path.join(statsDir, 'webpack.stats.json'))) {
    throw new Error(`No ${path.join(statsDir, 'webpack.stats.json')}: build the site first.`);
  }
  const stats = JSON.parse(readStats('webpack.stats.json'));
  return sitePages(contentDir).map(({ language: code, page: home, source }) => {
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
      source,
      html,
      htmlBytes: gzipSync(html).length,
      scriptBytes,
      jsBytes: Object.values(scriptBytes).reduce((sum, bytes) => sum + bytes, 0),
      sources,
      unmapped: scripts.filter((file) => !mapped.includes(file)),
    };
  });
}
