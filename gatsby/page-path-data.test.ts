import { pagePathAsData, pagePathData, READ_PAGE_PATH } from './page-path-data';

/** Gatsby's script naming the page, as it writes it. */
const gatsbyPagePath = (path: string) =>
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(path)};/*]]>*/</script>`;
const page = (pagePath: string) =>
  `<!DOCTYPE html><html><body><div id="___gatsby"><main>Hello</main></div>${pagePath}` +
  '<script src="/app-3.js" async></script></body></html>';

describe('pagePathAsData', () => {
  it("turns Gatsby's page path script into data and the one script every page shares", () => {
    expect(pagePathAsData(page(gatsbyPagePath('/en/privacy/')))).toBe(
      page(
        '<script type="application/json" id="gatsby-page-path">"/en/privacy/"</script>' +
          `<script>${READ_PAGE_PATH}</script>`,
      ),
    );
  });

  it('keeps a path that could close the script as text', () => {
    const html = pagePathAsData(page(gatsbyPagePath('/</script><script>alert(1)//')));
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('"/\\u003c/script>\\u003cscript>alert(1)//"');
  });

  it('sets window.pagePath as Gatsby would, from the data', () => {
    document.body.innerHTML = pagePathData('/fr/');
    new Function(READ_PAGE_PATH)();
    expect((window as Window & { pagePath?: string }).pagePath).toBe('/fr/');
  });

  it('leaves a page it rewrote already as it is (a cached build)', () => {
    const once = pagePathAsData(page(gatsbyPagePath('/')));
    expect(pagePathAsData(once)).toBe(once);
  });

  it("fails loudly when Gatsby's markup changes", () => {
    expect(() => pagePathAsData(page('<script>window.pagePath="/"</script>'))).toThrow(
      /Gatsby writes it differently now/,
    );
  });
});
