/**
 * The theme in a real browser: the first paint already in the system's or the stored theme (the
 * head script and the CSS, before any bundle runs), the toggle's states across reloads, and the
 * system's setting followed live while the visitor has chosen nothing.
 */
import type { Page } from 'playwright-core';
import { DEFAULT_LANGUAGE, openPage, sharedBrowser, url } from './support/browser';
import { words } from './support/content';
import { PALETTE } from '../src/theme/theme';

const browser = sharedBrowser();
const t = words(DEFAULT_LANGUAGE.code);
const { home } = DEFAULT_LANGUAGE;

/** The page's background as the browser computes it, as #rrggbb. */
const background = (page: Page) =>
  page.evaluate(() => {
    const rgb = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
    return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  });
// As #rrggbb (#fff is #ffffff).
const [LIGHT, DARK] = PALETTE.surface.map((hex) =>
  hex.length === 4 ? hex.replace(/\w/g, '$&$&') : hex,
);

describe.each(['light', 'dark'] as const)('with the system in %s', (system) => {
  it.each([
    ['nothing stored', null, system],
    ['light stored', 'light', 'light'],
    ['dark stored', 'dark', 'dark'],
  ] as const)('paints first in the right theme (%s)', async (_, stored, expected) => {
    const page = await browser().newPage({ colorScheme: system });
    // No bundle runs: what shows is the HTML, its CSS and the head script alone.
    await page.route('**/*.js', (route) => route.abort());
    if (stored) await page.addInitScript((value) => localStorage.setItem('theme', value), stored);
    await page.goto(url(home), { waitUntil: 'domcontentloaded' });
    expect(await background(page)).toBe(expected === 'light' ? LIGHT : DARK);
    await page.context().close();
  });
});

it('cycles system, light, dark, system; each choice survives a reload', async () => {
  const page = await browser().newPage({ colorScheme: 'dark' });
  await openPage(page, home);
  const toggle = (state: string) => page.getByRole('button', { name: t(`nav.theme.${state}`) });
  let current = 'system';
  for (const [state, expected] of [
    ['light', LIGHT],
    ['dark', DARK],
    ['system', DARK],
  ] as const) {
    await toggle(current).click();
    await toggle(state).waitFor();
    expect(await background(page)).toBe(expected);
    await openPage(page, home);
    await toggle(state).waitFor();
    expect(await background(page)).toBe(expected);
    current = state;
  }
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  await page.context().close();
});

it('follows a change of the system while nothing is chosen, and not once a choice is made', async () => {
  const page = await browser().newPage({ colorScheme: 'light' });
  await openPage(page, home);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await background(page)).toBe(DARK);
  await page.getByRole('button', { name: t('nav.theme.system') }).click();
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await background(page)).toBe(LIGHT);
  await page.context().close();
});
