/**
 * The revenue line chart. This module imports ApexCharts, which touches `window` when it loads:
 * never import it statically; LazyRevenueChart loads it in the browser when the demo approaches.
 */
import { useMemo } from 'react';
import { useTheme } from '@emotion/react';
import Chart from 'react-apexcharts';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import type { LanguageCode } from '../lib/languages';
import { revenueChartColors, revenueChartConfig } from '../lib/revenue-chart-options';
import type { RevenuePoint } from '../lib/revenue-chart-options';

export interface RevenueChartProps {
  points: readonly RevenuePoint[];
  language: LanguageCode;
  currency: string;
  seriesName: string;
}

export default function RevenueChart({
  points,
  language,
  currency,
  seriesName,
}: RevenueChartProps) {
  const theme = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  const { series, options } = useMemo(
    () =>
      revenueChartConfig({
        points,
        language,
        currency,
        seriesName,
        height: theme.chart.height,
        fontFamily: theme.fonts.body,
        reducedMotion,
        colors: revenueChartColors(theme.colors),
      }),
    [points, language, currency, seriesName, reducedMotion, theme],
  );
  return (
    <Chart type="line" height={theme.chart.height} width="100%" series={series} options={options} />
  );
}
