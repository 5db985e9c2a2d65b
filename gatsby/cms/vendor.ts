/**
 * The files of Sveltia CMS that /admin/ serves from this host, copied from the installed package
 * (never from a CDN), and the checks that its bundle still asks other hosts for exactly what
 * admin/index.html and admin/admin-boot.js answer locally. A new version of @sveltia/cms that
 * changes one of those addresses stops the build here, naming what to review, instead of quietly
 * sending editors' browsers to unpkg or jsDelivr.
 *
 *   vendor/sveltia-cms.js       the CMS: the package's browser build, which defines window.CMS
 *   vendor/chunks/react-dom.js  loaded next to the CMS script when a preview template renders
 *   vendor/locales/<code>.json  its screens' translations (the bundle has en-US only and fetches
 *                               the others from unpkg: admin-boot.js redirects that fetch here)
 *   vendor/fonts/*.woff2        its UI, monospace and icon fonts: its stylesheet names jsDelivr, and
 *                               the copy of the bundle names these files instead (localFonts), so
 *                               no browser asks jsDelivr, not even one that a font-src policy
 *                               would stop (Chromium tries every @font-face address it is given)
 *   vendor/immutable.es.js      Immutable.js, which the CMS imports from unpkg for previews: the
 *                               import map of index.html points that address here
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface VendorFile {
  /** Path under /admin/. */
  target: string;
  /** Absolute path of the package file. */
  source: string;
  /** What the copy changes in the file's text, if anything. */
  rewrite?: (text: string) => string;
}

/** Where /admin/ serves the CMS's fonts: an absolute path, as the stylesheet is injected. */
export const FONT_FOLDER = '/admin/vendor/fonts/';

/** The fonts the CMS's stylesheet takes from jsDelivr, and the package's own copies of them. */
export const CMS_FONTS = [
  {
    family: 'Source Sans 3',
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
    stem: 'source-sans-3-latin-wght-normal',
    licence: 'source-sans-3.LICENSE.txt',
  },
  {
    family: 'Noto Mono',
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2',
    stem: 'noto-mono-latin-400-normal',
    licence: 'noto-mono.LICENSE.txt',
  },
  {
    family: 'Material Symbols Outlined',
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    stem: 'material-symbols-outlined-latin-wght-normal',
    licence: 'material-symbols-outlined.LICENSE.txt',
  },
] as const;

/**
 * What the bundle may load from unpkg: its own package (update check, translations), Immutable.js
 * (previews), and modules only the code, map and media widgets use (none in our configuration).
 */
const KNOWN_UNPKG = [
  'https://unpkg.com/@sveltia/cms',
  'https://unpkg.com/${e}',
  'https://unpkg.com/@shikijs',
  'https://unpkg.com/@sveltia/ui',
];

export interface CmsPackage {
  version: string;
  /** The address the bundle imports Immutable.js from (index.html maps it to the local copy). */
  immutableUrl: string;
  files: VendorFile[];
}

