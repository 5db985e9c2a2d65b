/**
 * The ApexCharts options of the demo's revenue chart, built from plain data so unit tests can
 * check them per language without a browser. Only types come from apexcharts here.
 *
 * Every string handed to ApexCharts is escaped (escapeHtml): it writes the series name and the
 * tooltip's texts with innerHTML, so a locale text holding markup would otherwise run in the
 * page. Some of the strings it draws as SVG text nodes instead (the axis labels), where an entity
 * would show as written; the months and figures come from Intl and hold none of the characters
 * escaping changes, so one rule for every string costs nothing and needs no knowledge of which
 * path ApexCharts takes for which string.
 */
import type { ApexOptions } from 'apexcharts';
import { formatCurrency, formatMonth, formatThousands } from './dashboard-format';
import { escapeHtml } from './escape-html';
import type { LanguageCode } from './languages';
import type { AppTheme } from '../theme/theme';

export interface RevenuePoint {
  /** 1 (January) to 12. */
  month: number;
  value: number;
}

export interface RevenueChartColors {
  line: string;
  label: string;
  grid: string;
  markerStroke: string;
}

/** The chart's colours from the theme: the line in the brand's light tint on the dark panel. */
export function revenueChartColors(colors: AppTheme['colors']): RevenueChartColors {
  return {
    line: colors.chartLine,
    label: colors.onDarkMuted,
    grid: colors.darkBorder,
    markerStroke: colors.darkRaised,
  };
}

export interface RevenueChartInput {
  points: readonly RevenuePoint[];
  language: LanguageCode;
  currency: string;
  /** The series' name, shown in the tooltip ("Ricavi"): plain text, escaped here. */
  seriesName: string;
  height: number;
  fontFamily: string;
  colors: RevenueChartColors;
  reducedMotion: boolean;
}

export interface RevenueChartConfig {
  series: { name: string; data: number[] }[];
  options: ApexOptions;
}

const MARKER_SIZE = 5;

export function revenueChartConfig(input: RevenueChartInput): RevenueChartConfig {
  const { points, language, currency, colors } = input;
  const longMonths = points.map((point) => escapeHtml(formatMonth(point.month, language, 'long')));
  return {
    series: [{ name: escapeHtml(input.seriesName), data: points.map((point) => point.value) }],
    options: {
      chart: {
        type: 'line',
        height: input.height,
        // Without this ApexCharts adds 15 px under the chart and the reserved box would be short.
        parentHeightOffset: 0,
        background: 'transparent',
        fontFamily: input.fontFamily,
        foreColor: colors.label,
        toolbar: { show: false },
        zoom: { enabled: false },
        animations: { enabled: !input.reducedMotion },
      },
      colors: [colors.line],
      stroke: { curve: 'smooth', width: 3 },
      markers: {
        size: MARKER_SIZE,
        colors: [colors.line],
        strokeColors: colors.markerStroke,
        strokeWidth: 2,
        hover: { sizeOffset: 2 },
      },
      dataLabels: { enabled: false },
      legend: { show: false },
      grid: {
        borderColor: colors.grid,
        strokeDashArray: 4,
        padding: { left: 8, right: 16 },
      },
      xaxis: {
        categories: points.map((point) => escapeHtml(formatMonth(point.month, language, 'short'))),
        // Each month in the middle of its slot: a point on the plot's very edge gets no tooltip.
        tickPlacement: 'between',
        axisBorder: { show: false },
        axisTicks: { show: false },
        crosshairs: { stroke: { color: colors.grid } },
        tooltip: { enabled: false },
      },
      yaxis: {
        labels: {
          formatter: (value: number) => escapeHtml(formatThousands(value, language, currency)),
        },
        forceNiceScale: true,
      },
      tooltip: {
        theme: 'dark',
        // One series: the nearest month's point answers anywhere over the plot.
        shared: false,
        intersect: false,
        x: {
          formatter: (_value: number, options?: { dataPointIndex?: number }) =>
            longMonths[options?.dataPointIndex ?? -1] ?? '',
        },
        y: { formatter: (value: number) => escapeHtml(formatCurrency(value, language, currency)) },
        marker: { show: true },
      },
      states: { active: { filter: { type: 'none' } } },
    },
  };
}
