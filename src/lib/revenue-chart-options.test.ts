import type { ApexOptions } from 'apexcharts';
import { escapeHtml, revenueChartConfig } from './revenue-chart-options';
import type { RevenueChartInput } from './revenue-chart-options';
import { LANGUAGE_CODES } from './languages';
import type { LanguageCode } from './languages';

const VALUES = [125_000, 142_000, 138_000, 165_000, 178_000, 195_000];
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function input(language: LanguageCode, overrides: Partial<RevenueChartInput> = {}) {
  return {
    points: VALUES.map((value, index) => ({ month: index + 1, value })),
    language,
    currency: 'EUR',
    seriesName: 'Ricavi',
    reducedMotion: false,
    ...overrides,
  };
}

type Formatter = (value: number, options?: { dataPointIndex?: number }) => string;
const yLabel = (options: ApexOptions) =>
  (options.yaxis as ApexYAxis).labels?.formatter as unknown as Formatter;
const tooltipY = (options: ApexOptions) =>
  (options.tooltip?.y as ApexTooltipY).formatter as unknown as Formatter;
const tooltipX = (options: ApexOptions) => options.tooltip?.x?.formatter as unknown as Formatter;

describe('revenueChartConfig', () => {
  it('holds the six monthly values as one series', () => {
    const { series } = revenueChartConfig(input('it'));
    expect(series).toEqual([{ name: 'Ricavi', data: VALUES }]);
  });

  it.each([
    ['it', ['gen', 'feb', 'mar', 'apr', 'mag', 'giu'], '125K €', '125.000 €', 'gennaio'],
    ['en', ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'], '€125K', '€125,000', 'January'],
    ['fr', ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin'], '125K €', '125 000 €', 'janvier'],
  ] as const)(
    'speaks %s on the axes and in the tooltip',
    (language, months, axis, exact, month) => {
      const { options } = revenueChartConfig(input(language));
      expect(options.xaxis?.categories).toEqual(months);
      expect(plain(yLabel(options)(125_000))).toBe(axis);
      expect(plain(tooltipY(options)(125_000))).toBe(exact);
      expect(tooltipX(options)(1, { dataPointIndex: 0 })).toBe(month);
    },
  );

  it('uses the dark panel’s colours as they are (var() does not work in SVG attributes)', () => {
    const { options } = revenueChartConfig(input('en'));
    expect(options.colors).toEqual(['#818cf8']);
    expect(options.chart?.foreColor).toBe('#cbd5e1');
    expect(options.grid?.borderColor).toBe('#26314f');
    expect(options.markers?.size).toBeGreaterThan(0);
    expect(options.chart?.toolbar?.show).toBe(false);
    expect(options.tooltip?.theme).toBe('dark');
  });

  it('keeps the first and last points off the plot edges, where ApexCharts gives no tooltip', () => {
    expect(revenueChartConfig(input('it')).options.xaxis?.tickPlacement).toBe('between');
  });

  it('fills exactly the reserved height', () => {
    const { options } = revenueChartConfig(input('en'));
    expect(options.chart?.height).toBe(300);
    expect(options.chart?.parentHeightOffset).toBe(0);
  });

  it('animates only when the visitor has not asked for reduced motion', () => {
    expect(revenueChartConfig(input('fr')).options.chart?.animations?.enabled).toBe(true);
    expect(
      revenueChartConfig(input('fr', { reducedMotion: true })).options.chart?.animations?.enabled,
    ).toBe(false);
  });
});

describe('revenueChartConfig with a locale text that holds markup', () => {
  const HOSTILE = 'Ricavi<img src=x onerror="window.__pwned=1">';

  /** A string as ApexCharts' tooltip writes it: with innerHTML. */
  function writtenAsHtml(html: string): HTMLElement {
    const box = document.createElement('div');
    box.innerHTML = html;
    return box;
  }

  it.each([
    HOSTILE,
    '<script>window.__pwned=1</script>',
    '"><img src=x onerror=alert(1)>',
    `<a title='y'>R&D</a>`,
    '&lt;b&gt; already escaped',
    'Risposta in < 24h',
    'R&D',
    'A > B',
  ])('escapes %s to show literally, creating no element, when written as HTML', (text) => {
    const box = writtenAsHtml(escapeHtml(text));
    expect(box.children).toHaveLength(0);
    expect(box.textContent).toBe(text);
    // Needed: the same text unescaped creates an element (the last one is already text).
    if (/<[a-z]/i.test(text)) expect(writtenAsHtml(text).children.length).toBeGreaterThan(0);
  });

  it('hands ApexCharts the series name escaped: written as HTML, it shows literally', () => {
    const { series } = revenueChartConfig(input('en', { seriesName: HOSTILE }));
    const box = writtenAsHtml(series[0]?.name ?? '');
    expect(box.children).toHaveLength(0);
    expect(box.textContent).toBe(HOSTILE);
  });

  it.each(LANGUAGE_CODES)(
    'shows the same months and figures as before escaping, in %s (Intl writes no markup characters)',
    (language) => {
      const { options } = revenueChartConfig(input(language));
      const shown = [
        yLabel(options)(125_000),
        tooltipY(options)(125_000),
        tooltipX(options)(1, { dataPointIndex: 0 }),
        ...((options.xaxis?.categories as string[]) ?? []),
      ];
      for (const text of shown) expect(writtenAsHtml(text).textContent).toBe(text);
    },
  );
});
