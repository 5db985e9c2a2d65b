import {
  currentSectionId,
  hasSectionToRestore,
  resetScrollOnLoad,
  scrollToTop,
  SMOOTH_SCROLL_ATTRIBUTE,
} from './page-scroll';

describe('currentSectionId', () => {
  it('is the last section in main whose top passed a line a third down the viewport', () => {
    document.body.innerHTML = `<section id="hero"></section><main>${['about', 'services', 'contact']
      .map((id) => `<section id="${id}"></section>`)
      .join('')}</main>`;
    const layOut = (tops: number[]) =>
      document.querySelectorAll('main section').forEach((section, index) => {
        jest
          .spyOn(section, 'getBoundingClientRect')
          .mockReturnValue({ top: tops[index] ?? 0 } as DOMRect);
      });
    // jsdom's viewport is 768 px tall: the line is at 256 px.
    layOut([-700, 256, 900]);
    expect(currentSectionId()).toBe('services');
    layOut([-700, 257, 900]);
    expect(currentSectionId()).toBe('about');
    layOut([400, 1200, 2000]);
    expect(currentSectionId()).toBeUndefined();
  });
});

describe('hasSectionToRestore', () => {
  it('accepts only a state naming a section', () => {
    expect([undefined, null, 'about', {}, { restoreSection: 3 }].map(hasSectionToRestore)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(hasSectionToRestore({ restoreSection: 'about', key: 'abc' })).toBe(true);
  });
});

function fakeWindow(readyState: DocumentReadyState, hash = '') {
  return {
    history: { state: { key: 'entry-1' }, scrollRestoration: 'auto', replaceState: jest.fn() },
    location: { pathname: '/fr/', search: '?a=1', hash },
    scrollTo: jest.fn(),
    matchMedia: undefined as undefined | ((query: string) => { matches: boolean }),
    addEventListener: jest.fn<void, [string, () => void, AddEventListenerOptions]>(),
    document: { readyState, documentElement: document.createElement('html') },
  };
}
const asWindow = (fake: ReturnType<typeof fakeWindow>) => fake as unknown as Window;
const smooth = (fake: ReturnType<typeof fakeWindow>) =>
  fake.document.documentElement.hasAttribute(SMOOTH_SCROLL_ATTRIBUTE);

describe('resetScrollOnLoad', () => {
  it('jumps to the top without restoration or hash, keeping path, query and state', () => {
    const win = fakeWindow('complete', '#services');
    resetScrollOnLoad(asWindow(win));
    expect(win.history.scrollRestoration).toBe('manual');
    expect(win.history.replaceState).toHaveBeenCalledWith({ key: 'entry-1' }, '', '/fr/?a=1');
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(smooth(win)).toBe(true);
  });

  it('while loading, jumps to the top again on load, and only then scrolls smoothly', () => {
    const win = fakeWindow('interactive');
    resetScrollOnLoad(asWindow(win));
    expect(win.history.replaceState).not.toHaveBeenCalled();
    expect(smooth(win)).toBe(false);
    const [event, onLoad] = win.addEventListener.mock.calls[0] ?? [];
    expect(event).toBe('load');
    onLoad?.();
    expect(win.scrollTo).toHaveBeenCalledTimes(2);
    expect(smooth(win)).toBe(true);
  });
});

describe('scrollToTop', () => {
  it('glides, or jumps when the visitor asked for reduced motion', () => {
    const win = fakeWindow('complete');
    scrollToTop(asWindow(win));
    expect(win.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    win.matchMedia = () => ({ matches: true });
    scrollToTop(asWindow(win));
    expect(win.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });
});
