/**
 * A page whose app starts late (a slow phone, a slow line): 1.5 s after the load event the page
 * stops waiting and shows every section; when the app starts after that, nothing shown is hidden
 * again (src/lib/scripts-state.ts).
 */
import { DEFAULT_LANGUAGE, PHONE, eventually, sharedBrowser, url } from './support/browser';

const browser = sharedBrowser();
const APP_DELAY_MS = 3000;

it('keeps every section shown when the app starts 3 s after the load event', async () => {
  const page = await browser().newPage({ viewport: PHONE });
  // The shared loader adds the page's bundles; here it waits until 3 s after the load event.
  await page.route('**/static/page-scripts-*.js', async (route) => {
    const loader = await (await route.fetch()).text();
    await route.fulfill({
      contentType: 'text/javascript',
      body: `addEventListener('load', function () { setTimeout(function () {\n${loader}\n}, ${APP_DELAY_MS}); });`,
    });
  });
  await page.goto(url(DEFAULT_LANGUAGE.home), { waitUntil: 'load' });

  const hiddenSections = () =>
    page.$$eval('main section', (sections) =>
      sections
        .filter((section) =>
          [...section.children].some((part) => getComputedStyle(part).opacity !== '1'),
        )
        .map((section) => section.id),
    );
  // The page gave up waiting: every section is shown, far below the fold too.
  await eventually(async () =>
    expect(await page.evaluate(() => document.documentElement.className)).toBe('no-js'),
  );
  expect(await hiddenSections()).toEqual([]);

  // The app starts: its controls come back, and no section fades out, now or after a transition.
  await page.waitForSelector('html[data-hydrated]', { timeout: APP_DELAY_MS + 10_000 });
  expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(true);
  for (const wait of [0, 300, 1000]) {
    await page.waitForTimeout(wait);
    expect(await hiddenSections()).toEqual([]);
  }
  await page.context().close();
});
