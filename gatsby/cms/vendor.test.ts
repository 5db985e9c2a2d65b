import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_DIR } from '../__fixtures__/content-tree';
import { checkBundle, CMS_FONTS, cmsPackage } from './vendor';

const cms = cmsPackage(PROJECT_DIR);
const bundle = fs.readFileSync(
  path.join(PROJECT_DIR, 'node_modules', '@sveltia', 'cms', 'dist', 'sveltia-cms.js'),
  'utf8',
);

describe('cmsPackage', () => {
  it('copies the installed CMS, its chunk, translations, fonts and Immutable.js', () => {
    const targets = cms.files.map((file) => file.target);
    expect(targets).toEqual(
      expect.arrayContaining([
        'vendor/sveltia-cms.js',
        'vendor/chunks/react-dom.js',
        'vendor/immutable.es.js',
        'vendor/locales/it.json',
        'vendor/locales/en-US.json',
        ...CMS_FONTS.map((font) => `vendor/fonts/${font.stem}.woff2`),
      ]),
    );
    expect(cms.files.every((file) => fs.existsSync(file.source))).toBe(true);
  });

  it('maps the Immutable.js the bundle imports to the copy of the version it was built with', () => {
    const immutable = cms.files.find((file) => file.target === 'vendor/immutable.es.js');
    const installed = JSON.parse(
      fs.readFileSync(
        path.join(path.dirname(immutable?.source ?? ''), '..', 'package.json'),
        'utf8',
      ),
    ) as { version: string };
    const [major] = installed.version.split('.');
    expect(cms.immutableUrl).toMatch(
      new RegExp(`^https://unpkg\\.com/immutable@${major}\\.\\d+\\.\\d+/dist/immutable\\.es\\.js$`),
    );
  });
});

describe('checkBundle', () => {
  it('accepts the installed bundle', () => {
    expect(checkBundle(bundle, cms.version)).toBe(cms.immutableUrl);
  });

  it('stops when a font moves to another address', () => {
    const [font] = CMS_FONTS;
    const moved = bundle.replaceAll(font.cdn, font.cdn.replace('@5.3.0', '@5.4.0'));
    expect(() => checkBundle(moved, '9.9.9')).toThrow(
      /^@sveltia\/cms 9\.9\.9 no longer loads Source Sans 3 from .*: review admin\/admin-boot\.js/,
    );
  });

  it('stops when the bundle asks unpkg or jsDelivr for something new', () => {
    expect(() => checkBundle(`${bundle};fetch(\`https://unpkg.com/marked@1/x.js\`)`, 'x')).toThrow(
      'loads more from unpkg: https://unpkg.com/marked@1/x.js',
    );
    expect(() =>
      checkBundle(`${bundle};url(https://cdn.jsdelivr.net/fontsource/fonts/inter@5/a.woff2)`, 'x'),
    ).toThrow(
      'loads more from jsDelivr: https://cdn.jsdelivr.net/fontsource/fonts/inter@5/a.woff2',
    );
  });

  it('stops when Immutable.js or the translations are loaded another way', () => {
    expect(() =>
      checkBundle(bundle.replace('`immutable`,`dist/immutable.es.js`', '`immutable`,`x.js`'), 'x'),
    ).toThrow('imports Immutable.js in another way');
    expect(() =>
      checkBundle(bundle.replace(/(`\$\{\w+\}@\$\{\w+\})\/locales`/, '$1/i18n`'), 'x'),
    ).toThrow('fetches its translations from another address');
  });
});
