/**
 * The legal pages (content/legal/<language>/<page>.md) in Chromium: each language has each page,
 * with the words of its file, the studio's facts of content/site.yaml, its head for crawlers,
 * links to it from the footer and the contact form, no section, chart or form code, and no
 * WCAG 2 A/AA violation.
 */
import { resolveSiteUrl } from '../src/lib/site-url';
import { LANGUAGES, axeViolations, openPage, sharedBrowser, url } from './support/browser';
import { facts, legalTexts, words } from './support/content';
import type { FooterLink, Site } from './support/content';

const SITE_URL = resolveSiteUrl(process.env);
const STUDIO = facts<Site>('site.yaml');
const LINKS = facts<FooterLink[]>('footer-links.yaml');

/** A Markdown text as the page shows it: its words, without the Markdown around them. */
const plainWords = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:[-*]|#+)\s+/gm, '')
    .replace(/[*`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const browser = sharedBrowser();

describe.each(LANGUAGES)('the $code legal pages', ({ code, home }) => {
  const t = words(code);
  const texts = legalTexts(code);

  it('are there: a privacy policy, terms of service and a cookie policy', () => {
    expect(texts.map((text) => text.slug)).toEqual(
      expect.arrayContaining(['privacy', 'terms', 'cookies']),
    );
  });

  it.each(texts.map((text) => [text.slug, text] as const))(
    '%s: its file’s words, the studio as controller, its head, no code beyond the frame, no axe violation',
    async (slug, text) => {
      const page = await browser().newPage({ reducedMotion: 'reduce' });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      const pathname = `${home}${slug}/`;
      const response = await page.goto(url(pathname), { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      await page.waitForSelector('header[data-loaded]');
      await page.waitForLoadState('networkidle');

      expect(await page.getAttribute('html', 'lang')).toBe(code);
      expect(await page.locator('h1').innerText()).toBe(text.title);
      expect(await page.title()).toBe(
        t('legal.metaTitle', { title: text.title, name: STUDIO.name }),
      );
      expect(await page.getAttribute('meta[name="description"]', 'content')).toBe(text.description);
      const main = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
      for (const paragraph of text.body
        .split(/\n\s*\n/)
        .map(plainWords)
        .filter(Boolean)) {
        expect(main).toContain(paragraph.split(' ').slice(0, 6).join(' '));
      }
      if (slug === 'privacy') {
        expect(main).toContain(STUDIO.legalName);
        expect(await page.locator(`main a[href="mailto:${STUDIO.email}"]`).count()).toBeGreaterThan(
          0,
        );
      }

      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(
        `${SITE_URL}${pathname}`,
      );
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((nodes) =>
          nodes.map((node) => [node.getAttribute('hreflang'), node.getAttribute('href')]),
        );
      expect(alternates).toEqual([
        ...LANGUAGES.map((language) => [language.code, `${SITE_URL}${language.home}${slug}/`]),
        ['x-default', `${SITE_URL}${LANGUAGES.find((l) => l.home === '/')?.home ?? '/'}${slug}/`],
      ]);

      expect(
        scripts.filter((script) => /deferred-section|revenue-chart|apexcharts/.test(script)),
      ).toEqual([]);
      expect(await page.locator('form, .apexcharts-canvas').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  it('are linked from the footer and from the notice under the contact form, in this language', async () => {
    const page = await browser().newPage();
    await openPage(page, home);
    const footer = page.locator('footer').last();
    for (const link of LINKS.filter((entry) => entry.href.startsWith('/'))) {
      expect(
        await footer
          .getByRole('link', { name: t(`footer.links.${link.id}`), exact: true })
          .getAttribute('href'),
      ).toBe(`${home}${link.href.slice(1)}`);
    }
    const privacy = texts.find((text) => text.slug === 'privacy');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await Promise.all([
      page.waitForURL(url(`${home}privacy/`)),
      page.getByRole('link', { name: t('contact.privacyNotice.link'), exact: true }).click(),
    ]);
    expect(await page.locator('h1').innerText()).toBe(privacy?.title);
    // The footer of the page marks its own link.
    expect(
      await page
        .locator('footer')
        .last()
        .getByRole('link', { name: t('footer.links.privacy'), exact: true })
        .getAttribute('aria-current'),
    ).toBe('page');
  });
});
