/**
 * What differs per language is its words: for each language, its home page, its not-found page
 * and its legal pages as nginx serves them, in that language.
 */
import {
  LANGUAGES,
  errorsOf,
  eventually,
  languageAt,
  openPage,
  sharedBrowser,
  url,
} from './support/browser';
import { facts, inLanguage, legalPages, words } from './support/content';
import type { FooterLink, Project, Service } from './support/content';
import { resolveSiteUrl } from '../src/lib/site-url';

const browser = sharedBrowser();
const SITE_URL = resolveSiteUrl(process.env);

describe.each(LANGUAGES)('in $code', ({ code, home }) => {
  const t = words(code);
  const say = inLanguage(code);

  it('the home page speaks the language: lang, hreflang, headings, navigation, form', async () => {
    const page = await browser().newPage();
    const errors = errorsOf(page);
    const response = await page.goto(url(home));
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(code);
    const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    );
    expect(alternates).toEqual(
      expect.arrayContaining([
        ...LANGUAGES.map((language) => [language.code, `${SITE_URL}${language.home}`]),
        ['x-default', `${SITE_URL}/`],
      ]),
    );
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${SITE_URL}${home}`);

    // Text content: sections off screen are not rendered (content-visibility), their innerText is ''.
    const h2 = await page.getByRole('heading', { level: 2 }).allTextContents();
    for (const id of ['about', 'demo', 'services', 'work', 'contact']) {
      expect(h2).toContain(t(`${id}.title`));
    }
    const pictures = page.locator('#about picture img, #work picture img');
    expect(
      await pictures.evaluateAll((images: HTMLImageElement[]) => images.map((image) => image.alt)),
    ).toEqual([
      t('about.team.alt'),
      ...facts<Project[]>('projects.yaml')
        .filter((project) => project.featured)
        .map((project) => say(project.alt)),
    ]);
    const services = await page.locator('#services').getByRole('heading', { level: 3 });
    expect(await services.allTextContents()).toEqual(
      facts<Service[]>('services.yaml').map((service) => say(service.title)),
    );
    const nav = page.getByRole('navigation', { name: t('nav.label') });
    // The theme toggle needs the app: a page still hydrating 1.5 s after its load shows it as no-js.
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await nav.getByRole('button', { name: t('nav.theme.system') }).count()).toBe(1);
    for (const id of t.keys('nav.links')) {
      expect(await nav.getByRole('link', { name: t(`nav.links.${id}`), exact: true }).count()).toBe(
        1,
      );
    }
    const form = page.getByRole('form', { name: t('contact.form.label') });
    for (const field of ['name', 'email', 'message']) {
      await expect(
        form.getByLabel(t(`contact.fields.${field}.label`), { exact: true }).count(),
      ).resolves.toBe(1);
    }

    // Hydrated, the page keeps its language and says the form's errors in it.
    await page.waitForLoadState('networkidle');
    await form.getByRole('button', { name: t('contact.form.submit') }).click();
    await expect(
      form.getByText(t('contact.errors.nameRequired')).waitFor(),
    ).resolves.toBeUndefined();
    expect(await page.getAttribute('html', 'lang')).toBe(code);
    expect(errors).toEqual([]);
  });

  it('an unknown path answers 404 with the not-found page in the language, not indexed', async () => {
    const page = await browser().newPage();
    const response = await page.goto(url(`${home}no-such-page/`));
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe(code);
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toMatch(/noindex/);
    await expect(page.getByText(t('notFound.title')).count()).resolves.toBe(1);
    expect(await page.getByRole('link', { name: t('notFound.home') }).getAttribute('href')).toBe(
      home,
    );

    // The language menu works here too (the i18n plugin's 404 once crashed on it).
    const errors = errorsOf(page);
    const next = languageAt(LANGUAGES.findIndex((language) => language.code === code) + 1);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: new RegExp(t('languageSwitcher.label')) }).click();
    await page
      .getByRole('link', { name: new RegExp(next.name) })
      .first()
      .click();
    await page.waitForURL(url(next.home));
    await eventually(async () => expect(await page.getAttribute('html', 'lang')).toBe(next.code));
    expect(errors.filter((error) => !/404|no-such-page/.test(error))).toEqual([]);
  });

  it('the legal pages have their title and text, linked from the footer', async () => {
    const page = await browser().newPage();
    await openPage(page, home);
    const footer = page.getByRole('navigation', { name: t('footer.linksLabel') });
    const links = facts<FooterLink[]>('footer-links.yaml');
    for (const { slug, title } of legalPages(code)) {
      const entry = links.find((link) => link.href === `/${slug}/`);
      if (!entry) throw new Error(`content/footer-links.yaml has no link to /${slug}/`);
      const link = footer.getByRole('link', { name: say(entry.label), exact: true });
      expect(await link.getAttribute('href', { timeout: 5_000 })).toBe(`${home}${slug}/`);
      const legal = await browser().newPage();
      const response = await legal.goto(url(`${home}${slug}/`));
      expect(response?.status()).toBe(200);
      expect(await legal.getAttribute('html', 'lang')).toBe(code);
      expect(await legal.getByRole('heading', { level: 1 }).innerText()).toBe(title);
      // Not empty: a second build over a first one's cache once published empty legal pages.
      expect((await legal.locator('main').innerText()).length).toBeGreaterThan(500);
      await legal.close();
    }
  });
});
