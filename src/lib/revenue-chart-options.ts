// Plain data so it is tested per language without a browser. ApexCharts writes series names and the
// tooltip with innerHTML: every string handed to it is escaped.
import type { ApexOptions } from 'apexcharts';
import { formatCurrency, formatMonth, formatThousands } from './dashboard-format';
import type { LanguageCode } from './languages';
import { theme } from '../theme/theme';

export type RevenuePoint = { month: number; value: number };

// As numeric character references: shown as written, never as markup.
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface RevenueChartInput {
  points: readonly RevenuePoint[];
  language: LanguageCode;
  currency: string;
  /** The series' name in the tooltip ("Ricavi"): plain text, escaped here. */
  seriesName: string;
  reducedMotion: boolean;
}

export function revenueChartConfig(input: RevenueChartInput) {
  const { points, language, currency } = input;
  const { colors } = theme;
  const month = (width: 'short' | 'long') =>
    points.map((point) => escapeHtml(formatMonth(point.month, language, width)));
  const longMonths = month('long');
  const options: ApexOptions = {
    chart: {
      height: theme.chart.height,
      // Without it ApexCharts adds 15 px below, and the reserved box would be short.
      parentHeightOffset: 0,
      background: 'transparent',
      fontFamily: theme.fonts.body,
      foreColor: colors.onDarkMuted,
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: !input.reducedMotion },
    },
    colors: [colors.chartLine],
    stroke: { curve: 'smooth', width: 3 },
    markers: {
      size: 5,
      colors: [colors.chartLine],
      strokeColors: colors.darkRaised,
      strokeWidth: 2,
      hover: { sizeOffset: 2 },
    },
    dataLabels: { enabled: false },
    legend: { show: false },
    grid: { borderColor: colors.darkBorder, strokeDashArray: 4, padding: { left: 8, right: 16 } },
    xaxis: {
      categories: month('short'),
      // Each month mid-slot: a point on the plot's very edge gets no tooltip.
      tickPlacement: 'between',
      axisBorder: { show: false },
      axisTicks: { show: false },
      crosshairs: { stroke: { color: colors.darkBorder } },
      tooltip: { enabled: false },
    },
    yaxis: {
      labels: { formatter: (value) => escapeHtml(formatThousands(value, language, currency)) },
      forceNiceScale: true,
    },
    tooltip: {
      theme: 'dark',
      // One series: the nearest month answers anywhere over the plot.
      shared: false,
      intersect: false,
      x: { formatter: (_value, context) => longMonths[context?.dataPointIndex ?? -1] ?? '' },
      y: { formatter: (value) => escapeHtml(formatCurrency(value, language, currency)) },
    },
    states: { active: { filter: { type: 'none' } } },
  };
  const series = [{ name: escapeHtml(input.seriesName), data: points.map((point) => point.value) }];
  return { series, options };
}
