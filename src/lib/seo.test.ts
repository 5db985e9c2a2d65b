import {
  absoluteUrl,
  ogLocales,
  isIndexablePath,
  pageUrls,
  professionalServiceJsonLd,
  robotsTxt,
  serializeJsonLd,
  sitemapEntry,
  splitLanguagePath,
} from './seo';

import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages';
import { LANGUAGES } from './page-shape';

const SITE = 'https://www.nodo.test';

/** A language's home page on the test site: the default language at the root. */
const homeUrl = (code: string) => (code === DEFAULT_LANGUAGE ? `${SITE}/` : `${SITE}/${code}/`);

/** A language of page-shape.json other than the default. */
const OTHER = LANGUAGE_CODES.find((code) => code !== DEFAULT_LANGUAGE) ?? '';

describe('absoluteUrl', () => {
  it('joins the site and a path with exactly one slash', () => {
    expect(absoluteUrl(SITE, '/en/')).toBe('https://www.nodo.test/en/');
    expect(absoluteUrl(`${SITE}/`, 'og-image.png')).toBe('https://www.nodo.test/og-image.png');
  });
});

describe('pageUrls', () => {
  const alternates = [
    ...LANGUAGE_CODES.map((code) => ({ hrefLang: code, href: homeUrl(code) })),
    { hrefLang: 'x-default', href: `${SITE}/` },
  ];

  it.each(LANGUAGE_CODES)(
    'gives the %s home page its canonical URL and an alternate in every language plus x-default',
    (lang) => {
      expect(pageUrls(SITE, lang, '/')).toEqual({ canonical: homeUrl(lang), alternates });
    },
  );

  it('adds the trailing slash the site publishes every path with', () => {
    expect(pageUrls(SITE, OTHER, '/studio').canonical).toBe(
      `https://www.nodo.test/${OTHER}/studio/`,
    );
    expect(pageUrls(SITE, DEFAULT_LANGUAGE, 'studio').alternates.at(-1)).toEqual({
      hrefLang: 'x-default',
      href: 'https://www.nodo.test/studio/',
    });
  });
});

describe('splitLanguagePath and isIndexablePath', () => {
  it('reads the language prefix of a published path', () => {
    expect(splitLanguagePath('/')).toEqual({ language: DEFAULT_LANGUAGE, originalPath: '/' });
    for (const code of LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE)) {
      expect(splitLanguagePath(`/${code}/`)).toEqual({ language: code, originalPath: '/' });
      expect(splitLanguagePath(`/${code}/404/`)).toEqual({ language: code, originalPath: '/404/' });
    }
    // The default language has no prefix: a folder of its name is a page of its own.
    expect(splitLanguagePath(`/${DEFAULT_LANGUAGE}/`)).toEqual({
      language: DEFAULT_LANGUAGE,
      originalPath: `/${DEFAULT_LANGUAGE}/`,
    });
    expect(splitLanguagePath('/xx/')).toEqual({ language: DEFAULT_LANGUAGE, originalPath: '/xx/' });
  });

  it.each(['/', `/${OTHER}/`, `/${OTHER}/studio/`, ...LANGUAGE_CODES.map((code) => `/${code}/`)])(
    'keeps %s in the sitemap',
    (path) => {
      expect(isIndexablePath(path)).toBe(true);
    },
  );

  it.each([
    '/404/',
    '/404.html',
    ...LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE).flatMap((code) => [
      `/${code}/404/`,
      `/${code}/404.html`,
    ]),
    '/dev-404-page/',
  ])('leaves %s out of the sitemap', (path) => {
    expect(isIndexablePath(path)).toBe(false);
  });
});

describe('sitemapEntry', () => {
  it('lists the page and its alternates in every language and x-default', () => {
    expect(sitemapEntry(SITE, `/${OTHER}/`)).toEqual({
      url: homeUrl(OTHER),
      links: [
        ...LANGUAGE_CODES.map((code) => ({ lang: code, url: homeUrl(code) })),
        { lang: 'x-default', url: `${SITE}/` },
      ],
    });
  });
});

describe('robotsTxt', () => {
  it('allows everything and points to the sitemap index', () => {
    expect(robotsTxt(SITE)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.nodo.test/sitemap-index.xml\n',
    );
  });
});

