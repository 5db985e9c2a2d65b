import {
  HYDRATED_ATTRIBUTE,
  LAID_OUT_CLASS,
  SCRIPTS_HEAD_SCRIPT,
  START_GRACE_MS,
  markHydrated,
} from './scripts-state';

describe('the page without its scripts', () => {
  const root = document.documentElement;
  beforeEach(() => {
    jest.useFakeTimers();
    root.className = 'no-js';
    root.removeAttribute(HYDRATED_ATTRIBUTE);
  });
  afterEach(() => jest.useRealTimers());
  const load = () => {
    new Function(SCRIPTS_HEAD_SCRIPT)();
    window.dispatchEvent(new Event('load'));
  };

  it('is marked as scripted before the first paint', () => {
    new Function(SCRIPTS_HEAD_SCRIPT)();
    expect(root.className).toBe('js reveal');
  });

  it('goes back to no-js when the app has not started soon after the load event', () => {
    load();
    jest.advanceTimersByTime(START_GRACE_MS - 1);
    expect(root.className).toBe('js reveal');
    jest.advanceTimersByTime(1);
    expect(root.className).toBe('no-js');
  });

  it('stays scripted when the app started in time', () => {
    load();
    markHydrated();
    jest.advanceTimersByTime(START_GRACE_MS);
    expect(root.className).toBe('js reveal');
  });

  it('gives a late app its controls back, but never hides again what it showed', () => {
    load();
    jest.advanceTimersByTime(START_GRACE_MS);
    markHydrated();
    expect(root.className).toBe('js');
    expect(root.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });
});

it('lays every section out once an in-page link is followed, before the browser scrolls', () => {
  const root = document.documentElement;
  root.className = 'no-js';
  new Function(SCRIPTS_HEAD_SCRIPT)();
  document.body.innerHTML = '<a href="/en/">English</a><a href="#contact"><span>Contact</span></a>';
  document.querySelector('a')!.click();
  expect(root.classList.contains(LAID_OUT_CLASS)).toBe(false);
  document.querySelector('span')!.click();
  expect(root.classList.contains(LAID_OUT_CLASS)).toBe(true);
});
