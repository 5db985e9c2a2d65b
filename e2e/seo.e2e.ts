import type { Page } from 'playwright-core';
import { resolveSiteUrl } from '../src/lib/site-url';
import { theme } from '../src/theme/theme';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  baseUrl,
  openPage,
  sharedBrowser,
  url,
} from './support/browser';
import { facts, legalTexts, words } from './support/content';
import type { Site } from './support/content';

/** The public address the build under test was made with (the same rule gatsby-config uses). */
const SITE = resolveSiteUrl(process.env);
const STUDIO = facts<Site>('site.yaml').name;
/** A language's home page on the public site. */
const publicHome = (home: string) => `${SITE}${home}`;
const ALTERNATES = [
  ...LANGUAGES.map((language) => [language.code, publicHome(language.home)]),
  ['x-default', publicHome(DEFAULT_LANGUAGE.home)],
];

const browser = sharedBrowser();

/** The test server's path for an absolute URL on the public site. */
function localPath(publicUrl: string): string {
  expect(publicUrl.startsWith(`${SITE}/`)).toBe(true);
  return publicUrl.slice(SITE.length);
}

async function fetchText(
  pathname: string,
): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(url(pathname));
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

async function metaContent(page: Page, attribute: 'name' | 'property', key: string) {
  return page
    .locator(`head meta[${attribute}="${key}"]`)
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('content')));
}

/** Scrolls to the bottom in viewport-sized steps, letting lazy sections load on the way. */
async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atBottom) break;
  }
  await page.waitForLoadState('networkidle');
}

describe.each(LANGUAGES)(
  'the $code home page, as a crawler reads its head',
  ({ code, home, ogLocale }) => {
    const t = words(code);
    const meta = {
      title: t('meta.title'),
      description: t('meta.description'),
      imageAlt: t('meta.imageAlt'),
    };
    let page: Page;

    beforeAll(async () => {
      page = await browser().newPage({ javaScriptEnabled: false });
      const response = await page.goto(url(home));
      expect(response?.status()).toBe(200);
    });

    it('has its language, title and description', async () => {
      expect(await page.getAttribute('html', 'lang')).toBe(code);
      expect(await page.title()).toBe(meta.title);
      expect(await metaContent(page, 'name', 'description')).toEqual([meta.description]);
      expect(await metaContent(page, 'name', 'theme-color')).toEqual([theme.colors.primary]);
      expect(await metaContent(page, 'name', 'robots')).toEqual([]);
    });

    it('names its canonical URL and its alternates in every language and x-default', async () => {
      const canonical = await page
        .locator('head link[rel="canonical"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
      expect(canonical).toEqual([publicHome(home)]);
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((nodes) =>
          nodes.map((node) => [node.getAttribute('hreflang'), node.getAttribute('href')]),
        );
      expect(alternates).toEqual(ALTERNATES);
    });

    it('has Open Graph and Twitter card tags with an absolute share image', async () => {
      expect(await metaContent(page, 'property', 'og:type')).toEqual(['website']);
      expect(await metaContent(page, 'property', 'og:title')).toEqual([meta.title]);
      expect(await metaContent(page, 'property', 'og:description')).toEqual([meta.description]);
      expect(await metaContent(page, 'property', 'og:url')).toEqual([publicHome(home)]);
      expect(await metaContent(page, 'property', 'og:site_name')).toEqual([STUDIO]);
      expect(await metaContent(page, 'property', 'og:image')).toEqual([`${SITE}/og-image.png`]);
      expect(await metaContent(page, 'property', 'og:image:width')).toEqual(['1200']);
      expect(await metaContent(page, 'property', 'og:image:height')).toEqual(['630']);
      expect(await metaContent(page, 'property', 'og:image:alt')).toEqual([meta.imageAlt]);
      expect(await metaContent(page, 'property', 'og:locale')).toEqual([ogLocale]);
      expect((await metaContent(page, 'property', 'og:locale:alternate')).sort()).toEqual(
        LANGUAGES.map((language) => language.ogLocale)
          .filter((locale) => locale !== ogLocale)
          .sort(),
      );
      expect(await metaContent(page, 'name', 'twitter:card')).toEqual(['summary_large_image']);
      expect(await metaContent(page, 'name', 'twitter:title')).toEqual([meta.title]);
      expect(await metaContent(page, 'name', 'twitter:description')).toEqual([meta.description]);
      expect(await metaContent(page, 'name', 'twitter:image')).toEqual([`${SITE}/og-image.png`]);
    });

    it('describes the studio as a ProfessionalService in valid JSON-LD', async () => {
      const scripts = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
      expect(scripts).toHaveLength(1);
      const data = JSON.parse(scripts[0] ?? '');
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'ProfessionalService',
        name: STUDIO,
        url: publicHome(home),
        logo: `${SITE}/icons/icon-512x512.png`,
        description: meta.description,
        email: expect.stringContaining('@'),
        areaServed: expect.any(String),
        availableLanguage: LANGUAGES.map((language) => language.code),
        contactPoint: { '@type': 'ContactPoint', email: data.email },
      });
    });

    it('links an icon, an apple-touch-icon and its language web app manifest', async () => {
      const icons = await page
        .locator('head link[rel="icon"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('type')));
      expect(icons).toEqual(expect.arrayContaining(['image/svg+xml', 'image/png']));
      expect(await page.locator('head link[rel="apple-touch-icon"]').count()).toBeGreaterThan(0);

      const href = await page.getAttribute('head link[rel="manifest"]', 'href');
      expect(href).toBeTruthy();
      const manifest = await fetchText(href ?? '');
      expect(manifest.status).toBe(200);
      const data = JSON.parse(manifest.text);
      expect(data).toMatchObject({
        name: STUDIO,
        lang: code,
        start_url: home,
        theme_color: theme.colors.primary,
        background_color: theme.colors.surface,
      });
      expect(data.icons.length).toBeGreaterThan(0);
      const largest = data.icons.find((icon: { sizes: string }) => icon.sizes === '512x512');
      expect(largest).toBeDefined();
      const icon = await fetch(new URL(largest.src, url(href ?? '/')));
      expect(icon.status).toBe(200);
      expect(icon.headers.get('content-type')).toBe('image/png');
    });
  },
);

