import { THEME_HEAD_SCRIPT, applyChoice, nextChoice, readChoice } from './theme-choice';
import type { ThemeChoice } from './theme-choice';

const refused = (): Storage => {
  throw new DOMException('denied', 'SecurityError');
};
const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
});

it('cycles system, light, dark and back to the system', () => {
  const seen: ThemeChoice[] = ['system'];
  for (let i = 0; i < 3; i += 1) seen.push(nextChoice(seen[i]!));
  expect(seen).toEqual(['system', 'light', 'dark', 'system']);
});

it('reads only an explicit light or dark as a choice; anything else, or no storage, is the system', () => {
  expect(readChoice(() => localStorage)).toBe('system');
  localStorage.setItem('theme', 'dark');
  expect(readChoice(() => localStorage)).toBe('dark');
  localStorage.setItem('theme', 'blue');
  expect(readChoice(() => localStorage)).toBe('system');
  expect(readChoice(refused)).toBe('system');
});

it('applies a choice to <html> and stores it; the system removes both', () => {
  applyChoice('light', root, () => localStorage);
  expect([root.dataset.theme, localStorage.getItem('theme')]).toEqual(['light', 'light']);
  expect(readChoice(() => localStorage)).toBe('light');
  applyChoice('system', root, () => localStorage);
  expect([root.dataset.theme, localStorage.getItem('theme')]).toEqual([undefined, null]);
  applyChoice('dark', root, refused);
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
