import fs from 'node:fs';
import path from 'node:path';
import { checkBundle, CMS_FONTS, cmsPackage, localFonts, packageRoot } from './vendor';

const bundle = fs.readFileSync(
  path.join(packageRoot('@sveltia/cms'), 'dist', 'sveltia-cms.js'),
  'utf8',
);

describe('the copy of Sveltia CMS', () => {
  it('is the installed package, every file present, its bundle asking no other host for fonts', () => {
    const { files, immutableUrl, bundle: served } = cmsPackage(path.join(__dirname, '..', '..'));
    expect(immutableUrl).toMatch(
      /^https:\/\/unpkg\.com\/immutable@\d+\.\d+\.\d+\/dist\/immutable\.es\.js$/,
    );
    expect(files.map((file) => file.target)).toEqual(
      expect.arrayContaining([
        'vendor/locales/fr.json',
        'vendor/fonts/noto-mono-latin-400-normal.woff2',
      ]),
    );
    expect(served).not.toContain('cdn.jsdelivr.net');
    expect(localFonts(bundle)).toBe(served);
  });

  it('stops the build, loudly, when an upgrade moves a font or asks unpkg for something new', () => {
    const font = CMS_FONTS[0]?.cdn ?? '';
    expect(() =>
      checkBundle(bundle.replaceAll(font, font.replace('5.3.0', '5.4.0')), 'next'),
    ).toThrow(/@sveltia\/cms next loads .* from jsDelivr/);
    expect(() => checkBundle(`${bundle}"https://unpkg.com/leaflet@1"`, 'next')).toThrow(
      'loads more from unpkg: https://unpkg.com/leaflet@1',
    );
  });
});
