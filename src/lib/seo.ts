// Canonical/hreflang URLs, Open Graph locales, JSON-LD, sitemap, robots.txt, all from SITE_URL.
import { type CompanyFacts, type CompanyOffice, taxId } from './company';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  type LanguageCode,
  isLanguageCode,
  localizedPath,
  toLanguageCode,
} from './languages';
import { LANGUAGES } from './page-shape';
import { WORK_INDEX_PATH } from './work-paths';

export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

export function ogLocales(language: LanguageCode): { locale: string; alternates: string[] } {
  const current = LANGUAGES.find((spec) => spec.code === toLanguageCode(language));
  const alternates = LANGUAGES.filter((spec) => spec !== current).map((spec) => spec.ogLocale);
  return { locale: current?.ogLocale ?? '', alternates };
}

export const absoluteUrl = (siteUrl: string, path: string): string =>
  `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;

// A page's canonical URL and its alternates in every language plus x-default (Italian), from its
// path without a language prefix ("/"), ending in a slash as trailingSlash: 'always' publishes it.
export function pageUrls(siteUrl: string, language: LanguageCode, originalPath: string) {
  const path = originalPath.endsWith('/') ? originalPath : `${originalPath}/`;
  const urlIn = (lang: LanguageCode) => absoluteUrl(siteUrl, localizedPath(lang, path));
  const alternates = LANGUAGE_CODES.map((lang) => ({ hrefLang: lang, href: urlIn(lang) }));
  alternates.push({ hrefLang: 'x-default', href: urlIn(DEFAULT_LANGUAGE) });
  return { canonical: urlIn(language), alternates };
}

/** A published path split into its language and its Italian form ("/en/x/" -> en, "/x/"). */
export function splitLanguagePath(path: string): { language: LanguageCode; originalPath: string } {
  const [, first = '', ...rest] = path.split('/');
  if (first !== DEFAULT_LANGUAGE && isLanguageCode(first))
    return { language: first, originalPath: `/${rest.join('/')}` };
  return { language: DEFAULT_LANGUAGE, originalPath: path };
}

/** What stays out of the sitemap: not-found pages and Gatsby's internals. */
const NOT_INDEXED = /^\/(404(\.html|\/)?$|dev-404-page\/?$|offline-plugin-app-shell-fallback)/;
export const isIndexablePath = (path: string) =>
  !NOT_INDEXED.test(splitLanguagePath(path).originalPath);

export function sitemapEntry(siteUrl: string, path: string) {
  const { language, originalPath } = splitLanguagePath(path);
  const { canonical, alternates } = pageUrls(siteUrl, language, originalPath);
  const links = alternates.map(({ hrefLang, href }) => ({ lang: hrefLang, url: href }));
  return { url: canonical, links };
}

export const robotsTxt = (siteUrl: string): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap-index.xml')}\n`;

type StudioFacts = Record<'name' | 'email' | 'areaServed' | 'description' | 'language', string>;
type Company = CompanyOffice & Pick<CompanyFacts, 'legalName' | 'vatNumber' | 'taxCode'>;

/** An engagement of the Pricing section, in the page's language, for its Offer. */
export interface EngagementOffer {
  title: string;
  priceFrom: number;
  priceTo?: number | null;
  pricePeriod: 'project' | 'month';
}
/** The prices' facts of site.yaml. */
export type PriceFacts = { currency: string; pricesIncludeVat: boolean };

// Each engagement as an Offer of its Service, priced as the page shows it: a minimum, a range, a
// monthly fee (UN/CEFACT unit code MON).
function offerJsonLd(engagement: EngagementOffer, { currency, pricesIncludeVat }: PriceFacts) {
  return {
    '@type': 'Offer',
    itemOffered: { '@type': 'Service', name: engagement.title },
    priceSpecification: {
      '@type': engagement.pricePeriod === 'month' ? 'UnitPriceSpecification' : 'PriceSpecification',
      priceCurrency: currency,
      minPrice: engagement.priceFrom,
      ...(engagement.priceTo ? { maxPrice: engagement.priceTo } : {}),
      ...(engagement.pricePeriod === 'month' ? { unitCode: 'MON' } : {}),
      valueAddedTaxIncluded: pricesIncludeVat,
    },
  };
}
export function professionalServiceJsonLd(
  siteUrl: string,
  facts: StudioFacts,
  company: Company,
  offers: { engagements: readonly EngagementOffer[]; prices: PriceFacts } = {
    engagements: [],
    prices: { currency: 'EUR', pricesIncludeVat: false },
  },
) {
  const { engagements, prices } = offers;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId(siteUrl),
    name: facts.name,
    url: absoluteUrl(siteUrl, localizedPath(facts.language, '/')),
    logo: absoluteUrl(siteUrl, '/icons/icon-512x512.png'), // gatsby-plugin-manifest's, square
    image: absoluteUrl(siteUrl, SHARE_IMAGE.path),
    description: facts.description,
    email: facts.email,
    areaServed: facts.areaServed,
    availableLanguage: [...LANGUAGE_CODES],
    inLanguage: facts.language,
    // The legal identity (content/company.yaml): the same facts as every page's footer.
    legalName: company.legalName,
    vatID: `IT${company.vatNumber}`, // the EU VAT identifier of an Italian P.IVA
    taxID: taxId(company),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.officeStreet,
      postalCode: company.officePostalCode,
      addressLocality: company.officeCity,
      ...(company.officeProvince ? { addressRegion: company.officeProvince } : {}),
      addressCountry: company.officeCountry, // its ISO code
    },
    ...(engagements.length > 0
      ? { makesOffer: engagements.map((engagement) => offerJsonLd(engagement, prices)) }
      : {}),
  };
}

/** The organization the home page's JSON-LD describes, by its @id. */
const organizationId = (siteUrl: string) => `${absoluteUrl(siteUrl, '/')}#organization`;

interface CaseStudyFacts {
  language: LanguageCode;
  originalPath: string;
  title: string;
  description: string;
  /** The share picture's path (1200×630). */
  imagePath: string;
  studioName: string;
  /** The names of the home page and of the work index, in the page's language. */
  crumbs: { home: string; work: string };
}

/** A case study as a CreativeWork by the studio, with the breadcrumb that leads to it. */
export function caseStudyJsonLd(siteUrl: string, facts: CaseStudyFacts) {
  const urlOf = (path: string) => absoluteUrl(siteUrl, localizedPath(facts.language, path));
  const url = urlOf(facts.originalPath);
  const crumbs = [
    { name: facts.crumbs.home, item: urlOf('/') },
    { name: facts.crumbs.work, item: urlOf(WORK_INDEX_PATH) },
    { name: facts.title, item: url },
  ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb }));
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'CreativeWork',
        '@id': `${url}#case-study`,
        name: facts.title,
        description: facts.description,
        url,
        image: absoluteUrl(siteUrl, facts.imagePath),
        inLanguage: facts.language,
        creator: {
          '@type': 'Organization',
          '@id': organizationId(siteUrl),
          name: facts.studioName,
        },
      },
      { '@type': 'BreadcrumbList', itemListElement: crumbs },
    ],
  };
}

// JSON for an inline <script>: "<" is escaped as \u003c so no text in it can close the script
// element ("</script>") or open a comment; U+2028 and U+2029 are escaped for old parsers.
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
