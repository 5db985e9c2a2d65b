import {
  axeViolations,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  openPage,
  sharedBrowser,
  url,
} from './support/browser';
import { words } from './support/content';
import { SECTION_IDS, sectionSelector } from './support/sections';

/** Shows that a home page, not the not-found page, has arrived: its first section. */
const HOME_SECTION = sectionSelector(SECTION_IDS[0] ?? '');

const browser = sharedBrowser();

describe.each(LANGUAGES)('an unknown path under the $code prefix', ({ code, home }) => {
  const t = words(code);
  const missing = `${home}no-such-page/`;

  it('answers 404 with the not-found page in its language, and logs the path', async () => {
    const page = await browser().newPage();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await page.goto(url(missing));
    expect(response?.status()).toBe(404);
    await page.waitForSelector('header[data-loaded]');
    expect(await page.getAttribute('html', 'lang')).toBe(code);
    expect(await page.locator('main').innerText()).toContain(t('notFound.code'));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(t('notFound.title'));
    expect(
      await page.getByRole('link', { name: t('notFound.home'), exact: true }).getAttribute('href'),
    ).toBe(home);
    expect(logged.some((line) => line.includes(missing))).toBe(true);
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
  });

  it('leads back home with its link', async () => {
    const page = await browser().newPage();
    await openPage(page, missing);
    await page.getByRole('link', { name: t('notFound.home'), exact: true }).click();
    await page.waitForURL(url(home));
    await page.waitForSelector(HOME_SECTION);
    expect(await page.getAttribute('html', 'lang')).toBe(code);
  });

  it('switches language without crashing, to the chosen language home page', async () => {
    const page = await browser().newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openPage(page, missing);
    const target = LANGUAGES.find((language) => language.code !== code) ?? DEFAULT_LANGUAGE;
    await page.locator('header button[aria-controls]').click();
    await page.locator(`header a[hreflang="${target.code}"]`).click();
    await page.waitForURL(url(target.home));
    await page.waitForSelector(HOME_SECTION);
    // Gatsby's Head sets <html lang> just after the page renders.
    await page.waitForFunction((lang) => document.documentElement.lang === lang, target.code);
    expect(errors).toEqual([]);
  });

  it('has no WCAG 2 A/AA violations', async () => {
    const page = await browser().newPage({ reducedMotion: 'reduce' });
    await openPage(page, missing);
    expect(await axeViolations(page)).toEqual([]);
  });
});
