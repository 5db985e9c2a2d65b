/**
 * The chart's escaping in Chromium: ApexCharts 4, the very version the site bundles,
 * draws the revenue chart from the options the site builds (src/lib/revenue-chart-options.ts),
 * given a series name that holds markup, as an editor may type it (words are text).
 * Hovering a point writes the series name and the tooltip's texts with innerHTML: they must show
 * as text and create no element. The same chart given the name unescaped proves the test can fail.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { revenueChartConfig } from '../src/lib/revenue-chart-options';
import { sharedBrowser } from './support/browser';

const APEXCHARTS = createRequire(__filename).resolve('apexcharts/dist/apexcharts.min.js');
const HOSTILE = 'Revenue<img src=x onerror="window.__pwned=1">';
const VALUES = [125_000, 142_000, 138_000];

const browser = sharedBrowser();

/** What the site hands ApexCharts for this series name: its data and its formatters' answers. */
function siteConfig(seriesName: string) {
  const { series, options } = revenueChartConfig({
    points: VALUES.map((value, index) => ({ month: index + 1, value })),
    language: 'en',
    currency: 'EUR',
    seriesName,
    reducedMotion: true,
  });
  type Formatter = (value: number, context?: { dataPointIndex: number }) => string;
  const tooltipY = (options.tooltip?.y as { formatter: Formatter }).formatter;
  const tooltipX = (options.tooltip?.x as { formatter: Formatter }).formatter;
  return {
    series,
    categories: options.xaxis?.categories as string[],
    // Functions do not cross into the page: their answers for these points do.
    tooltipYByValue: Object.fromEntries(VALUES.map((value) => [value, tooltipY(value)])),
    tooltipXByIndex: VALUES.map((_value, index) => tooltipX(0, { dataPointIndex: index })),
  };
}

type Drawn = ReturnType<typeof siteConfig>;

/** Draws the chart in a blank page and hovers its points; returns what the tooltip showed. */
async function drawAndHover(page: Page, config: Drawn) {
  await page.setContent('<div id="chart" style="width:600px"></div>');
  await page.addScriptTag({ path: APEXCHARTS });
  await page.evaluate(async (drawn) => {
    const { ApexCharts } = window as unknown as {
      ApexCharts: new (el: Element, options: object) => { render(): Promise<void> };
    };
    const chart = new ApexCharts(document.querySelector('#chart') as Element, {
      chart: {
        type: 'line',
        height: 300,
        animations: { enabled: false },
        toolbar: { show: false },
      },
      series: drawn.series,
      xaxis: { categories: drawn.categories, tickPlacement: 'between' },
      markers: { size: 5 },
      tooltip: {
        shared: false,
        intersect: false,
        x: {
          formatter: (_value: number, context: { dataPointIndex: number }) =>
            drawn.tooltipXByIndex[context.dataPointIndex] ?? '',
        },
        y: { formatter: (value: number) => drawn.tooltipYByValue[value] ?? '' },
      },
    });
    await chart.render();
  }, config);
  const markers = page.locator('.apexcharts-marker');
  await expect(markers.count()).resolves.toBe(VALUES.length);
  const shown: string[] = [];
  for (let index = 0; index < VALUES.length; index += 1) {
    const point = await markers.nth(index).boundingBox();
    if (!point) throw new Error(`marker ${index} has no box`);
    await page.mouse.move(point.x + point.width / 2, point.y + point.height / 2);
    await page.locator('.apexcharts-tooltip.apexcharts-active').waitFor();
    await page.waitForTimeout(100);
    shown.push((await page.locator('.apexcharts-tooltip').textContent()) ?? '');
  }
  return {
    shown,
    elements: await page.locator('#chart img').count(),
    pwned: await page.evaluate(() => (window as { __pwned?: number }).__pwned),
  };
}

describe('the revenue chart given a series name with markup', () => {
  it('shows it as text in the tooltip, creating no element and running nothing', async () => {
    const page = await browser().newPage();
    const { shown, elements, pwned } = await drawAndHover(page, siteConfig(HOSTILE));
    expect(elements).toBe(0);
    expect(pwned).toBeUndefined();
    for (const text of shown) expect(text).toContain(HOSTILE);
  });

  it('would create the element without the escaping (the test can fail)', async () => {
    const page = await browser().newPage();
    const config = siteConfig(HOSTILE);
    const unescaped = {
      ...config,
      series: config.series.map((series) => ({ ...series, name: HOSTILE })),
    };
    const { elements } = await drawAndHover(page, unescaped);
    expect(elements).toBeGreaterThan(0);
  });
});
