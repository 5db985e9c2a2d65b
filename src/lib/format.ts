import type { LanguageCode } from './languages';

/** A figure from content: 40 percent -> "40%", 3 multiplier -> "3x", 5 plus -> "5+". */
export type StatFigure = { value: number; unit: Queries.StatUnit; signed?: boolean | null };
const SUFFIXES: Partial<Record<Queries.StatUnit, string>> = { multiplier: 'x', plus: '+' };
export function formatStat({ value, unit, signed }: StatFigure, language: LanguageCode): string {
  const signDisplay = signed && unit !== 'plus' ? 'exceptZero' : 'auto';
  const style = unit === 'percent' ? 'percent' : undefined;
  const written = new Intl.NumberFormat(language, { signDisplay, style });
  return `${written.format(style ? value / 100 : value)}${SUFFIXES[unit] ?? ''}`;
}

/** A whole number as the page's language writes it: 5000 -> "5.000" (it), "5,000" (en), "5 000" (fr). */
export function formatInteger(value: number, language: LanguageCode): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** A date written YYYY-MM-DD as the page's language writes it in full: "22 novembre 2026". */
export function formatLongDate(isoDate: string, language: LanguageCode): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
