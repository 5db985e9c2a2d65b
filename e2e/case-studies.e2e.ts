/**
 * The case studies as nginx serves them: a page per project in every language, linked from the
 * home page and the work index, described for search engines and sharing, in the sitemap, and the
 * language's 404 for a project that does not exist. Their words are checked per language; the
 * journeys (a card's link, the form naming the project) once.
 */
import { readFileSync } from 'node:fs';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  PHONE,
  axeViolations,
  errorsOf,
  eventually,
  openPage,
  sharedBrowser,
  url,
} from './support/browser';
import { facts, inLanguage, words } from './support/content';
import type { Project } from './support/content';
import { resolveSiteUrl } from '../src/lib/site-url';

const browser = sharedBrowser();
const SITE_URL = resolveSiteUrl(process.env);
const PROJECTS = facts<Project[]>('projects.yaml');
const pathOf = (home: string, project: string) => `${home}work/${project}/`;

describe.each(LANGUAGES)('in $code', ({ code, home }) => {
  const t = words(code);
  const say = inLanguage(code);

  it('every project has its page: words, pictures, quote, canonical, hreflang, Open Graph, JSON-LD', async () => {
    const page = await browser().newPage();
    for (const entry of PROJECTS) {
      const { id, quote } = entry;
      const project = (field: 'title' | 'summary' | 'client' | 'challenge' | 'built' | 'outcome') =>
        say(entry[field]);
      const response = await page.goto(url(pathOf(home, id)));
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(code);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(project('title'));
      expect(await page.getAttribute('meta[name="description"]', 'content')).toBe(
        project('summary'),
      );
      for (const key of ['client', 'challenge', 'built', 'outcome'] as const)
        expect(await page.getByText(project(key), { exact: true }).count()).toBeGreaterThan(0);

      // The main picture first, then the project's other pictures, each in AVIF and WebP.
      const alts = [say(entry.alt), ...(entry.pictures ?? []).map((more) => say(more.alt))];
      const images = page.locator('article picture img');
      expect(await images.evaluateAll((all: HTMLImageElement[]) => all.map((i) => i.alt))).toEqual(
        alts,
      );
      // AVIF where the browser reads it, WebP otherwise.
      const main = page.locator('article picture').first();
      const types = await main
        .locator('source')
        .evaluateAll((sources: HTMLSourceElement[]) => sources.map((source) => source.type));
      expect(types).toEqual(['image/avif']);
      expect(await main.locator('img').getAttribute('srcset')).toMatch(/^\S+\.webp 400w,/);

      // A client's words only with their consent, with the person in <cite>.
      if (quote) {
        const shown = page.locator('blockquote', { hasText: say(quote.text) });
        expect(await shown.count()).toBe(quote.consent ? 1 : 0);
        if (quote.consent) {
          const cite = page.locator('figure cite').first();
          expect(await cite.innerText()).toBe(quote.person);
          // The person's role in the page's language, and the company.
          const caption = page.locator('figcaption', { has: page.locator('cite') });
          expect(await caption.innerText()).toBe(
            `${quote.person}, ${say(quote.role)}, ${quote.company}`,
          );
        }
      } else expect(await page.locator('blockquote').count()).toBe(0);

      const canonical = `${SITE_URL}${pathOf(home, id)}`;
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(canonical);
      const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      );
      expect(alternates).toEqual([
        ...LANGUAGES.map((language) => [language.code, `${SITE_URL}${pathOf(language.home, id)}`]),
        ['x-default', `${SITE_URL}${pathOf(DEFAULT_LANGUAGE.home, id)}`],
      ]);

      // The share picture is the project's, 1200×630, and it is published.
      const og = (property: string) =>
        page.getAttribute(`meta[property="og:${property}"]`, 'content');
      expect([await og('type'), await og('image:width'), await og('image:height')]).toEqual([
        'article',
        '1200',
        '630',
      ]);
      const image = (await og('image'))?.replace(SITE_URL, '') ?? '';
      const picture = await fetch(url(image));
      expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      ) as { '@graph': { '@type': string; itemListElement?: { item: string }[] }[] };
      const [work, breadcrumb] = jsonLd['@graph'];
      expect(work).toMatchObject({
        '@type': 'CreativeWork',
        name: project('title'),
        url: canonical,
      });
      expect(breadcrumb?.itemListElement?.map((crumb) => crumb.item)).toEqual([
        `${SITE_URL}${home}`,
        `${SITE_URL}${home}work/`,
        canonical,
      ]);
    }
    await page.close();
  });

  it('the work index lists every project, linking to its page', async () => {
    const page = await browser().newPage();
    const response = await page.goto(url(`${home}work/`));
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(t('work.index.title'));
    for (const { id, title } of PROJECTS) {
      const link = page.getByRole('link', { name: say(title), exact: true });
      expect(await link.getAttribute('href')).toBe(pathOf(home, id));
    }
    await page.close();
  });

  it('an unknown project answers 404 with the not-found page in the language', async () => {
    const page = await browser().newPage();
    const response = await page.goto(url(pathOf(home, 'no-such-project')));
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe(code);
    await expect(page.getByText(t('notFound.title')).count()).resolves.toBe(1);
    await page.close();
  });
});

