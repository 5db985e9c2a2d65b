import { THEME_HEAD_SCRIPT, applyChoice, nextChoice, storedChoice } from './theme-choice';
import type { ThemeChoice } from './theme-choice';

const root = document.documentElement;
/** Storage refused, as with some privacy settings. */
const refuseStorage = () =>
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });

beforeEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  delete root.dataset.theme;
});

it('cycles system, light, dark and back to the system', () => {
  const seen: ThemeChoice[] = ['system'];
  for (let i = 0; i < 3; i += 1) seen.push(nextChoice(seen[i]!));
  expect(seen).toEqual(['system', 'light', 'dark', 'system']);
});

it('reads only an explicit light or dark as a choice; anything else, or no storage, is the system', () => {
  expect(storedChoice()).toBe('system');
  localStorage.setItem('theme', 'dark');
  expect(storedChoice()).toBe('dark');
  localStorage.setItem('theme', 'blue');
  expect(storedChoice()).toBe('system');
  localStorage.setItem('theme', 'light');
  refuseStorage();
  expect(storedChoice()).toBe('system');
});

it('applies a choice to <html> and stores it; the system removes both', () => {
  applyChoice('light');
  expect([root.dataset.theme, localStorage.getItem('theme')]).toEqual(['light', 'light']);
  expect(storedChoice()).toBe('light');
  applyChoice('system');
  expect([root.dataset.theme, localStorage.getItem('theme')]).toEqual([undefined, null]);
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  applyChoice('dark');
  expect(root.dataset.theme).toBe('dark');
});

it('has the head script put the stored choice on <html> before the page paints, and nothing else', () => {
  const run = () => new Function(THEME_HEAD_SCRIPT)();
  localStorage.setItem('theme', 'dark');
  run();
  expect(root.dataset.theme).toBe('dark');
  delete root.dataset.theme;
  localStorage.setItem('theme', '"><script>');
  run();
  expect(root.dataset.theme).toBeUndefined();
});
