/**
 * The ApexCharts options of the demo's revenue chart, built from plain data so unit tests can
 * check them per language without a browser. Only types come from apexcharts here.
 */
import type { ApexOptions } from 'apexcharts';
import { formatCurrency, formatMonth, formatThousands } from './dashboard-format';
import type { LanguageCode } from './languages';

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

export interface RevenueChartInput {
  points: readonly RevenuePoint[];
  language: LanguageCode;
  currency: string;
  /** The series' name, shown in the tooltip ("Ricavi"). */
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
  const longMonths = points.map((point) => formatMonth(point.month, language, 'long'));
  return {
    series: [{ name: input.seriesName, data: points.map((point) => point.value) }],
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
        categories: points.map((point) => formatMonth(point.month, language, 'short')),
        // Each month in the middle of its slot: a point on the plot's very edge gets no tooltip.
        tickPlacement: 'between',
        axisBorder: { show: false },
        axisTicks: { show: false },
        crosshairs: { stroke: { color: colors.grid } },
        tooltip: { enabled: false },
      },
      yaxis: {
        labels: { formatter: (value: number) => formatThousands(value, language, currency) },
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
        y: { formatter: (value: number) => formatCurrency(value, language, currency) },
        marker: { show: true },
      },
      states: { active: { filter: { type: 'none' } } },
    },
  };
}
