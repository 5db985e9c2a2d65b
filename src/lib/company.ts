// content/company.yaml's facts as the footer, the legal notice and the JSON-LD write them.
import { formatCurrency } from './dashboard-format';
import type { LanguageCode } from './languages';

export type CompanyFacts = Omit<
  Queries.CompanyYaml,
  keyof Queries.Node | 'officeDisplay' | 'shareCapitalDisplay'
>;

export type CompanyOffice = Pick<
  CompanyFacts,
  'officeStreet' | 'officePostalCode' | 'officeCity' | 'officeProvince' | 'officeCountry'
>;

/** "Via Roma 1, 20121 Milano (MI), Italia": the country's name in the page's language. */
export function formatOffice(office: CompanyOffice, language: LanguageCode): string {
  const { officeStreet, officePostalCode, officeCity, officeProvince, officeCountry } = office;
  const country = new Intl.DisplayNames([language], { type: 'region' }).of(officeCountry);
  const town = [officePostalCode, officeCity, officeProvince ? `(${officeProvince})` : '']
    .filter(Boolean)
    .join(' ');
  return [officeStreet, town, country ?? officeCountry].join(', ');
}

/** Euros as the page's language writes them: 10000 -> "10.000 €" (it), "€10,000" (en). */
export const formatShareCapital = (amount: number, language: LanguageCode) =>
  formatCurrency(amount, language, 'EUR');

/** The companies register entry as it is usually written, "MI-1234567", when there is one. */
export const reaText = ({ reaOffice, reaNumber }: Pick<CompanyFacts, 'reaOffice' | 'reaNumber'>) =>
  reaOffice && reaNumber ? `${reaOffice}-${reaNumber}` : undefined;

/** The codice fiscale: the tax code when it differs, the VAT number's digits otherwise. */
export const taxId = ({ taxCode, vatNumber }: Pick<CompanyFacts, 'taxCode' | 'vatNumber'>) =>
  taxCode || vatNumber;