describe.each(LANGUAGES)('the $code not-found page', ({ home }) => {
  it('is noindex, with neither canonical nor alternates', async () => {
    const page = await browser().newPage({ javaScriptEnabled: false });
    const response = await page.goto(url(`${home}no-such-page/`));
    expect(response?.status()).toBe(404);
    expect(await metaContent(page, 'name', 'robots')).toEqual(['noindex']);
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(0);
    expect(await page.locator('head link[rel="alternate"]').count()).toBe(0);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
  });
});

describe('the sitemap and robots.txt', () => {
  it('lists every language page and legal page, each with its alternates, and no 404', async () => {
    const index = await fetchText('/sitemap-index.xml');
    expect(index.status).toBe(200);
    const page = await browser().newPage();
    const parse = (xml: string, selector: string) =>
      page.evaluate(
        ([text, query]) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          if (doc.querySelector('parsererror')) throw new Error('not well-formed XML');
          return [...doc.getElementsByTagName(query)].map((node) => node.textContent ?? '');
        },
        [xml, selector] as const,
      );
    const sitemaps = await parse(index.text, 'loc');
    expect(sitemaps).toEqual([`${SITE}/sitemap-0.xml`]);

    const sitemap = await fetchText(localPath(sitemaps[0] ?? ''));
    expect(sitemap.status).toBe(200);
    const entries = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return [...doc.getElementsByTagName('url')].map((entry) => ({
        loc: entry.getElementsByTagName('loc')[0]?.textContent,
        links: [...entry.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map(
          (link) => [link.getAttribute('hreflang'), link.getAttribute('href')],
        ),
      }));
    }, sitemap.text);
    const slugs = legalTexts(DEFAULT_LANGUAGE.code).map((text) => text.slug);
    const pages = ['', ...slugs.map((slug) => `${slug}/`)];
    expect(entries.map((entry) => entry.loc).sort()).toEqual(
      pages
        .flatMap((page) => LANGUAGES.map((language) => publicHome(`${language.home}${page}`)))
        .sort(),
    );
    for (const entry of entries) {
      const page =
        pages.find((candidate) => entry.loc?.endsWith(`/${candidate}`) && candidate !== '') ?? '';
      expect(entry.links).toEqual(ALTERNATES.map(([lang, href]) => [lang, `${href}${page}`]));
    }
    expect(sitemap.text).not.toMatch(/404/);
  });

  it('robots.txt allows crawling and points to the sitemap index', async () => {
    const robots = await fetchText('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toMatch(/^text\/plain/);
    expect(robots.text).toMatch(/^User-agent: \*$/m);
    expect(robots.text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots.text).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap-index.xml$`, 'm'));
  });

  it('serves the share image (1200×630 PNG), the favicons and the SVG logo mark', async () => {
    const image = await fetch(url('/og-image.png'));
    expect(image.status).toBe(200);
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    for (const icon of ['/favicon.ico', '/favicon.svg', '/favicon-32x32.png']) {
      expect([icon, (await fetch(url(icon))).status]).toEqual([icon, 200]);
    }
  });
});

describe.each(LANGUAGES)('privacy on the $code page', ({ code, home }) => {
  const t = words(code);

  it('sends no request to another host and sets no cookie while loading and scrolling', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const offSite: string[] = [];
    const failed: string[] = [];
    const requested: string[] = [];
    const { host } = new URL(baseUrl());
    page.on('request', (request) => {
      requested.push(request.url());
      const target = new URL(request.url());
      if (target.protocol === 'data:' || target.protocol === 'blob:') return;
      if (target.host !== host) offSite.push(request.url());
    });
    page.on('requestfailed', (request) => failed.push(`${request.url()} failed`));
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
    });
    await openPage(page, home);
    await scrollThrough(page);
    // The scroll reached the lazily loaded chart, so its requests were recorded too.
    await page.waitForSelector('#demo .apexcharts-svg', { timeout: 15_000 });
    expect(requested.some((request) => request.endsWith('.woff2'))).toBe(true);
    expect(offSite).toEqual([]);
    expect(failed).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
  });

  it('tells under the contact form what happens to the data, linking the privacy policy', async () => {
    const page = await browser().newPage();
    await openPage(page, home);
    const form = page.locator('#contact form');
    await form.scrollIntoViewIfNeeded();
    const notice = form.getByText(t('contact.privacyNotice.text'));
    await notice.waitFor({ state: 'visible' });
    expect(await notice.isVisible()).toBe(true);
    const link = form.getByRole('link', { name: t('contact.privacyNotice.link'), exact: true });
    expect(await link.isVisible()).toBe(true);
    const footerPrivacy = await page
      .locator('footer nav')
      .getByRole('link', { name: t('footer.links.privacy'), exact: true })
      .getAttribute('href');
    expect(await link.getAttribute('href')).toBe(footerPrivacy);
    // The notice sits below the submit button.
    const button = await form
      .getByRole('button', { name: t('contact.form.submit'), exact: true })
      .boundingBox();
    const box = await notice.boundingBox();
    expect(box && button && box.y >= button.y + button.height).toBe(true);
  });
});
