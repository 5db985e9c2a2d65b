import type { LanguageCode } from './languages';

/** A figure from content: 40 percent -> "40%", 3 multiplier -> "3x", 5 plus -> "5+". */
export interface StatFigure {
  value: number;
  unit: Queries.StatUnit;
  signed?: boolean | null;
}

export function formatStat(figure: StatFigure, language: LanguageCode): string {
  const signDisplay = figure.signed ? 'exceptZero' : 'auto';
  switch (figure.unit) {
    case 'percent':
      return new Intl.NumberFormat(language, { style: 'percent', signDisplay }).format(
        figure.value / 100,
      );
    case 'multiplier':
      return `${new Intl.NumberFormat(language, { signDisplay }).format(figure.value)}x`;
    case 'plus':
      return `${new Intl.NumberFormat(language).format(figure.value)}+`;
    default:
      return new Intl.NumberFormat(language, { signDisplay }).format(figure.value);
  }
}

/** A whole number as the page's language writes it: 5000 -> "5.000" (it), "5,000" (en), "5 000" (fr). */
export function formatInteger(value: number, language: LanguageCode): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** A date written YYYY-MM-DD as the page's language writes it in full: "22 novembre 2026". */
export function formatLongDate(isoDate: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
