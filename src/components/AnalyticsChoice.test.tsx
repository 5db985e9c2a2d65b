import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnalyticsChoice } from './AnalyticsChoice';
import { REFUSAL_KEY, analyticsRefused } from '../lib/analytics';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../lib/languages';
import { filledWord, word } from '../test-utils/locales';
import { TestProviders, renderWithProviders, serverRenderer } from '../test-utils/render';

const setNavigator = (name: string, value: unknown) =>
  Object.defineProperty(navigator, name, { value, configurable: true });

beforeEach(() => {
  localStorage.clear();
  setNavigator('doNotTrack', null);
  setNavigator('globalPrivacyControl', undefined);
});

it.each(LANGUAGE_CODES)(
  'says what is counted, offers the refusal and what it stores, in %s',
  (language) => {
    renderWithProviders(<AnalyticsChoice />, { language });
    expect(screen.getByRole('region', { name: word(language, 'analytics.title') })).toBeVisible();
    expect(screen.getByText(word(language, 'analytics.counted'))).toBeVisible();
    expect(screen.getByRole('button', { name: word(language, 'analytics.refuse') })).toBeVisible();
    expect(
      screen.getByText(filledWord(language, 'analytics.stored', { key: REFUSAL_KEY })),
    ).toBeVisible();
  },
);

it('stores the refusal as its one key, then clears it, announcing each state', async () => {
  const user = userEvent.setup();
  const say = (key: string) => word(DEFAULT_LANGUAGE, `analytics.${key}`);
  renderWithProviders(<AnalyticsChoice />);
  await user.click(screen.getByRole('button', { name: say('refuse') }));
  expect(screen.getByText(say('refused'))).toHaveAttribute('aria-live', 'polite');
  expect(localStorage.getItem(REFUSAL_KEY)).toBe('1');
  expect(localStorage.length).toBe(1);
  expect(analyticsRefused()).toBe(true);

  await user.click(screen.getByRole('button', { name: say('allow') }));
  expect(screen.getByText(say('counted'))).toBeVisible();
  expect(localStorage.length).toBe(0);
  expect(analyticsRefused()).toBe(false);
});

it('shows a refusal stored earlier', () => {
  localStorage.setItem(REFUSAL_KEY, '1');
  renderWithProviders(<AnalyticsChoice />, { language: 'en' });
  expect(screen.getByText(word('en', 'analytics.refused'))).toBeVisible();
  expect(screen.getByRole('button', { name: word('en', 'analytics.allow') })).toBeVisible();
});

it.each([
  ['Global Privacy Control', 'globalPrivacyControl', true],
  ['Do Not Track', 'doNotTrack', '1'],
])('says the browser’s %s already refuses, with nothing to press', (_name, signal, value) => {
  setNavigator(signal, value);
  renderWithProviders(<AnalyticsChoice />, { language: 'fr' });
  expect(screen.getByText(word('fr', 'analytics.browserRefuses'))).toBeVisible();
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.queryByText(/localStorage/)).toBeNull();
});

it('writes, in the HTML, only what holds without scripts: nothing is counted', () => {
  const html = serverRenderer().renderToString(
    <TestProviders language="en">
      <AnalyticsChoice />
    </TestProviders>,
  );
  expect(html).toContain(word('en', 'analytics.noScript').replaceAll("'", '&#x27;'));
  expect(html).not.toContain('<button');
  expect(html).not.toContain(word('en', 'analytics.counted'));
});