describe('ogLocales', () => {
  it.each(LANGUAGES.map((language) => [language.code, language] as const))(
    'gives the %s page its Open Graph locale from page-shape.json, the others as alternates',
    (code, language) => {
      expect(ogLocales(code)).toEqual({
        locale: language.ogLocale,
        alternates: LANGUAGES.filter((other) => other !== language).map((other) => other.ogLocale),
      });
    },
  );

  it('treats a language it does not know as the default', () => {
    expect(ogLocales('xx')).toEqual(ogLocales(DEFAULT_LANGUAGE));
  });
});

describe('professionalServiceJsonLd', () => {
  const facts = {
    name: 'Nodo Studio',
    email: 'ciao@nodo.test',
    areaServed: 'Europe',
    language: OTHER,
    description: 'Des web apps sur mesure.',
  };

  const company = {
    legalName: 'Nodo Studio S.r.l.',
    vatNumber: '01234567897',
    taxCode: null,
    officeStreet: 'Via Roma 1',
    officePostalCode: '20121',
    officeCity: 'Milano',
    officeProvince: 'MI',
    officeCountry: 'IT',
  };

  it('describes the studio with absolute URLs, its contact point, languages and legal identity', () => {
    expect(professionalServiceJsonLd(SITE, facts, company)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      '@id': 'https://www.nodo.test/#organization',
      name: 'Nodo Studio',
      url: homeUrl(OTHER),
      logo: 'https://www.nodo.test/icons/icon-512x512.png',
      image: 'https://www.nodo.test/og-image.png',
      description: 'Des web apps sur mesure.',
      email: 'ciao@nodo.test',
      areaServed: 'Europe',
      availableLanguage: LANGUAGE_CODES,
      inLanguage: OTHER,
      legalName: 'Nodo Studio S.r.l.',
      vatID: 'IT01234567897',
      taxID: '01234567897',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Via Roma 1',
        postalCode: '20121',
        addressLocality: 'Milano',
        addressRegion: 'MI',
        addressCountry: 'IT',
      },
    });
  });

  it('offers each engagement as a Service with its price: a minimum, a range or a monthly fee', () => {
    const engagements = [
      {
        title: 'Atelier',
        priceFrom: 1500,
        pricePeriod: 'project' as const,
      },
      {
        title: 'Tableau de bord',
        priceFrom: 4500,
        priceTo: 9000,
        pricePeriod: 'project' as const,
      },
      {
        title: 'Maintenance',
        priceFrom: 600,
        pricePeriod: 'month' as const,
      },
    ];
    const prices = { currency: 'EUR', pricesIncludeVat: false };
    const jsonLd = professionalServiceJsonLd(SITE, facts, company, { engagements, prices });
    expect(jsonLd.makesOffer).toEqual([
      {
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: 'Atelier' },
        priceSpecification: {
          '@type': 'PriceSpecification',
          priceCurrency: 'EUR',
          minPrice: 1500,
          valueAddedTaxIncluded: false,
        },
      },
      {
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: 'Tableau de bord' },
        priceSpecification: {
          '@type': 'PriceSpecification',
          priceCurrency: 'EUR',
          minPrice: 4500,
          maxPrice: 9000,
          valueAddedTaxIncluded: false,
        },
      },
      {
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: 'Maintenance' },
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          priceCurrency: 'EUR',
          minPrice: 600,
          unitCode: 'MON',
          valueAddedTaxIncluded: false,
        },
      },
    ]);
  });

  it('gives the tax code as taxID when it differs from the VAT number', () => {
    const person = { ...company, taxCode: 'RSSMRA80A01F205X', officeProvince: null };
    const jsonLd = professionalServiceJsonLd(SITE, facts, person);
    expect(jsonLd.taxID).toBe('RSSMRA80A01F205X');
    expect(jsonLd.address).not.toHaveProperty('addressRegion');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element it is written into', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> <!--' });
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> <!--' });
  });

  it('keeps the texts editors may write ("R&D", "A > B", "< 24h") as they are', () => {
    const name = 'R&D, A > B, Risposta in < 24h';
    const text = serializeJsonLd({ name });
    expect(text).toBe('{"name":"R&D, A > B, Risposta in \\u003c 24h"}');
    expect(JSON.parse(text)).toEqual({ name });
  });

  it('escapes the line separators old JavaScript parsers choke on', () => {
    const text = serializeJsonLd({ a: 'x\u2028y\u2029z' });
    expect(text).toBe('{"a":"x\\u2028y\\u2029z"}');
    expect(JSON.parse(text)).toEqual({ a: 'x\u2028y\u2029z' });
  });
});
