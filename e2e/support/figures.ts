/**
 * The figures the page should show, computed from content/*.yaml with the site's own formatters
 * (src/lib), so a test expects exactly what the page writes in each language ("1,2 Mln €",
 * "+12.5%", "2 847") whatever numbers an editor puts in the files.
 */
import {
  formatChange,
  formatCurrency,
  formatKpiValue,
  formatMonth,
} from '../../src/lib/dashboard-format';
import { formatStat } from '../../src/lib/format';
import { facts } from './content';
import type { DemoDashboard, Figure, Kpi, RevenuePoint } from './content';

const currency = () => facts<DemoDashboard>('demo-dashboard.yaml').currency;

/** The hero's figures under its title, in order ("+40%", "3x", "60%"). */
export function heroStats(language: string): string[] {
  return facts<Figure[]>('hero-stats.yaml').map((figure) => formatStat(figure, language));
}

/** The about section's badges, in order ("5+", "100%"). */
export function aboutBadges(language: string): string[] {
  return facts<Figure[]>('about-badges.yaml').map((figure) => formatStat(figure, language));
}

export interface KpiCard {
  id: string;
  value: string;
  change: string;
  negative: boolean;
}

/** The demo's KPI cards, in order, as each language writes their value and change. */
export function kpiCards(language: string): KpiCard[] {
  return facts<Kpi[]>('kpis.yaml').map((kpi) => ({
    id: kpi.id,
    value: formatKpiValue(kpi.value, kpi.unit, language, currency()),
    change: formatChange(kpi.change, kpi.changeType, language),
    negative: kpi.changeType === 'negative',
  }));
}

export interface RevenueRow {
  /** The month's long name, capitalised as the table's row headers write it ("Gennaio"). */
  month: string;
  /** The amount as the table and the chart's tooltip write it ("125.000 €"). */
  value: string;
}

/** The demo's revenue points, in order. */
export function revenueRows(language: string): RevenueRow[] {
  const locale = language;
  return facts<RevenuePoint[]>('revenue.yaml').map((point) => {
    const month = formatMonth(point.month, locale, 'long');
    return {
      month: month.charAt(0).toLocaleUpperCase(language) + month.slice(1),
      value: formatCurrency(point.value, locale, currency()),
    };
  });
}