it('the sitemap lists every case study and the work index in every language', async () => {
  const index = await (await fetch(url('/sitemap-index.xml'))).text();
  const files = [...index.matchAll(/<loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
  const sitemap = (
    await Promise.all(files.map(async (file) => (await fetch(url(`/${file}`))).text()))
  ).join('');
  for (const { home } of LANGUAGES) {
    for (const path of [`${home}work/`, ...PROJECTS.map(({ id }) => pathOf(home, id))])
      expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`);
  }
});

it('a home card leads to its case study, whose form names the project in the message', async () => {
  const t = words(DEFAULT_LANGUAGE.code);
  const say = inLanguage(DEFAULT_LANGUAGE.code);
  const page = await browser().newPage();
  const errors = errorsOf(page);
  await openPage(page, DEFAULT_LANGUAGE.home);
  const [featured] = PROJECTS.filter((project) => project.featured);
  const title = say(featured!.title);
  await page.locator('#work').getByRole('link', { name: title }).click();
  await page.waitForURL(url(pathOf(DEFAULT_LANGUAGE.home, featured!.id)));
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);

  const email = `case-study-${Date.now()}@example.com`;
  const field = (name: string) =>
    page.getByLabel(t(`contact.fields.${name}.label`), { exact: false }).first();
  await field('name').fill('Ada');
  await field('email').fill(email);
  await field('message').fill('Something like this, please.');
  await page.getByRole('button', { name: t('contact.form.submit') }).click();
  await page.getByRole('status').getByText(t('contact.status.success')).waitFor();
  const sent = readFileSync(process.env.E2E_OUTBOX_FILE ?? '', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { template_params: Record<string, string> })
    .find((message) => message.template_params.email === email);
  expect(sent?.template_params.project).toBe(`${say(featured!.client)}: ${title}`);
  expect(errors).toEqual([]);
});

it('shows the main picture as soon as it arrives, fetched first, before any script runs', async () => {
  const context = await browser().newContext({ viewport: PHONE });
  await context.route(/\.js(\?|$)/, (route) => route.abort()); // no script of the page ever runs
  const page = await context.newPage();
  await page.goto(url(pathOf(DEFAULT_LANGUAGE.home, PROJECTS[0]!.id)), { waitUntil: 'load' });
  const main = page.locator('article picture img').first();
  expect(await main.getAttribute('fetchpriority')).toBe('high');
  expect(await main.getAttribute('loading')).toBe('eager');
  await eventually(async () =>
    expect(await main.evaluate((img) => (img as HTMLImageElement).complete)).toBe(true),
  );
  expect(await main.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
  await context.close();
});
