/**
 * A visitor's journeys that need a real browser, once, in the default language (what differs per
 * language is its words: e2e/languages.e2e.ts): moving around the page, the phone menu, the
 * language menu, the demo's chart, what loads when, privacy and accessibility.
 */
import type { Page } from 'playwright-core';
import {
  DEFAULT_LANGUAGE,
  DESKTOP,
  LANGUAGES,
  PHONE,
  axeViolations,
  baseUrl,
  eventually,
  openPage,
  sharedBrowser,
  url,
} from './support/browser';
import { legalPages, words } from './support/content';

const browser = sharedBrowser();
const { home } = DEFAULT_LANGUAGE;
const t = words(DEFAULT_LANGUAGE.code);
const other = LANGUAGES.find((language) => language !== DEFAULT_LANGUAGE)!;

/** The code of ApexCharts and of EmailJS, known by a string each keeps when minified. */
const LIBRARIES = { ApexCharts: 'apexcharts-canvas', EmailJS: 'dashboard.emailjs.com' };

/** Which of the lazy libraries the page has fetched so far. */
function fetchedLibraries(page: Page): () => string[] {
  const found = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    for (const [name, mark] of Object.entries(LIBRARIES)) if (body.includes(mark)) found.add(name);
  });
  return () => [...found].sort();
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);

it('opens at the top with no hash, and the navigation links reach their sections', async () => {
  const page = await browser().newPage();
  await page.goto(url(`${home}#services`));
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => window.location.hash === '');
  expect(await scrollY(page)).toBe(0);

  const nav = page.getByRole('navigation', { name: t('nav.label') });
  for (const id of t.keys('nav.links')) {
    await nav.getByRole('link', { name: t(`nav.links.${id}`), exact: true }).click();
    // Below the fixed bar, not under it.
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    await eventually(async () => {
      const top = await topOf(page, `#${id}`);
      expect(top).toBeGreaterThanOrEqual(headerBottom - 2);
      expect(top).toBeLessThan(200);
    });
  }
  await page.getByRole('link', { name: t('nav.home') }).click();
  await eventually(async () => expect(await scrollY(page)).toBe(0));
  await page.getByRole('link', { name: t('hero.secondaryCta') }).click();
  await eventually(async () => expect(await topOf(page, '#demo')).toBeLessThan(200));
});

it('on a phone, the menu closes once a link is chosen', async () => {
  const page = await browser().newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  await openPage(page, home);
  const toggle = page.getByRole('button', { name: t('nav.openMenu') });
  await toggle.click();
  const link = page.getByRole('link', { name: t('nav.links.contact'), exact: true }).first();
  await link.waitFor({ state: 'visible' });
  await link.click();
  await eventually(async () => expect(await topOf(page, '#contact')).toBeLessThan(200));
  await page.getByRole('button', { name: t('nav.openMenu') }).waitFor();
});

it('switches language with the language menu', async () => {
  const page = await browser().newPage();
  await openPage(page, home);
  await page.getByRole('button', { name: new RegExp(t('languageSwitcher.label')) }).click();
  await page
    .getByRole('link', { name: new RegExp(other.name) })
    .first()
    .click();
  await page.waitForURL(url(other.home));
  await eventually(async () => expect(await page.getAttribute('html', 'lang')).toBe(other.code));
});

it('loads the chart and the sending library only when needed; the chart draws and explains', async () => {
  const page = await browser().newPage();
  const fetched = fetchedLibraries(page);
  await openPage(page, home);
  expect(fetched()).toEqual([]);

  await page.locator('#demo').scrollIntoViewIfNeeded();
  const point = page.locator('#demo .apexcharts-marker, #demo .apexcharts-series path').first();
  await point.waitFor({ timeout: 15_000 });
  expect(fetched()).toEqual(['ApexCharts']);
  const plot = await page.locator('#demo .apexcharts-canvas').boundingBox();
  if (!plot) throw new Error('the chart has no box');
  await page.mouse.move(plot.x + plot.width / 2, plot.y + plot.height / 2);
  await page.locator('#demo .apexcharts-tooltip.apexcharts-active').waitFor();

  await page.getByLabel(t('contact.fields.name.label'), { exact: true }).fill('A');
  await eventually(() => expect(fetched()).toEqual(['ApexCharts', 'EmailJS']), 10_000);
});

