// Thousands always grouped (Italian CLDR would otherwise write 2847 but 12.459).
import type { LanguageCode } from './languages';

const number = (language: LanguageCode, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(language, { useGrouping: true, ...options });
const digits = (count: number) => ({ minimumFractionDigits: count, maximumFractionDigits: count });

/** A KPI value by its unit: 1.2M / 1,2 Mln € / 1,2 M €; 2,847 / 2.847 / 2 847; 23.4% / 23,4 %. */
export function formatKpiValue(
  value: number,
  unit: Queries.KpiUnit,
  language: LanguageCode,
  currency: string,
): string {
  if (unit === 'currency') return formatCurrency(value, language, currency);
  if (unit === 'percent') return formatPercent(value, language);
  return number(language, {
    maximumFractionDigits: 1,
    ...(unit === 'currencyCompact' ? { style: 'currency', currency, notation: 'compact' } : {}),
  }).format(value);
}

/** An exact amount, without cents when it has none: €125,000 / 125.000 € / 125 000 €. */
export function formatCurrency(value: number, language: LanguageCode, currency: string): string {
  const cents = digits(Number.isInteger(value) ? 0 : 2);
  return number(language, { style: 'currency', currency, ...cents }).format(value);
}

function formatPercent(value: number, language: LanguageCode): string {
  return number(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

/** A KPI's change, signed by its type, one decimal: +12.5% / -2,1 % (a real minus sign). */
export function formatChange(change: number, type: Queries.ChangeType, language: LanguageCode) {
  const signed = type === 'negative' ? -Math.abs(change) : Math.abs(change);
  const percent = number(language, { style: 'percent', signDisplay: 'exceptZero', ...digits(1) });
  return percent.format(signed / 100);
}

/** A summary figure: 95 -> 95%, 99.9 -> 99,9 %, 24 per 7 -> 24/7. */
type SummaryFigure = { value: number; unit: Queries.SummaryUnit; per?: number | null };
export function formatSummaryFigure(figure: SummaryFigure, language: LanguageCode): string {
  if (figure.unit !== 'per') return formatPercent(figure.value, language);
  return `${number(language, {}).format(figure.value)}/${number(language, {}).format(figure.per ?? 1)}`;
}

/** Thousands of a currency for the chart's axis: €125K / 125K € (the K right after the digits). */
export function formatThousands(value: number, language: LanguageCode, currency: string): string {
  const thousands = number(language, { style: 'currency', currency, maximumFractionDigits: 0 });
  const written = thousands.formatToParts(Math.round(value / 1000));
  const last = written.map((part) => part.type).lastIndexOf('integer');
  return written.map((part, index) => (index === last ? `${part.value}K` : part.value)).join('');
}

/** A month (1 = January) in the page's language, short ("gen") or long ("gennaio"). */
export function formatMonth(month: number, language: LanguageCode, width: 'short' | 'long') {
  const midMonth = new Date(Date.UTC(2025, month - 1, 15, 12)); // the same month in every time zone
  return new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' }).format(midMonth);
}

/** "2 minutes ago" / "2 minuti fa" / "il y a 2 minutes". */
export function formatMinutesAgo(minutes: number, language: LanguageCode): string {
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-minutes, 'minute');
}
