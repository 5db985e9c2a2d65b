/**
 * The published folder, public/, as the build leaves it for a host: what Gatsby writes there
 * that visitors must not get is moved out or removed (gatsby-node's onPostBuild).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PublicEntry } from './host-files';

/**
 * Relative to the project: where webpack's statistics and the source maps go, for the size
 * check (scripts/check-size.mjs) and for debugging, instead of the published folder.
 */
export const BUILD_STATS_FOLDER = '.cache/build-stats';

/** In BUILD_STATS_FOLDER: the files the browser build emitted (gatsby/webpack-config.ts). */
export const EMITTED_ASSETS_FILE = 'emitted-assets.json';

/**
 * The names webpack gives its scripts and style sheets (a 20-digit content hash), their source
 * maps and their licence notes: files of an earlier build if this one did not emit them.
 */
const WEBPACK_OUTPUT = /^[\w~.-]+-[0-9a-f]{20}\.(?:js|css)(?:\.map|\.LICENSE\.txt)?$/;

/** Files Gatsby writes for its own use, which the site does not need on a host. */
const UNUSED = [
  // Its content is written into every page (window.___chunkMapping).
  'chunk-map.json',
  // Gatsby's copy of Partytown, for <Script strategy="off-main-thread">, which the site never uses.
  '~partytown',
];

/** Every HTML file under a folder, as absolute paths. */
export async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The files and folders at the top of a folder. */
export async function topLevelEntries(folder: string): Promise<PublicEntry[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true });
  return entries.map((entry) => ({ name: entry.name, isDirectory: entry.isDirectory() }));
}

/**
 * Prepares public/ for publishing:
 * - the scripts of earlier builds go (Gatsby leaves them in public/);
 * - webpack.stats.json and the source maps move to statsFolder (builds write the maps without a
 *   sourceMappingURL comment, see gatsby/webpack-config.ts, so no script names a missing file);
 * - Gatsby's unused files go.
 * Gatsby's pages stay, even the not-found pages' copies at "/404/" (never linked, noindex):
 * each build re-reads every page it wrote to stitch its scripts in, and stops if one is missing.
 */
export async function prepareForPublishing(
  publicFolder: string,
  statsFolder: string,
): Promise<void> {
  const emitted = new Set(
    JSON.parse(await fs.readFile(path.join(statsFolder, EMITTED_ASSETS_FILE), 'utf8')) as string[],
  );
  for (const name of await fs.readdir(statsFolder)) {
    if (name !== EMITTED_ASSETS_FILE) await fs.rm(path.join(statsFolder, name));
  }
  for (const { name, isDirectory } of await topLevelEntries(publicFolder)) {
    if (isDirectory) continue;
    const file = path.join(publicFolder, name);
    if (WEBPACK_OUTPUT.test(name) && !emitted.has(name)) await fs.rm(file);
    else if (name === 'webpack.stats.json' || name.endsWith('.js.map')) {
      await fs.rename(file, path.join(statsFolder, name));
    }
  }
  for (const name of UNUSED) {
    await fs.rm(path.join(publicFolder, name), { recursive: true, force: true });
  }
}

/** The text nginx serves compressed; images and fonts are compressed already. */
const TEXT = /\.(?:html|js|css|json|svg|xml|txt|webmanifest|yml)$/;

/**
 * Writes a gzip copy beside each text file for nginx's gzip_static, after removing every copy of
 * an earlier build. No brotli: Debian's and the image's nginx have no brotli_static.
 */
export async function precompress(publicFolder: string): Promise<void> {
  const entries = await fs.readdir(publicFolder, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  await Promise.all(files.filter((file) => file.endsWith('.gz')).map((file) => fs.rm(file)));
  for (const file of files.filter((name) => TEXT.test(name))) {
    await fs.writeFile(`${file}.gz`, gzipSync(await fs.readFile(file), { level: 9 }));
  }
}
