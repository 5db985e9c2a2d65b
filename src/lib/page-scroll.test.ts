import {
  currentSectionId,
  hasSectionToRestore,
  prefersReducedMotion,
  resetScrollOnLoad,
  scrollToTop,
  sectionAtReadingLine,
  SMOOTH_SCROLL_ATTRIBUTE,
} from './page-scroll';

describe('sectionAtReadingLine', () => {
  const sections = [
    { id: 'about', top: 100 },
    { id: 'demo', top: 900 },
    { id: 'services', top: 1700 },
  ];

  it('is undefined when there are no sections', () => {
    expect(sectionAtReadingLine([], 200)).toBeUndefined();
  });

  it('is undefined while every section is still below the reading line', () => {
    expect(sectionAtReadingLine(sections, 99)).toBeUndefined();
  });

  it('counts a section whose top is exactly on the reading line', () => {
    expect(sectionAtReadingLine(sections, 100)).toBe('about');
  });

  it('picks the last section whose top has passed the line', () => {
    expect(sectionAtReadingLine(sections, 899)).toBe('about');
    expect(sectionAtReadingLine(sections, 900)).toBe('demo');
    expect(sectionAtReadingLine(sections, 5000)).toBe('services');
  });

  it('handles sections scrolled above the viewport (negative tops)', () => {
    const scrolled = [
      { id: 'about', top: -1800 },
      { id: 'demo', top: -1000 },
      { id: 'services', top: 250 },
    ];
    expect(sectionAtReadingLine(scrolled, 200)).toBe('demo');
    expect(sectionAtReadingLine(scrolled, 250)).toBe('services');
  });
});

describe('currentSectionId', () => {
  const rect = (top: number): DOMRect => ({
    x: 0,
    y: top,
    top,
    bottom: top + 600,
    left: 0,
    right: 1024,
    width: 1024,
    height: 600,
    toJSON: () => ({}),
  });

  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  function layOut(tops: Record<string, number>): void {
    document.body.innerHTML = `<section id="hero"></section><main>${Object.keys(tops)
      .map((id) => `<section id="${id}"></section>`)
      .join('')}<section></section></main>`;
    for (const [id, top] of Object.entries(tops)) {
      const element = document.getElementById(id);
      if (!element) throw new Error(id);
      jest.spyOn(element, 'getBoundingClientRect').mockReturnValue(rect(top));
    }
  }

  it('reads the sections inside main against a line one third down the viewport', () => {
    // jsdom's viewport is 768 px tall: the reading line is at 256 px.
    expect(window.innerHeight).toBe(768);
    layOut({ about: -700, services: 256, contact: 900 });
    expect(currentSectionId()).toBe('services');
    layOut({ about: -700, services: 257, contact: 900 });
    expect(currentSectionId()).toBe('about');
  });

  it('is undefined above the first section, whatever lies outside main', () => {
    layOut({ about: 400, services: 1200 });
    expect(currentSectionId()).toBeUndefined();
  });
});

describe('hasSectionToRestore', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'about'],
    ['an empty object', {}],
    ['a non-text section', { restoreSection: 3 }],
    ['a null section', { restoreSection: null }],
  ])('rejects %s', (_label, state) => {
    expect(hasSectionToRestore(state)).toBe(false);
  });

  it('accepts a state naming a section, whatever else it holds', () => {
    expect(hasSectionToRestore({ restoreSection: 'services' })).toBe(true);
    expect(hasSectionToRestore({ restoreSection: 'about', key: 'abc' })).toBe(true);
  });
});

interface FakeWindow {
  history: {
    state: unknown;
    scrollRestoration?: ScrollRestoration;
    replaceState: jest.Mock<void, [unknown, string, string]>;
  };
  location: { pathname: string; search: string; hash: string };
  scrollTo: jest.Mock;
  matchMedia?: (query: string) => { matches: boolean };
  addEventListener: jest.Mock<void, [string, () => void, AddEventListenerOptions]>;
  document: { readyState: DocumentReadyState; documentElement: HTMLElement };
}

