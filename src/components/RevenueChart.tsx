// ApexCharts touches `window` when it loads: only LazyRevenueChart imports this, in the browser.
import { useMemo } from 'react';
import { useTheme } from '@emotion/react';
import Chart from 'react-apexcharts';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import { revenueChartColors, revenueChartConfig } from '../lib/revenue-chart-options';
import type { RevenueChartInput } from '../lib/revenue-chart-options';

export type RevenueChartProps = Pick<
  RevenueChartInput,
  'points' | 'language' | 'currency' | 'seriesName'
>;

export default function RevenueChart({
  points,
  language,
  currency,
  seriesName,
}: RevenueChartProps) {
  const theme = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  const { height } = theme.chart;
  const { series, options } = useMemo(
    () =>
      revenueChartConfig({
        points,
        language,
        currency,
        seriesName,
        height,
        reducedMotion,
        fontFamily: theme.fonts.body,
        colors: revenueChartColors(theme.colors),
      }),
    [points, language, currency, seriesName, height, reducedMotion, theme],
  );
  return <Chart type="line" height={height} width="100%" series={series} options={options} />;
}
