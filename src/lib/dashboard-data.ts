/**
 * The vocabulary of the demo dashboard's content files (content/kpis.yaml, demo-summary.yaml,
 * demo-dashboard.yaml): the build checks every entry against these lists.
 */

/** How a KPI value is written: see formatKpiValue in dashboard-format.ts. */
export const KPI_UNITS = ['currency-compact', 'currency', 'number', 'percent'] as const;
export type KpiUnit = (typeof KPI_UNITS)[number];

/** Whether a KPI went up or down; the page shows it by colour, arrow, sign and words. */
export const CHANGE_TYPES = ['positive', 'negative'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** The period a KPI's change is compared with (words: demo.periods.<period>). */
export const KPI_PERIODS = ['month', 'quarter', 'year'] as const;
export type KpiPeriod = (typeof KPI_PERIODS)[number];

/** How a summary figure is written: 95 percent -> "95%", 24 per 7 -> "24/7". */
export const SUMMARY_UNITS = ['percent', 'per'] as const;
export type SummaryUnit = (typeof SUMMARY_UNITS)[number];

/** ISO 4217 codes the dashboard may show its money in. */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const;

/** The icons a KPI card may name; src/components/KpiIcon.tsx draws each of them. */
export const KPI_ICON_NAMES = [
  'activity',
  'credit-card',
  'euro',
  'shopping-cart',
  'target',
  'users',
] as const;
export type KpiIconName = (typeof KPI_ICON_NAMES)[number];

export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
