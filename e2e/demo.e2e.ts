/**
 * The demo dashboard in Chromium against the production build, in every language: the KPI
 * figures, the lazily loaded ApexCharts chart (not in the first load, no layout shift, a tooltip
 * per point), the data table without JavaScript, and axe.
 */
import type { Page, Response } from 'playwright-core';
import { axeViolations, openPage, PHONE, sharedBrowser, url } from './support/browser';
import type { LanguageCode } from './support/browser';

interface Expected {
  home: string;
  kpis: Record<string, { value: string; change: string }>;
  /** The tooltip value of each month's point. */
  tooltips: string[];
  negativeWord: string;
  cta: string;
  tableRows: [string, string];
}

/** No-break spaces (French, currency) are compared as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

const EXPECTED: Record<LanguageCode, Expected> = {
  it: {
    home: '/',
    kpis: {
      revenue: { value: '1,2 Mln €', change: '+12,5%' },
      clients: { value: '2.847', change: '+8,2%' },
      orders: { value: '4.326', change: '+15,7%' },
      conversion: { value: '23,4%', change: '-2,1%' },
      'average-order': { value: '89 €', change: '+5,3%' },
      sessions: { value: '12.459', change: '+18,9%' },
    },
    tooltips: ['125.000 €', '142.000 €', '138.000 €', '165.000 €', '178.000 €', '195.000 €'],
    negativeWord: 'in calo',
    cta: 'Richiedi una Demo Personalizzata',
    tableRows: ['Gennaio 125.000 €', 'Giugno 195.000 €'],
  },
  en: {
    home: '/en/',
    kpis: {
      revenue: { value: '€1.2M', change: '+12.5%' },
      clients: { value: '2,847', change: '+8.2%' },
      orders: { value: '4,326', change: '+15.7%' },
      conversion: { value: '23.4%', change: '-2.1%' },
      'average-order': { value: '€89', change: '+5.3%' },
      sessions: { value: '12,459', change: '+18.9%' },
    },
    tooltips: ['€125,000', '€142,000', '€138,000', '€165,000', '€178,000', '€195,000'],
    negativeWord: 'down',
    cta: 'Request a Personalised Demo',
    tableRows: ['January €125,000', 'June €195,000'],
  },
  fr: {
    home: '/fr/',
    kpis: {
      revenue: { value: '1,2 M €', change: '+12,5 %' },
      clients: { value: '2 847', change: '+8,2 %' },
      orders: { value: '4 326', change: '+15,7 %' },
      conversion: { value: '23,4 %', change: '-2,1 %' },
      'average-order': { value: '89 €', change: '+5,3 %' },
      sessions: { value: '12 459', change: '+18,9 %' },
    },
    tooltips: ['125 000 €', '142 000 €', '138 000 €', '165 000 €', '178 000 €', '195 000 €'],
    negativeWord: 'en baisse',
    cta: 'Demander une démo personnalisée',
    tableRows: ['Janvier 125 000 €', 'Juin 195 000 €'],
  },
};

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

describe.each(Object.entries(EXPECTED) as [LanguageCode, Expected][])(
  'the demo dashboard in %s',
  (language, expected) => {
    it('shows the six KPIs with their values and the one negative change', async () => {
      const page = await browser().newPage();
      await openPage(page, expected.home);
      const cards = page.locator('#demo [data-kpi]');
      await expect(cards.count()).resolves.toBe(6);
      for (const [id, { value, change }] of Object.entries(expected.kpis)) {
        const card = page.locator(`#demo [data-kpi="${id}"]`);
        expect(plain(await card.locator('[data-kpi-value]').textContent())).toBe(value);
        expect(plain(await card.locator('[data-kpi-change]').textContent())).toBe(change);
      }
      const negative = page.locator('#demo [data-change-type="negative"]');
      await expect(negative.count()).resolves.toBe(1);
      expect(await negative.locator('xpath=ancestor::li[1]').getAttribute('data-kpi')).toBe(
        'conversion',
      );
      // Colour is not the only signal: a falling arrow and words for screen readers.
      expect(await negative.locator('svg.lucide-trending-down').count()).toBe(1);
      expect(plain(await negative.textContent())).toContain(expected.negativeWord);
      const positiveColour = await page
        .locator('#demo [data-kpi="revenue"] [data-change-type]')
        .evaluate((element) => getComputedStyle(element).color);
      const negativeColour = await negative.evaluate((element) => getComputedStyle(element).color);
      expect(negativeColour).not.toBe(positiveColour);
      const cta = page.locator('#demo a[href="#contact"]');
      expect(plain(await cta.textContent())).toBe(expected.cta);
    });

    it('loads ApexCharts only near the demo, without moving anything, and shows tooltips', async () => {
      const page = await browser().newPage();
      await recordLayoutShifts(page);
      const chartCode = watchChartCode(page);
      await openPage(page, expected.home);
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
      await expect(markers.count()).resolves.toBe(6);
      await chartCode.settled();
      expect(chartCode.urls.length).toBeGreaterThan(0);
      expect((await box.boundingBox())?.height).toBeCloseTo(heightBefore ?? 0, 1);
      expect(await shiftSince(page, shiftsBefore)).toBe(0);

      for (const [index, value] of expected.tooltips.entries()) {
        const point = await markers.nth(index).boundingBox();
        if (!point) throw new Error(`marker ${index} has no box`);
        await page.mouse.move(point.x + point.width / 2, point.y + point.height / 2);
        await expect(tooltipValue(page)).resolves.toBe(value);
      }

      expect(await axeViolations(page)).toEqual([]);
    });

    it('keeps the figures readable without JavaScript, and in a table for screen readers', async () => {
      const page = await browser().newPage({ javaScriptEnabled: false, viewport: PHONE });
      await page.goto(url(expected.home));
      const table = page.locator('#demo table');
      await expect(table.isVisible()).resolves.toBe(true);
      const rows = table.locator('tbody tr');
      await expect(rows.count()).resolves.toBe(6);
      expect(plain(await rows.first().innerText()).replace(/\s+/g, ' ')).toBe(
        expected.tableRows[0],
      );
      expect(plain(await rows.last().innerText()).replace(/\s+/g, ' ')).toBe(expected.tableRows[1]);
      expect(
        plain(await page.locator('#demo [data-kpi="clients"] [data-kpi-value]').textContent()),
      ).toBe(expected.kpis.clients!.value);
      await expect(page.locator('#demo [data-chart-state]').isVisible()).resolves.toBe(false);
    });
  },
);