function fakeWindow(location: Partial<FakeWindow['location']> = {}): FakeWindow {
  return {
    history: { state: { key: 'entry-1' }, scrollRestoration: 'auto', replaceState: jest.fn() },
    location: { pathname: '/en/', search: '', hash: '', ...location },
    scrollTo: jest.fn(),
    addEventListener: jest.fn(),
    document: { readyState: 'complete', documentElement: document.createElement('html') },
  };
}

const asWindow = (fake: FakeWindow) => fake as unknown as Window;

describe('resetScrollOnLoad', () => {
  it('turns off browser scroll restoration', () => {
    const win = fakeWindow();
    resetScrollOnLoad(asWindow(win));
    expect(win.history.scrollRestoration).toBe('manual');
  });

  it('leaves history alone where scroll restoration does not exist', () => {
    const win = fakeWindow();
    delete win.history.scrollRestoration;
    resetScrollOnLoad(asWindow(win));
    expect('scrollRestoration' in win.history).toBe(false);
    expect(win.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('strips the hash, keeping path, query and history state', () => {
    const win = fakeWindow({ pathname: '/fr/', search: '?utm_source=mail', hash: '#services' });
    resetScrollOnLoad(asWindow(win));
    expect(win.history.replaceState).toHaveBeenCalledTimes(1);
    expect(win.history.replaceState).toHaveBeenCalledWith(
      { key: 'entry-1' },
      '',
      '/fr/?utm_source=mail',
    );
  });

  it('does not touch the address when there is no hash', () => {
    const win = fakeWindow({ pathname: '/', search: '?a=1' });
    resetScrollOnLoad(asWindow(win));
    expect(win.history.replaceState).not.toHaveBeenCalled();
  });

  it('jumps (never glides, whatever the CSS says) to the very top left', () => {
    const win = fakeWindow({ hash: '#contact' });
    resetScrollOnLoad(asWindow(win));
    expect(win.scrollTo).toHaveBeenCalledTimes(1);
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});

describe('resetScrollOnLoad while the document is still loading', () => {
  it('jumps to the top again on load, then switches smooth scrolling on', () => {
    const win = fakeWindow({ hash: '#services' });
    win.document.readyState = 'interactive';
    resetScrollOnLoad(asWindow(win));
    expect(win.scrollTo).toHaveBeenCalledTimes(1);
    expect(win.document.documentElement.hasAttribute(SMOOTH_SCROLL_ATTRIBUTE)).toBe(false);

    const [event, onLoad, options] = win.addEventListener.mock.calls[0] ?? [];
    expect(event).toBe('load');
    expect(options).toEqual({ once: true });
    onLoad?.();
    expect(win.scrollTo).toHaveBeenCalledTimes(2);
    expect(win.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(win.document.documentElement.hasAttribute(SMOOTH_SCROLL_ATTRIBUTE)).toBe(true);
  });

  it('switches smooth scrolling on at once when the document has loaded', () => {
    const win = fakeWindow();
    resetScrollOnLoad(asWindow(win));
    expect(win.addEventListener).not.toHaveBeenCalled();
    expect(win.document.documentElement.hasAttribute(SMOOTH_SCROLL_ATTRIBUTE)).toBe(true);
  });
});

describe('scrollToTop and prefersReducedMotion', () => {
  it('scrolls smoothly by default', () => {
    const win = fakeWindow();
    win.matchMedia = () => ({ matches: false });
    expect(prefersReducedMotion(asWindow(win))).toBe(false);
    scrollToTop(asWindow(win));
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps when the visitor asked for reduced motion', () => {
    const win = fakeWindow();
    const queries: string[] = [];
    win.matchMedia = (query) => {
      queries.push(query);
      return { matches: true };
    };
    scrollToTop(asWindow(win));
    expect(queries).toEqual(['(prefers-reduced-motion: reduce)']);
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('treats a browser without matchMedia as not asking for reduced motion', () => {
    expect(prefersReducedMotion(asWindow(fakeWindow()))).toBe(false);
  });
});
