import type { LanguageCode } from './languages';

/** An engagement's price as content gives it: a minimum, and a maximum when it is a range. */
export type Price = { priceFrom: number; priceTo?: number | null };

/** The amount as the language writes it with the site's currency: "4500-9000 €" (it), "€4,500 – €9,000" (en). */
export function formatPriceAmount(
  { priceFrom, priceTo }: Price,
  language: LanguageCode,
  currency: string,
): string {
  const written = new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  });
  return priceTo ? written.formatRange(priceFrom, priceTo) : written.format(priceFrom);
}
