import { createHash } from 'node:crypto';
import {
  PAGE_SCRIPTS_FILE,
  PAGE_SCRIPTS_LOADER,
  PAINT_WAIT_MS,
  pageScripts,
  rewritePageScripts,
} from './page-scripts';

/** Gatsby's script naming the page, as it writes it. */
const gatsbyPagePath = (path: string) =>
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(path)};/*]]>*/</script>`;
const bundle = (src: string) => `<script src="${src}" async></script>`;
const chunkMapping = '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>';
const page = (body: string) =>
  `<!DOCTYPE html><html><body><div id="___gatsby"><main>Hello</main></div>${body}</body></html>`;

describe('rewritePageScripts', () => {
  it("turns Gatsby's page path and bundles into data and the loader every page shares", () => {
    const html = page(
      `${gatsbyPagePath('/en/privacy/')}${chunkMapping}${bundle('/framework-2.js')}${bundle('/app-3.js')}`,
    );
    expect(rewritePageScripts(html)).toBe(
      page(`${pageScripts('/en/privacy/', ['/framework-2.js', '/app-3.js'])}${chunkMapping}`),
    );
    expect(pageScripts('/', ['/a.js'])).toBe(
      '<script type="application/json" id="gatsby-page-scripts">{"pagePath":"/","bundles":["/a.js"]}</script>' +
        `<script src="/${PAGE_SCRIPTS_FILE}" defer></script>`,
    );
  });

  it("names the loader's file by its content, as the hosts' year-long cache expects", () => {
    const digest = createHash('sha256').update(PAGE_SCRIPTS_LOADER).digest('hex');
    expect(PAGE_SCRIPTS_FILE).toBe(`static/page-scripts-${digest.slice(0, 20)}.js`);
  });

  it('keeps a path that could close the script as text', () => {
    const html = rewritePageScripts(
      page(`${gatsbyPagePath('/</script><script>alert(1)//')}${bundle('/app.js')}`),
    );
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('"/\\u003c/script>\\u003cscript>alert(1)//"');
  });

  it('leaves a page it rewrote already as it is (a cached build)', () => {
    const once = rewritePageScripts(page(`${gatsbyPagePath('/')}${bundle('/app.js')}`));
    expect(rewritePageScripts(once)).toBe(once);
  });

  it('takes in the bundles of a scripts slice a cached build stitched into a rewritten page', () => {
    const slice = (bundles: string) =>
      `<!-- slice-start id="_gatsby-scripts-1" -->${bundles}<!-- slice-end id="_gatsby-scripts-1" -->`;
    const once = rewritePageScripts(page(`${gatsbyPagePath('/en/')}${slice(bundle('/app-1.js'))}`));
    const stitchedAgain = once.replace(slice(''), slice(bundle('/app-2.js')));
    expect(rewritePageScripts(stitchedAgain)).toBe(
      page(`${pageScripts('/en/', ['/app-2.js'])}${slice('')}`),
    );
  });

  it("fails loudly when Gatsby's markup changes", () => {
    expect(() =>
      rewritePageScripts(page(`<script>window.pagePath="/"</script>${bundle('/a.js')}`)),
    ).toThrow(/Gatsby writes its scripts differently now/);
    expect(() =>
      rewritePageScripts(page(`${gatsbyPagePath('/')}<script src="/a.js" defer></script>`)),
    ).toThrow(/Gatsby writes its scripts differently now/);
  });
});

describe('the loader', () => {
  type Observer = {
    callback: (
      list: { getEntriesByName: (name: string) => unknown[] },
      o: { disconnect: () => void },
    ) => void;
  };
  let observers: Observer[];
  const added = () =>
    [...document.querySelectorAll('body > script[src]')].map((s) => s.getAttribute('src'));

  beforeEach(() => {
    jest.useFakeTimers();
    observers = [];
    document.body.innerHTML = pageScripts('/fr/', ['/framework.js', '/app.js']).replace(
      /<script src=.*<\/script>$/s,
      '',
    );
    (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = class {
      constructor(callback: Observer['callback']) {
        observers.push({ callback });
      }
      observe() {}
    };
  });
  afterEach(() => jest.useRealTimers());
  const run = () => new Function(PAGE_SCRIPTS_LOADER)();
  const paint = () =>
    observers[0]?.callback({ getEntriesByName: () => [{}] }, { disconnect: () => undefined });

  it("sets Gatsby's page path at once and adds the bundles, once, after the first paint", () => {
    run();
    expect((window as Window & { pagePath?: string }).pagePath).toBe('/fr/');
    expect(added()).toEqual([]);
    paint();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(['/framework.js', '/app.js']);
    jest.advanceTimersByTime(PAINT_WAIT_MS);
    expect(added()).toEqual(['/framework.js', '/app.js']);
  });

  it('adds the bundles anyway when no paint entry comes', () => {
    run();
    jest.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(['/framework.js', '/app.js']);
  });
});