/** The installed package, its files for /admin/, and the checks of its outside addresses. */
export function cmsPackage(projectDir: string): CmsPackage {
  const require = createRequire(path.join(projectDir, 'package.json'));
  const root = packageRoot(require, '@sveltia/cms');
  const version = readJson(path.join(root, 'package.json')).version;
  // Resolved from the CMS's own folder: the project has an older Immutable.js at its root.
  const immutableRoot = packageRoot(createRequire(path.join(root, 'package.json')), 'immutable');
  const bundle = fs.readFileSync(path.join(root, 'dist', 'sveltia-cms.js'), 'utf8');
  const immutableUrl = checkBundle(bundle, version);

  const files: VendorFile[] = [
    {
      target: 'vendor/sveltia-cms.js',
      source: path.join(root, 'dist', 'sveltia-cms.js'),
      rewrite: localFonts,
    },
    { target: 'vendor/sveltia-cms.LICENSE.txt', source: path.join(root, 'LICENSE.txt') },
    {
      target: 'vendor/chunks/react-dom.js',
      source: path.join(root, 'dist', 'chunks', 'react-dom.js'),
    },
    {
      target: 'vendor/immutable.es.js',
      source: path.join(immutableRoot, 'dist', 'immutable.es.js'),
    },
    { target: 'vendor/immutable.LICENSE.txt', source: path.join(immutableRoot, 'LICENSE') },
  ];
  for (const name of fs.readdirSync(path.join(root, 'locales')).sort()) {
    files.push({ target: `vendor/locales/${name}`, source: path.join(root, 'locales', name) });
  }
  // The package names its font copies with a content hash that changes between releases.
  const assets = fs.readdirSync(path.join(root, 'npm', 'assets'));
  for (const font of CMS_FONTS) {
    const asset = assets.find(
      (name) => name.startsWith(`${font.stem}-`) && name.endsWith('.woff2'),
    );
    if (!asset) throw new Error(`@sveltia/cms ${version}: no npm/assets/${font.stem}-*.woff2`);
    files.push(
      {
        target: `vendor/fonts/${font.stem}.woff2`,
        source: path.join(root, 'npm', 'assets', asset),
      },
      {
        target: `vendor/fonts/${font.licence}`,
        source: path.join(root, 'npm', 'assets', font.licence),
      },
    );
  }
  for (const file of files) {
    if (!fs.existsSync(file.source)) {
      throw new Error(`@sveltia/cms ${version}: ${file.source} is missing`);
    }
  }
  return { version, immutableUrl, files };
}

/**
 * Checks the bundle's outside addresses against what /admin/ answers locally and returns the one
 * the import map must map. Throws, saying what to review, when they changed.
 */
export function checkBundle(bundle: string, version: string): string {
  const review = (what: string) =>
    new Error(
      `@sveltia/cms ${version} ${what}: review admin/admin-boot.js and gatsby/cms/vendor.ts before upgrading (README, "Upgrade the editor")`,
    );

  for (const font of CMS_FONTS) {
    if (!bundle.includes(font.cdn)) throw review(`no longer loads ${font.family} from ${font.cdn}`);
  }
  const cdnFonts = new Set(bundle.match(/https:\/\/cdn\.jsdelivr\.net\/[^\s"'`)]+/g) ?? []);
  const unknownFonts = [...cdnFonts].filter((url) => !CMS_FONTS.some((font) => font.cdn === url));
  if (unknownFonts.length > 0) throw review(`loads more from jsDelivr: ${unknownFonts.join(', ')}`);

  const unpkg = new Set(bundle.match(/https:\/\/unpkg\.com\/[^\s"'`]*/g) ?? []);
  const unknownUnpkg = [...unpkg].filter(
    (url) => !KNOWN_UNPKG.some((known) => url === known || url.startsWith(`${known}/`)),
  );
  if (unknownUnpkg.length > 0) throw review(`loads more from unpkg: ${unknownUnpkg.join(', ')}`);
  // Its translations: `${'https://unpkg.com/@sveltia/cms'}@${version}/locales`/<code>.json, which
  // admin-boot.js redirects to vendor/locales/.
  if (!/`\$\{\w+\}@\$\{\w+\}\/locales`/.test(bundle)) {
    throw review('fetches its translations from another address');
  }
  // Chunks: `chunks/<name>.js` next to the script first, unpkg only when that fails.
  if (!bundle.includes('`chunks/${e}.js`')) {
    throw review('no longer loads its chunks next to its script');
  }

  // `https://unpkg.com/${name}@${version of its dependency}/${file}`, the dependency map inlined.
  const immutable = /immutable:`\^?(\d+\.\d+\.\d+)`/.exec(bundle);
  if (!immutable || !bundle.includes('`immutable`,`dist/immutable.es.js`')) {
    throw review('imports Immutable.js in another way');
  }
  return `https://unpkg.com/immutable@${immutable[1]}/dist/immutable.es.js`;
}

/**
 * The bundle with its stylesheet's font addresses (checked by checkBundle) replaced by this host's
 * copies of the same files.
 */
export function localFonts(bundle: string): string {
  return CMS_FONTS.reduce(
    (text, font) => text.replaceAll(font.cdn, `${FONT_FOLDER}${font.stem}.woff2`),
    bundle,
  );
}

/** A package's folder (its package.json need not be exported): up from its entry point. */
export function packageRoot(require: NodeRequire, name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

function readJson(file: string): { version: string } {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string };
}
