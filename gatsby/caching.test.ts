import { IMMUTABLE, REVALIDATE, cacheControlOf } from './caching';

describe('cacheControlOf', () => {
  const file = (name: string) => cacheControlOf({ name, isDirectory: false });
  const folder = (name: string) => cacheControlOf({ name, isDirectory: true });

  it("keeps webpack's content-hashed scripts and Gatsby's static/ folder for a year", () => {
    expect(file('app-4caae3265ce8898246c0.js')).toBe(IMMUTABLE);
    expect(file('component---src-pages-index-tsx-fd2f2978c841acd9003d.js')).toBe(IMMUTABLE);
    expect(file('56da58dc-78f9dd8205ee54a08b46.js')).toBe(IMMUTABLE);
    expect(folder('static')).toBe(IMMUTABLE);
  });

  it('has everything else checked on every use', () => {
    for (const name of [
      'index.html',
      'robots.txt',
      'sitemap-index.xml',
      'manifest.webmanifest',
      'sw.js',
      'app-4caae3265ce8898246c0.js.LICENSE.txt',
      'app-4caae3265ce8898246c0.js.map',
    ]) {
      expect(file(name)).toBe(REVALIDATE);
    }
    for (const name of ['page-data', 'en', 'icons']) expect(folder(name)).toBe(REVALIDATE);
  });
});
