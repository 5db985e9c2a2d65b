import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeToggle } from './ThemeToggle';
import { word } from '../test-utils/locales';
import { TestProviders, renderWithProviders, serverRenderer } from '../test-utils/render';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../lib/languages';

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
});

it.each(LANGUAGE_CODES)('names the state and what a press does in %s', (language) => {
  renderWithProviders(<ThemeToggle />, { language });
  expect(screen.getByRole('button')).toHaveAccessibleName(word(language, 'nav.theme.system'));
});

it('cycles system, light, dark, system, announcing each state and storing only choices', async () => {
  const user = userEvent.setup();
  const name = (state: string) => word(DEFAULT_LANGUAGE, `nav.theme.${state}`);
  const setItem = jest.spyOn(Storage.prototype, 'setItem');
  renderWithProviders(<ThemeToggle />);
  const button = screen.getByRole('button', { name: name('system') });
  // A live region: screen readers say the new state after a press.
  expect(button).toHaveAttribute('aria-live', 'polite');
  expect(setItem).not.toHaveBeenCalled();

  for (const state of ['light', 'dark'] as const) {
    await user.click(button);
    expect(button).toHaveAccessibleName(name(state));
    expect([root.dataset.theme, localStorage.getItem('theme')]).toEqual([state, state]);
  }
  await user.click(button);
  expect(button).toHaveAccessibleName(name('system'));
  expect([root.dataset.theme, localStorage.getItem('theme')]).toEqual([undefined, null]);
  setItem.mockRestore();
});

it('renders "system" in the HTML and shows the stored choice once React runs', () => {
  localStorage.setItem('theme', 'dark');
  const html = serverRenderer().renderToString(
    <TestProviders language="en">
      <ThemeToggle />
    </TestProviders>,
  );
  expect(html).toContain(word('en', 'nav.theme.system'));
  expect(html).not.toContain('aria-live');
  renderWithProviders(<ThemeToggle />, { language: 'en' });
  expect(screen.getByRole('button')).toHaveAccessibleName(word('en', 'nav.theme.dark'));
});
