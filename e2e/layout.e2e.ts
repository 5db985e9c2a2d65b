/**
 * What longer or more content can break, in every language on a 360 px phone: sideways
 * scrolling, a section that does not render, a service card missing, the chart. `npm run
 * test:edits` runs it again on the edited copy.
 */
import { LANGUAGES, PHONE, openPage, sharedBrowser } from './support/browser';
import { facts } from './support/content';
import { SECTIONS } from '../src/lib/page-shape';
import { LAID_OUT_CLASS } from '../src/lib/scripts-state';

const browser = sharedBrowser();

it.each(LANGUAGES)('the $code page fits a phone and renders every part', async ({ home }) => {
  const page = await browser().newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  await openPage(page, home);
  // Every section laid out, as after a first #link (until then those off screen keep a
  // placeholder's height: content-visibility), so their real boxes are measured.
  await page.evaluate((name) => document.documentElement.classList.add(name), LAID_OUT_CLASS);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  for (const { id } of SECTIONS) {
    const box = await page.locator(`section[id="${id}"]`).boundingBox();
    expect([id, (box?.height ?? 0) > 100]).toEqual([id, true]);
  }
  expect(await page.locator('#services article').count()).toBe(
    facts<unknown[]>('services.yaml').length,
  );
  await page.locator('#demo').scrollIntoViewIfNeeded();
  await page.locator('#demo .apexcharts-canvas').waitFor({ timeout: 15_000 });
  // Drawn where the visitor can see it: within the phone's width.
  const chart = await page.locator('#demo .apexcharts-canvas').boundingBox();
  expect((chart?.x ?? -1) >= 0 && (chart?.x ?? 0) + (chart?.width ?? 0) <= PHONE.width).toBe(true);
  await page.close();
});
