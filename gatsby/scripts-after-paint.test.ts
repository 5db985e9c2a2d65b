import {
  isGatsbyPage,
  loadBundlesAfterFirstPaint,
  pagePathData,
  scriptsAfterFirstPaint,
} from './scripts-after-paint';

const loaderTag = (sources: readonly string[]) =>
  `<script>${scriptsAfterFirstPaint(sources)}</script>`;

/** Gatsby's script naming the page, as it writes it. */
const gatsbyPagePath = (path: string) =>
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(path)};/*]]>*/</script>`;

describe('loadBundlesAfterFirstPaint', () => {
  // The end of a page as Gatsby's scripts slice writes it.
  const chunkMapping = '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>';
  const compilationHash = '<script>window.___webpackCompilationHash="4482da";</script>';
  /** A page as Gatsby writes it, or (with pagePathData) as the rewrite leaves it. */
  const page = (scripts: string, pagePath = gatsbyPagePath('/')) =>
    `<!DOCTYPE html><html><head><script type="application/ld+json">{"@type":"Organization"}</script></head>` +
    `<body><div id="___gatsby"><main>Hello</main></div>` +
    pagePath +
    `<!-- slice-start id="_gatsby-scripts-1" -->${scripts}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
  const rewritten = (scripts: string) => page(scripts, pagePathData('/'));

  it('replaces the bundle tags with one loader, where the last of them was', () => {
    const html = page(
      `${chunkMapping}` +
        '<script src="/webpack-runtime-1.js" async></script>' +
        '<script src="/framework-2.js" async></script>' +
        `${compilationHash}` +
        '<script src="/app-3.js" async></script>',
    );
    expect(loadBundlesAfterFirstPaint(html)).toBe(
      rewritten(
        `${chunkMapping}${compilationHash}` +
          loaderTag(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']),
      ),
    );
  });

  it('also recognises the async="" form of the attribute', () => {
    const html = page(
      '<script src="/framework-2.js" async=""></script>' +
        '<script src="/app-3.js" async></script>',
    );
    expect(loadBundlesAfterFirstPaint(html)).toBe(
      rewritten(loaderTag(['/framework-2.js', '/app-3.js'])),
    );
  });

  it('writes exactly one loader, and no bundle tag is left', () => {
    const sources = [
      '/webpack-runtime-1.js',
      '/framework-2.js',
      '/app-3.js',
      '/component---index-4.js',
    ];
    const html = page(sources.map((src) => `<script src="${src}" async></script>`).join('\n'));
    const result = loadBundlesAfterFirstPaint(html);
    expect(result.split('<script>(function(){').length - 1).toBe(1);
    expect(result).not.toMatch(/<script src=/);
    // The tags' line breaks stay; only the tags go.
    expect(result).toContain(`\n\n\n${loaderTag(sources)}<!-- slice-end`);
  });

  it('leaves the other scripts untouched', () => {
    const others =
      '<script>document.documentElement.classList.replace("no-js","js")</script>' +
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
      '<script src="/polyfill-5.js" nomodule></script>' +
      '<script src="/polyfill-6.js" nomodule=""></script>' +
      '<script src="/analytics.js" defer></script>' +
      '<script src="/module.mjs" async></script>';
    const result = loadBundlesAfterFirstPaint(
      page(`${others}<script src="/app-3.js" async></script>`),
    );
    expect(result).toBe(rewritten(`${others}${loaderTag(['/app-3.js'])}`));
  });

  it('stops the build, saying what to adapt, when a page has no bundle tag in the expected form', () => {
    const message =
      'no bundle tag of the form <script src="…js" async></script> in the page: Gatsby writes its scripts differently now (Gatsby upgraded?). Adapt BUNDLE_SCRIPT in gatsby/scripts-after-paint.ts to the new markup, or the first paint waits for the scripts again.';
    const withoutBundles = page(
      `${chunkMapping}<script src="/polyfill-5.js" nomodule></script>${compilationHash}`,
    );
    expect(() => loadBundlesAfterFirstPaint(withoutBundles)).toThrow(message);
    // Bundles written another way (deferred instead of async, say) are not taken for bundles.
    const deferred = page('<script src="/app-3.js" defer></script>');
    expect(() => loadBundlesAfterFirstPaint(deferred)).toThrow(message);
  });

  it('makes the page path a data block on every page, the same loader on all of them', () => {
    const bundles = '<script src="/app-3.js" async></script>';
    const home = loadBundlesAfterFirstPaint(page(bundles, gatsbyPagePath('/en/')));
    const notFound = loadBundlesAfterFirstPaint(page(bundles, gatsbyPagePath('/en/404.html')));
    expect(home).toContain('<script type="application/json" id="gatsby-page-path">"/en/"</script>');
    expect(notFound).toContain(pagePathData('/en/404.html'));
    expect(home).not.toContain('gatsby-script-loader');
    expect(home.replace(pagePathData('/en/'), '')).toBe(
      notFound.replace(pagePathData('/en/404.html'), ''),
    );
  });

  it('leaves a page it has already rewritten as it is', () => {
    const once = loadBundlesAfterFirstPaint(page('<script src="/app-3.js" async></script>'));
    expect(loadBundlesAfterFirstPaint(once)).toBe(once);
  });

  it('keeps a "<" in the page path from ending the data block', () => {
    expect(pagePathData('/</script>/')).toBe(
      '<script type="application/json" id="gatsby-page-path">"/\\u003c/script>/"</script>',
    );
  });

  it('keeps a "$" in the page as it is', () => {
    const html = page('<script>var price="$&";</script><script src="/app-$1.js" async></script>');
    expect(loadBundlesAfterFirstPaint(html)).toBe(
      rewritten(`<script>var price="$&";</script>${loaderTag(['/app-$1.js'])}`),
    );
  });

  it('leaves a page it rewrote before as it is (an incremental build keeps unchanged pages)', () => {
    const once = loadBundlesAfterFirstPaint(page('<script src="/app-4.js" async></script>'));
    expect(loadBundlesAfterFirstPaint(once)).toBe(once);
  });

  it('gives the same result when run twice in a row', () => {
    // The pattern is global: a lastIndex left over from one page must not hide tags of the next.
    const html = page('<script src="/app-3.js" async></script>');
    expect(loadBundlesAfterFirstPaint(html)).toBe(loadBundlesAfterFirstPaint(html));
    expect(loadBundlesAfterFirstPaint(html)).toBe(rewritten(loaderTag(['/app-3.js'])));
  });
});

