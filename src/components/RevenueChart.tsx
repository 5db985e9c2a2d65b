// ApexCharts touches `window` when it loads: only LazyRevenueChart imports this, in the browser.
import { useMemo } from 'react';
import Chart from 'react-apexcharts';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import { revenueChartConfig, type RevenueChartInput } from '../lib/revenue-chart-options';
import { theme } from '../theme/theme';

export type RevenueChartProps = Omit<RevenueChartInput, 'reducedMotion'>;

export default function RevenueChart(props: RevenueChartProps) {
  const { points, language, currency, seriesName } = props;
  const reducedMotion = usePrefersReducedMotion();
  const { series, options } = useMemo(
    () => revenueChartConfig({ points, language, currency, seriesName, reducedMotion }),
    [points, language, currency, seriesName, reducedMotion],
  );
  return (
    <Chart type="line" height={theme.chart.height} width="100%" series={series} options={options} />
  );
}
