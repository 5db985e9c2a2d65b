import { useEffect, useRef, useState, type ComponentType } from 'react';
import styled from '@emotion/styled';
import { APPROACH_OPTIONS, useInView } from '../hooks/useInView';
import type { RevenueChartProps } from './RevenueChart';

// ApexCharts loads in the browser only, near the viewport, into a box of final height (no shift).
export function LazyRevenueChart(props: RevenueChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, APPROACH_OPTIONS);
  const [Chart, setChart] = useState<ComponentType<RevenueChartProps>>();

  useEffect(() => {
    if (!near) return;
    // Nothing to cancel: React 18 ignores a state update after unmounting.
    import('./RevenueChart')
      .then((module) => setChart(() => module.default))
      .catch((error: unknown) => console.error('The revenue chart could not be loaded', error));
  }, [near]);

  return (
    <Box ref={ref} data-chart-state={Chart ? 'ready' : 'waiting'} aria-hidden="true">
      {Chart ? <Chart {...props} /> : null}
    </Box>
  );
}

const Box = styled.div`
  height: ${({ theme }) => theme.chart.height}px;

  /* Without JavaScript there is no chart: the table takes its place. */
  html.no-js & {
    display: none;
  }
`;