describe('isGatsbyPage', () => {
  it('recognises a page Gatsby rendered by its root element', () => {
    expect(
      isGatsbyPage(
        '<!DOCTYPE html><html><body><div id="___gatsby"><main>Hello</main></div></body></html>',
      ),
    ).toBe(true);
  });

  it('leaves other HTML files alone (a static page copied from static/, say)', () => {
    expect(isGatsbyPage('<!DOCTYPE html><html><body><h1>Admin</h1></body></html>')).toBe(false);
    expect(isGatsbyPage('<div id="___gatsby-like">')).toBe(false);
  });
});

describe('the loader from scriptsAfterFirstPaint', () => {
  const SOURCES = ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'];

  interface FakeEntry {
    name: string;
  }

  class FakePerformanceObserver {
    static supportedEntryTypes: readonly string[] = ['first-input', 'paint', 'navigation'];
    static instances: FakePerformanceObserver[] = [];

    readonly observe = jest.fn();
    readonly disconnect = jest.fn();

    constructor(
      private readonly callback: (
        list: { getEntriesByName: (name: string) => FakeEntry[] },
        observer: FakePerformanceObserver,
      ) => void,
    ) {
      FakePerformanceObserver.instances.push(this);
    }

    /** Delivers paint entries, as the browser does once it has painted. */
    deliver(...names: string[]): void {
      const entries = names.map((name) => ({ name }));
      this.callback(
        { getEntriesByName: (name) => entries.filter((entry) => entry.name === name) },
        this,
      );
    }
  }

  const originalObserver = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');

  function setPerformanceObserver(value: unknown): void {
    Object.defineProperty(window, 'PerformanceObserver', {
      value,
      configurable: true,
      writable: true,
    });
  }

  beforeEach(() => {
    jest.useFakeTimers();
    FakePerformanceObserver.instances = [];
    FakePerformanceObserver.supportedEntryTypes = ['first-input', 'paint', 'navigation'];
    setPerformanceObserver(FakePerformanceObserver);
    document.body.innerHTML = '<main>The page</main>';
  });

  afterEach(() => {
    jest.useRealTimers();
    if (originalObserver) Object.defineProperty(window, 'PerformanceObserver', originalObserver);
    else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    document.body.innerHTML = '';
  });

  function runLoader(sources: readonly string[] = SOURCES): void {
    new Function(scriptsAfterFirstPaint(sources))();
  }

  function observer(): FakePerformanceObserver {
    expect(FakePerformanceObserver.instances).toHaveLength(1);
    return FakePerformanceObserver.instances[0] as FakePerformanceObserver;
  }

  /** The sources of the scripts added to the page, in document order. */
  const addedScripts = () =>
    Array.from(document.querySelectorAll('script'), (script) => script.getAttribute('src'));

  it("gives Gatsby the page's path from its data block, before any bundle runs", () => {
    document.body.innerHTML = `<main>The page</main>${pagePathData('/en/404.html')}`;
    runLoader();
    expect((window as { pagePath?: string }).pagePath).toBe('/en/404.html');
    delete (window as { pagePath?: string }).pagePath;
  });

  it('observes paint entries, including those painted before it ran', () => {
    runLoader();
    expect(observer().observe).toHaveBeenCalledTimes(1);
    expect(observer().observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
  });

  it('adds no script before the first contentful paint', () => {
    runLoader();
    jest.runAllTimers();
    expect(addedScripts()).toEqual([]);

    observer().deliver('first-paint');
    jest.runAllTimers();
    expect(addedScripts()).toEqual([]);
    expect(observer().disconnect).not.toHaveBeenCalled();
  });

  it('adds the scripts in a task after the first contentful paint, in their order', () => {
    runLoader();
    observer().deliver('first-paint', 'first-contentful-paint');
    expect(observer().disconnect).toHaveBeenCalledTimes(1);
    expect(addedScripts()).toEqual([]);

    jest.advanceTimersByTime(0);
    expect(addedScripts()).toEqual(SOURCES);
    const scripts = Array.from(document.querySelectorAll('script'));
    for (const script of scripts) {
      expect(script.async).toBe(true);
      expect(script.parentElement).toBe(document.body);
    }
    // After the page's own content.
    expect(document.body.firstElementChild).toHaveTextContent('The page');
  });

  it('adds the scripts only once when the paint is reported twice', () => {
    runLoader();
    observer().deliver('first-contentful-paint');
    observer().deliver('first-contentful-paint');
    jest.runAllTimers();
    observer().deliver('first-contentful-paint');
    jest.runAllTimers();
    expect(addedScripts()).toEqual(SOURCES);
  });

  it('adds nothing when there is no source', () => {
    runLoader([]);
    observer().deliver('first-contentful-paint');
    jest.runAllTimers();
    expect(addedScripts()).toEqual([]);
  });

  describe('in a browser without the Paint Timing API', () => {
    it.each([
      ['no PerformanceObserver', () => setPerformanceObserver(undefined)],
      ['a PerformanceObserver without supportedEntryTypes', () => setPerformanceObserver(class {})],
      [
        'a PerformanceObserver that does not support paint entries',
        () => {
          FakePerformanceObserver.supportedEntryTypes = ['navigation', 'resource'];
        },
      ],
    ])('with %s, adds the scripts after the next frame, then a task', (_, install) => {
      install();
      const frame = jest.spyOn(window, 'requestAnimationFrame');
      const timeout = jest.spyOn(window, 'setTimeout');

      runLoader();
      expect(FakePerformanceObserver.instances).toEqual([]);
      expect(frame).toHaveBeenCalledTimes(1);
      expect(timeout).not.toHaveBeenCalled();
      expect(addedScripts()).toEqual([]);

      // The frame: a timeout is set, the scripts are not there yet.
      const onFrame = frame.mock.calls[0]?.[0];
      if (!onFrame) throw new Error('no frame callback');
      onFrame(performance.now());
      expect(timeout).toHaveBeenCalledTimes(1);
      expect(addedScripts()).toEqual([]);

      jest.runAllTimers();
      expect(addedScripts()).toEqual(SOURCES);
      frame.mockRestore();
      timeout.mockRestore();
    });

    it('runs through with fake timers alone (requestAnimationFrame included)', () => {
      setPerformanceObserver(undefined);
      runLoader();
      expect(addedScripts()).toEqual([]);
      jest.runAllTimers();
      expect(addedScripts()).toEqual(SOURCES);
    });
  });
});
