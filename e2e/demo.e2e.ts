/**
 * The demo dashboard in Chromium against the production build, in every language: the KPI
 * figures, the lazily loaded ApexCharts chart (not in the first load, no layout shift, a tooltip
 * per point), the data table without JavaScript, and axe.
 */
import type { Page, Response } from 'playwright-core';
import { theme } from '../src/theme/theme';
import { axeViolations, LANGUAGES, openPage, PHONE, sharedBrowser, url } from './support/browser';
import { words } from './support/content';
import { kpiCards, revenueRows } from './support/figures';
import { computedColour } from './support/colours';

/** No-break spaces (French, currency) are compared as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

const browser = sharedBrowser();

/** Collects every JavaScript response of the page that holds ApexCharts' code. */
function watchChartCode(page: Page): { urls: string[]; settled: () => Promise<void> } {
  const urls: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (!response.url().endsWith('.js')) return;
    pending.push(
      response
        .text()
        .then((body) => {
          if (body.includes('apexcharts')) urls.push(response.url());
        })
        .catch(() => undefined),
    );
  });
  return { urls, settled: async () => void (await Promise.all(pending)) };
}

/** Records layout shifts from the start, so a chart arriving late would show up. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        shifts.push((entry as PerformanceEntry & { value: number }).value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.length);
const shiftSince = (page: Page, from: number) =>
  page.evaluate(
    (start) =>
      (window as unknown as { __shifts: number[] }).__shifts
        .slice(start)
        .reduce((sum, value) => sum + value, 0),
    from,
  );

/** The value the chart's tooltip shows once it settles ('' if it never opens). */
async function tooltipValue(page: Page): Promise<string> {
  const value = page.locator(
    '#demo .apexcharts-tooltip.apexcharts-active .apexcharts-tooltip-text-y-value',
  );
  let last = '';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const text = plain(await value.textContent({ timeout: 1_000 }).catch(() => ''));
    if (text && text === last) return text;
    last = text;
    await page.waitForTimeout(100);
  }
  return last;
}

describe.each(LANGUAGES)('the demo dashboard in $code', ({ code, home }) => {
  const t = words(code);
  const kpis = kpiCards(code);
  const revenue = revenueRows(code);

  it('shows every KPI with its value and its change, falling ones marked as such', async () => {
    const page = await browser().newPage();
    await openPage(page, home);
    const cards = page.locator('#demo [data-kpi]');
    expect(
      await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-kpi'))),
    ).toEqual(kpis.map((kpi) => kpi.id));
    for (const kpi of kpis) {
      const card = page.locator(`#demo [data-kpi="${kpi.id}"]`);
      expect(plain(await card.locator('[data-kpi-value]').textContent())).toBe(plain(kpi.value));
      expect(plain(await card.locator('[data-kpi-change]').textContent())).toBe(plain(kpi.change));
      // Colour is not the only signal: an arrow that rises or falls, and words for screen readers.
      const pill = card.locator('[data-change-type]');
      expect(await pill.getAttribute('data-change-type')).toBe(
        kpi.negative ? 'negative' : 'positive',
      );
      const arrow = kpi.negative ? 'svg.lucide-trending-down' : 'svg.lucide-trending-up';
      expect(await pill.locator(arrow).count()).toBe(1);
      expect(plain(await pill.textContent())).toContain(
        plain(t(kpi.negative ? 'demo.change.negative' : 'demo.change.positive')),
      );
      expect(await pill.evaluate((element) => getComputedStyle(element).color)).toBe(
        computedColour(kpi.negative ? theme.colors.negativeOnDark : theme.colors.positiveOnDark),
      );
    }
    const cta = page.locator('#demo a[href="#contact"]');
    expect(plain(await cta.textContent())).toBe(plain(t('demo.cta')));
  });

  it('loads ApexCharts only near the demo, without moving anything, and shows tooltips', async () => {
    const page = await browser().newPage();
    await recordLayoutShifts(page);
    const chartCode = watchChartCode(page);
    await openPage(page, home);
    await page.waitForLoadState('networkidle');
    await chartCode.settled();
    expect(chartCode.urls).toEqual([]);
    expect(await page.locator('#demo .apexcharts-svg').count()).toBe(0);

    const box = page.locator('#demo [data-chart-state]');
    const heightBefore = (await box.boundingBox())?.height;
    const shiftsBefore = await shiftCount(page);
    await page.locator('#demo-chart-title').scrollIntoViewIfNeeded();
    await page.waitForSelector('#demo .apexcharts-svg', { timeout: 15_000 });
    const markers = page.locator('#demo .apexcharts-series-markers .apexcharts-marker');
    await expect(markers.count()).resolves.toBe(revenue.length);
    await chartCode.settled();
    expect(chartCode.urls.length).toBeGreaterThan(0);
    expect((await box.boundingBox())?.height).toBeCloseTo(heightBefore ?? 0, 1);
    expect(await shiftSince(page, shiftsBefore)).toBe(0);

    for (const [index, { value }] of revenue.entries()) {
      const point = await markers.nth(index).boundingBox();
      if (!point) throw new Error(`marker ${index} has no box`);
      await page.mouse.move(point.x + point.width / 2, point.y + point.height / 2);
      await expect(tooltipValue(page)).resolves.toBe(plain(value));
    }

    expect(await axeViolations(page)).toEqual([]);
  });

  it('keeps the figures readable without JavaScript, and in a table for screen readers', async () => {
    const page = await browser().newPage({ javaScriptEnabled: false, viewport: PHONE });
    await page.goto(url(home));
    const table = page.locator('#demo table');
    await expect(table.isVisible()).resolves.toBe(true);
    const rows = (await table.locator('tbody tr').allInnerTexts()).map((row) =>
      plain(row).replace(/\s+/g, ' '),
    );
    expect(rows).toEqual(revenue.map((point) => plain(`${point.month} ${point.value}`)));
    const values = await page.locator('#demo [data-kpi-value]').allTextContents();
    expect(values.map(plain)).toEqual(kpis.map((kpi) => plain(kpi.value)));
    await expect(page.locator('#demo [data-chart-state]').isVisible()).resolves.toBe(false);
  });
});
