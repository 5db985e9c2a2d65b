import {
  OG_LOCALES,
  absoluteUrl,
  isIndexablePath,
  pageUrls,
  professionalServiceJsonLd,
  robotsTxt,
  serializeJsonLd,
  sitemapEntry,
  splitLanguagePath,
} from './seo';

const SITE = 'https://www.nodo.test';

describe('absoluteUrl', () => {
  it('joins the site and a path with exactly one slash', () => {
    expect(absoluteUrl(SITE, '/en/')).toBe('https://www.nodo.test/en/');
    expect(absoluteUrl(`${SITE}/`, 'og-image.png')).toBe('https://www.nodo.test/og-image.png');
  });
});

describe('pageUrls', () => {
  const alternates = [
    { hrefLang: 'it', href: 'https://www.nodo.test/' },
    { hrefLang: 'en', href: 'https://www.nodo.test/en/' },
    { hrefLang: 'fr', href: 'https://www.nodo.test/fr/' },
    { hrefLang: 'x-default', href: 'https://www.nodo.test/' },
  ];

  it.each([
    ['it', 'https://www.nodo.test/'],
    ['en', 'https://www.nodo.test/en/'],
    ['fr', 'https://www.nodo.test/fr/'],
  ] as const)(
    'gives the %s home page its canonical URL and the same four alternates',
    (lang, url) => {
      expect(pageUrls(SITE, lang, '/')).toEqual({ canonical: url, alternates });
    },
  );

  it('adds the trailing slash the site publishes every path with', () => {
    expect(pageUrls(SITE, 'fr', '/studio').canonical).toBe('https://www.nodo.test/fr/studio/');
    expect(pageUrls(SITE, 'it', 'studio').alternates.at(-1)).toEqual({
      hrefLang: 'x-default',
      href: 'https://www.nodo.test/studio/',
    });
  });
});

describe('splitLanguagePath and isIndexablePath', () => {
  it('reads the language prefix of a published path', () => {
    expect(splitLanguagePath('/')).toEqual({ language: 'it', originalPath: '/' });
    expect(splitLanguagePath('/en/')).toEqual({ language: 'en', originalPath: '/' });
    expect(splitLanguagePath('/fr/404/')).toEqual({ language: 'fr', originalPath: '/404/' });
    expect(splitLanguagePath('/it/')).toEqual({ language: 'it', originalPath: '/it/' });
  });

  it.each(['/', '/en/', '/fr/', '/fr/studio/'])('keeps %s in the sitemap', (path) => {
    expect(isIndexablePath(path)).toBe(true);
  });

  it.each(['/404/', '/404.html', '/en/404/', '/en/404.html', '/fr/404/', '/dev-404-page/'])(
    'leaves %s out of the sitemap',
    (path) => {
      expect(isIndexablePath(path)).toBe(false);
    },
  );
});

describe('sitemapEntry', () => {
  it('lists the page and its alternates in every language and x-default', () => {
    expect(sitemapEntry(SITE, '/en/')).toEqual({
      url: 'https://www.nodo.test/en/',
      links: [
        { lang: 'it', url: 'https://www.nodo.test/' },
        { lang: 'en', url: 'https://www.nodo.test/en/' },
        { lang: 'fr', url: 'https://www.nodo.test/fr/' },
        { lang: 'x-default', url: 'https://www.nodo.test/' },
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

describe('OG_LOCALES', () => {
  it('maps each language to its Open Graph locale', () => {
    expect(OG_LOCALES).toEqual({ it: 'it_IT', en: 'en_GB', fr: 'fr_FR' });
  });
});

describe('professionalServiceJsonLd', () => {
  const facts = {
    name: 'Nodo Studio',
    email: 'ciao@nodo.test',
    areaServed: 'Europe',
    language: 'fr',
    description: 'Des web apps sur mesure.',
  } as const;

  it('describes the studio with absolute URLs, its contact point and languages', () => {
    expect(professionalServiceJsonLd(SITE, facts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      '@id': 'https://www.nodo.test/#organization',
      name: 'Nodo Studio',
      url: 'https://www.nodo.test/fr/',
      logo: 'https://www.nodo.test/icons/icon-512x512.png',
      image: 'https://www.nodo.test/og-image.png',
      description: 'Des web apps sur mesure.',
      email: 'ciao@nodo.test',
      areaServed: 'Europe',
      availableLanguage: ['it', 'en', 'fr'],
      inLanguage: 'fr',
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: 'ciao@nodo.test',
        url: 'https://www.nodo.test/fr/#contact',
        availableLanguage: ['it', 'en', 'fr'],
      },
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element it is written into', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> <!--' });
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> <!--' });
  });

  it('escapes the line separators old JavaScript parsers choke on', () => {
    const text = serializeJsonLd({ a: 'x\u2028y\u2029z' });
    expect(text).toBe('{"a":"x\\u2028y\\u2029z"}');
    expect(JSON.parse(text)).toEqual({ a: 'x\u2028y\u2029z' });
  });
});
