// public/ for a host (onPostBuild): Gatsby's statistics and source maps taken out, gzip copies.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { PublicEntry } from './host-files';

/** Relative to the project: webpack's statistics and source maps, for the size check, unpublished. */
export const BUILD_STATS_FOLDER = '.cache/build-stats';
/** webpack's scripts, style sheets, maps and licence notes at the top of public/, "[name]-[hash]". */
export const isWebpackOutput = (file: string) =>
  /^[\w~.-]+-[0-9a-f]{20}\.(?:js|css)(?:\.map|\.LICENSE\.txt)?$/.test(file);
/** The text nginx serves compressed; images and fonts are compressed already. */
const TEXT = /\.(?:html|js|css|json|svg|xml|txt|webmanifest|yml)$/;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

export const htmlFiles = async (folder: string) =>
  (await filesUnder(folder)).filter((file) => file.endsWith('.html'));

/** A file's path under public/ as a URL writes it: "en/index.html", on Windows too. */
export const publicPath = (publicFolder: string, file: string) =>
  path.relative(publicFolder, file).split(path.sep).join('/');

export async function topLevelEntries(folder: string): Promise<PublicEntry[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true });
  return entries.map((entry) => ({ name: entry.name, isDirectory: entry.isDirectory() }));
}

// webpack.stats.json and the source maps move to statsFolder. Every page stays, "/404/" too: the
// next build re-reads each page it wrote. Returns what is left on top.
export async function prepareForPublishing(publicFolder: string, statsFolder: string) {
  await fs.rm(statsFolder, { recursive: true, force: true });
  await fs.mkdir(statsFolder, { recursive: true });
  for (const { name, isDirectory } of await topLevelEntries(publicFolder)) {
    if (!isDirectory && (name === 'webpack.stats.json' || name.endsWith('.js.map')))
      await fs.rename(path.join(publicFolder, name), path.join(statsFolder, name));
  }
  return topLevelEntries(publicFolder);
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// .br and .gz copies beside each text file for nginx's brotli_static and gzip_static, made anew.
export async function precompress(publicFolder: string): Promise<void> {
  const files = await filesUnder(publicFolder);
  await Promise.all(files.filter((file) => /\.(?:br|gz)$/.test(file)).map((file) => fs.rm(file)));
  const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
  await Promise.all(
    files
      .filter((file) => TEXT.test(file))
      .map(async (file) => {
        const text = await fs.readFile(file);
        await fs.writeFile(`${file}.br`, await brotli(text, quality));
        await fs.writeFile(`${file}.gz`, await gzipped(text, { level: 9 }));
      }),
  );
}
