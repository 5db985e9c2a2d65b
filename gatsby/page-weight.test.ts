import {
  FIRST_ROUND_TRIP_BYTES,
  brotliSize,
  gzipSize,
  pageWeight,
  roundTripWarning,
} from './page-weight';

describe('page weight', () => {
  it('names a page by its address', () => {
    const address = (file: string) => pageWeight(file, '').page;
    expect(address('index.html')).toBe('/');
    expect(address('en/index.html')).toBe('/en/');
    expect(address('fr/privacy/index.html')).toBe('/fr/privacy/');
    expect(address('404.html')).toBe('/404.html');
  });

  it('weighs the HTML as hosts send it (brotli), the inline CSS and scripts as code, in gzip', () => {
    const style = '<style>.a{color:red}</style>';
    const script = '<script>window.x=1</script>';
    const html =
      `<html><head>${style}${script}<script type="application/ld+json">{"name":"A studio"}</script>` +
      '<script src="/app.js" async></script></head><body><p>Words words words</p></body></html>';
    expect(pageWeight('en/index.html', html)).toEqual({
      page: '/en/',
      html: brotliSize(html),
      inlineCode: gzipSize(style + script),
    });
  });

  it('warns, page by page, only past the first round trip', () => {
    const at = (page: string, html: number) => ({ page, html, inlineCode: 0 });
    expect(roundTripWarning([at('/', FIRST_ROUND_TRIP_BYTES)])).toBeUndefined();
    const warning = roundTripWarning([
      at('/', FIRST_ROUND_TRIP_BYTES),
      at('/fr/', FIRST_ROUND_TRIP_BYTES + 512),
    ]);
    expect(warning).toMatch(
      /^One page is past the first round trip \(14\.0 KiB of HTML as served, brotli\)/,
    );
    expect(warning).toContain('  - /fr/: 14.5 KiB, 0.5 KiB past');
    expect(warning).not.toContain('  - /: ');
  });
});
