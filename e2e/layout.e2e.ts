/**
 * What longer or more content can break, in every language on a 360 px phone: sideways
 * scrolling, a section that does not render, a service card missing, the chart, lines that move
 * when the font arrives. `npm run test:edits` runs it again on the edited copy.
 */
import { LANGUAGES, PHONE, openPage, sharedBrowser, url } from './support/browser';
import { facts } from './support/content';
import { SECTIONS } from '../src/lib/page-shape';

const browser = sharedBrowser();

it.each(LANGUAGES)('the $code page fits a phone and renders every part', async ({ home }) => {
  const page = await browser().newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  await openPage(page, home);
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

// A slow line: the page paints before its font arrives. The fallback keeps the text where it is,
// for the whole visit (font-display: optional); swapping fonts then would rewrap lines.
it.each(LANGUAGES)('the $code page moves nothing when its font arrives late', async ({ home }) => {
  const page = await browser().newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  let releaseFont = () => {};
  const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
  await page.route('**/*.woff2', async (route) => {
    await fontHeld;
    await route.continue();
  });
  await page.addInitScript(() => {
    const total = window as unknown as { shifted: number };
    total.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        total.shifted += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url(home), { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
  const fontArrived = page.waitForResponse((response) => response.url().endsWith('.woff2'));
  releaseFont();
  await (await fontArrived).finished();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
  await page.close();
});

it('paints in its own font when the line is fast (the font is preloaded)', async () => {
  const page = await browser().newPage({ viewport: PHONE });
  await openPage(page, LANGUAGES[0]!.home);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('DOM.enable');
  await devtools.send('CSS.enable');
  const { root } = await devtools.send('DOM.getDocument');
  const { nodeId } = await devtools.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: 'h1',
  });
  const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(fonts.map((font) => font.familyName)).toEqual(['Plus Jakarta Sans']);
  await page.close();
});