it('loads the pictures as AVIF only near the viewport, into boxes reserved for them: nothing shifts', async () => {
  const page = await browser().newPage({ viewport: PHONE });
  const fetched: string[] = [];
  page.on('response', (response) => fetched.push(response.url()));
  await openPage(page, home);
  await page.evaluate(() => {
    const total = window as unknown as { shifted: number };
    total.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        total.shifted += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const work = page.locator('#work picture img');
  // Every address the section's pictures name, in any format or width: none fetched yet.
  const named = await page
    .locator('#work picture')
    .evaluateAll((pictures) =>
      pictures.flatMap((picture) =>
        [...picture.querySelectorAll('source, img')].flatMap((element) =>
          (element.getAttribute('srcset') ?? element.getAttribute('src') ?? '')
            .split(',')
            .map((candidate) => new URL(candidate.trim().split(' ')[0] ?? '', location.href).href),
        ),
      ),
    );
  expect(named.length).toBeGreaterThan(0);
  expect(fetched.filter((address) => named.includes(address))).toEqual([]);
  const ratios = () =>
    work.evaluateAll((images: HTMLImageElement[]) =>
      images.map((image) => {
        const box = image.getBoundingClientRect();
        return [Math.round((box.width / box.height) * 100) / 100, image.complete];
      }),
    );
  expect(await ratios()).toEqual([...Array(await work.count())].map(() => [1.6, false]));

  for (const picture of await work.all()) await picture.scrollIntoViewIfNeeded();
  await eventually(async () =>
    expect((await ratios()).map(([, done]) => done)).not.toContain(false),
  );
  expect(
    await work.evaluateAll((images: HTMLImageElement[]) => images.map((image) => image.currentSrc)),
  ).toEqual(expect.arrayContaining([expect.stringMatching(/\.avif$/)]));
  expect((await ratios()).map(([ratio]) => ratio)).toEqual((await ratios()).map(() => 1.6));
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
});

it('asks nothing of another host and sets no cookie', async () => {
  const context = await browser().newContext();
  const page = await context.newPage();
  const elsewhere: string[] = [];
  // The test build counts visits at the analytics stand-in (e2e/analytics.e2e.ts): the one
  // service it is configured to call, as a real build calls its own.
  const counting = process.env.E2E_ANALYTICS_URL;
  page.on('request', (request) => {
    const address = request.url();
    if (counting && address.startsWith(`${counting}/`)) return;
    if (!address.startsWith(baseUrl()) && !/^(data|blob):/.test(address)) {
      elsewhere.push(address);
    }
  });
  await openPage(page, home);
  for (const id of ['demo', 'services', 'work', 'contact']) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  }
  await page.waitForLoadState('networkidle');
  expect(elsewhere).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

it.each(['light', 'dark'] as const)(
  'has no WCAG 2 A/AA violations on every kind of page, phone and desktop, in %s',
  async (colorScheme) => {
    const legal = `${home}${legalPages(DEFAULT_LANGUAGE.code)[0]!.slug}/`;
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser().newPage({ viewport, reducedMotion: 'reduce', colorScheme });
      for (const pathname of [home, legal, `${home}no-such-page/`]) {
        await openPage(page, pathname);
        expect(await axeViolations(page)).toEqual([]);
      }
    }
  },
  120_000, // six pages through axe
);

it('prints every section, though the screen lays them out and reveals them as they near it', async () => {
  const page = await browser().newPage();
  await openPage(page, home); // at the top: no section below the hero rendered or revealed yet
  await page.emulateMedia({ media: 'print' });
  for (const section of await page.locator('main section').all()) {
    const drawn = await section.evaluate((element) => ({
      id: element.id,
      text: (element as HTMLElement).innerText.length > 0, // '' while not rendered
      opacity: getComputedStyle(element.firstElementChild!).opacity,
    }));
    expect(drawn).toEqual({ id: drawn.id, text: true, opacity: '1' });
  }
  await page.close();
});
