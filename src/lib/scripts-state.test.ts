import {
  HYDRATED_ATTRIBUTE,
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
