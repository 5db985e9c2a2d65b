// Sveltia CMS's files served by /admin/ from this host; its bundle is patched to name our font copies
// (no option: sveltia/sveltia-cms#443, #909). checkBundle stops the build if an upgrade adds an outside address.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const projectRequire = createRequire(path.join(__dirname, '..', '..', 'package.json'));

/** A package's folder (its package.json need not be exported): up from its entry point. */
export function packageRoot(name: string, require: NodeRequire = projectRequire): string {
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

/** The fonts the CMS's stylesheet takes from jsDelivr; the package ships copies named <stem>-<hash>. */
const JSDELIVR = 'https://cdn.jsdelivr.net/fontsource/fonts';
export const CMS_FONTS = [
  ['source-sans-3', 'source-sans-3:vf@5.3.0/latin-wght-normal'],
  ['noto-mono', 'noto-mono@5.3.0/latin-400-normal'],
  ['material-symbols-outlined', 'material-symbols-outlined:vf@5.3.7/latin-wght-normal'],
].map(([name, file]) => ({
  cdn: `${JSDELIVR}/${file}.woff2`,
  stem: `${name}-${file!.split('/').pop()}`,
  licence: `${name}.LICENSE.txt`,
}));

/** What the bundle may load from unpkg: update check and words, Immutable.js, unused widgets. */
const KNOWN_UNPKG = ['@sveltia/cms', '${e}', '@shikijs', '@sveltia/ui'].map(
  (name) => `https://unpkg.com/${name}`,
);

export function cmsPackage(projectDir: string) {
  const root = packageRoot('@sveltia/cms', createRequire(path.join(projectDir, 'package.json')));
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  // From the CMS's own folder: the project has an older Immutable.js at its root.
  const immutable = packageRoot('immutable', createRequire(path.join(root, 'package.json')));
  const bundle = fs.readFileSync(path.join(root, 'dist', 'sveltia-cms.js'), 'utf8');
  const immutableUrl = checkBundle(bundle, version);
  const assetsDir = path.join(root, 'npm', 'assets');
  const assets = fs.readdirSync(assetsDir);
  const files = [
    { target: 'vendor/sveltia-cms.LICENSE.txt', source: path.join(root, 'LICENSE.txt') },
    { target: 'vendor/chunks/react-dom.js', source: path.join(root, 'dist/chunks/react-dom.js') },
    { target: 'vendor/immutable.es.js', source: path.join(immutable, 'dist', 'immutable.es.js') },
    { target: 'vendor/immutable.LICENSE.txt', source: path.join(immutable, 'LICENSE') },
    ...fs.readdirSync(path.join(root, 'locales')).map((name) => ({
      target: `vendor/locales/${name}`,
      source: path.join(root, 'locales', name),
    })),
    ...CMS_FONTS.flatMap(({ stem, licence }) => {
      const asset = assets.find((name) => name.startsWith(`${stem}-`) && name.endsWith('.woff2'));
      const source = path.join(assetsDir, asset ?? `${stem}-?.woff2`);
      return [
        { target: `vendor/fonts/${stem}.woff2`, source },
        { target: `vendor/fonts/${licence}`, source: path.join(assetsDir, licence) },
      ];
    }),
  ];
  const missing = files.find((file) => !fs.existsSync(file.source));
  if (missing) throw new Error(`@sveltia/cms ${version}: ${missing.source} is missing`);
  return { immutableUrl, bundle: localFonts(bundle), files };
}

// Checks the bundle's outside addresses against what /admin/ answers locally; returns the one the
// import map must map. Throws, saying what to review, when an upgrade changed them.
export function checkBundle(bundle: string, version: string): string {
  const review = (what: string) =>
    new Error(
      `@sveltia/cms ${version} ${what}: review admin/admin-boot.js and gatsby/cms/vendor.ts before upgrading (docs/architecture.md)`,
    );
  const jsdelivr = [...new Set(bundle.match(/https:\/\/cdn\.jsdelivr\.net\/[^\s"'`)]+/g))].sort();
  const fonts = CMS_FONTS.map((font) => font.cdn).sort();
  if (jsdelivr.join() !== fonts.join())
    throw review(`loads ${jsdelivr.join(', ')} from jsDelivr instead of ${fonts.join(', ')}`);
  const unpkg = [...new Set(bundle.match(/https:\/\/unpkg\.com\/[^\s"'`]*/g))].filter(
    (url) => !KNOWN_UNPKG.some((known) => url === known || url.startsWith(`${known}/`)),
  );
  if (unpkg.length > 0) throw review(`loads more from unpkg: ${unpkg.join(', ')}`);
  // Its words: `${'https://unpkg.com/@sveltia/cms'}@${version}/locales`/<code>.json.
  if (!/`\$\{\w+\}@\$\{\w+\}\/locales`/.test(bundle))
    throw review('fetches its translations from another address');
  if (!bundle.includes('`chunks/${e}.js`'))
    throw review('no longer loads its chunks next to its script');
  const immutable = /immutable:`\^?(\d+\.\d+\.\d+)`/.exec(bundle);
  if (!immutable || !bundle.includes('`immutable`,`dist/immutable.es.js`'))
    throw review('imports Immutable.js in another way');
  return `https://unpkg.com/immutable@${immutable[1]}/dist/immutable.es.js`;
}

// The fonts' jsDelivr addresses made /admin/'s copies, absolute: the CMS injects its stylesheet.
export const localFonts = (bundle: string): string =>
  CMS_FONTS.reduce(
    (text, font) => text.replaceAll(font.cdn, `/admin/vendor/fonts/${font.stem}.woff2`),
    bundle,
  );
