/**
 * Number, money, percentage and month formatting for the demo dashboard, in the page's language
 * with Intl. Content holds plain numbers; every visible figure is written here.
 */
import type { LanguageCode } from './languages';

/** Always group thousands: Italian CLDR data would otherwise write 2847 but 12.459. */
const GROUPING = { useGrouping: true } as const;

/** A KPI value by its unit: 1.2M / 1,2 Mln € / 1,2 M €; 2,847 / 2.847 / 2 847; 23.4% / 23,4 %. */
export function formatKpiValue(
  value: number,
  unit: Queries.KpiUnit,
  language: LanguageCode,
  currency: string,
): string {
  switch (unit) {
    case 'currencyCompact':
      return new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        notation: 'compact',
        maximumFractionDigits: 1,
      }).format(value);
    case 'currency':
      return formatCurrency(value, language, currency);
    case 'percent':
      return formatPercent(value, language);
    default:
      return new Intl.NumberFormat(language, { ...GROUPING, maximumFractionDigits: 1 }).format(
        value,
      );
  }
}

/** An exact amount of money, without cents when it has none: €125,000 / 125.000 € / 125 000 €. */
export function formatCurrency(value: number, language: LanguageCode, currency: string): string {
  return new Intl.NumberFormat(language, {
    ...GROUPING,
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);
}

/** A percentage given in percent (23.4 -> 23.4%), with at most one decimal. */
export function formatPercent(value: number, language: LanguageCode): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
}

/** A KPI's change with its sign from the change type: +12.5% / -2,1 % (a real minus sign). */
export function formatChange(
  change: number,
  changeType: Queries.ChangeType,
  language: LanguageCode,
) {
  const signed = changeType === 'negative' ? -Math.abs(change) : Math.abs(change);
  return new Intl.NumberFormat(language, {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(signed / 100);
}

/** A summary figure: 95 -> 95%, 99.9 -> 99,9 %, 24 per 7 -> 24/7. */
export function formatSummaryFigure(
  figure: { value: number; unit: Queries.SummaryUnit; per?: number | null },
  language: LanguageCode,
): string {
  if (figure.unit === 'per') {
    const number = new Intl.NumberFormat(language);
    return `${number.format(figure.value)}/${number.format(figure.per ?? 1)}`;
  }
  return formatPercent(figure.value, language);
}

/** Thousands of a currency for a chart axis: €125K / 125K € (the K after the digits). */
export function formatThousands(value: number, language: LanguageCode, currency: string): string {
  const parts = new Intl.NumberFormat(language, {
    ...GROUPING,
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).formatToParts(Math.round(value / 1000));
  const lastDigit = parts.map((part) => part.type).lastIndexOf('integer');
  return parts.map((part, index) => (index === lastDigit ? `${part.value}K` : part.value)).join('');
}

/** A month's name (1 = January) in the page's language, short ("gen") or long ("gennaio"). */
export function formatMonth(
  month: number,
  language: LanguageCode,
  width: 'short' | 'long' = 'short',
): string {
  // Noon of the 15th in UTC: the same month in every time zone.
  return new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2025, month - 1, 15, 12)),
  );
}

/** "2 minutes ago" / "2 minuti fa" / "il y a 2 minutes". */
export function formatMinutesAgo(minutes: number, language: LanguageCode): string {
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-minutes, 'minute');
}
