import type { Page } from 'playwright-core';
import {
  axeViolations,
  DESKTOP,
  LANGUAGES,
  openPage,
  PHONE,
  sharedBrowser,
  url,
} from './support/browser';

/** What a visitor reads on each language's page (a sample of every section). */
const EXPECTED = {
  it: {
    lang: 'it',
    nav: ['Chi siamo', 'Servizi', 'Contatti'],
    cta: 'Inizia ora',
    hero: ['Accelera le tue idee', 'Scopri come funziona'],
    stats: ['+40%', '3x', '60%'],
    badges: ['5+', '100%'],
    services: [
      'Web app su misura',
      'Business intelligence',
      'Analisi avanzate',
      'Integrazione di sistemi',
    ],
    servicesCta: 'Prenota una Consulenza Gratuita',
    footer: ['Privacy Policy', 'Termini di Servizio', 'Cookie Policy'],
    copyright: '© 2025',
  },
  en: {
    lang: 'en',
    nav: ['About Us', 'Services', 'Contact'],
    cta: 'Get Started',
    hero: ['Accelerate your ideas', 'Discover how it works'],
    stats: ['+40%', '3x', '60%'],
    badges: ['5+', '100%'],
    services: [
      'Custom web apps',
      'Business intelligence',
      'Advanced analytics',
      'Systems integration',
    ],
    servicesCta: 'Book a Free Consultation',
    footer: ['Privacy Policy', 'Terms of Service', 'Cookie Policy'],
    copyright: '© 2025',
  },
  fr: {
    lang: 'fr',
    nav: ['À propos', 'Services', 'Contact'],
    cta: 'Commencer',
    hero: ['Accélérez vos idées', 'Découvrez comment ça marche'],
    stats: ['+40\u00a0%', '3x', '60\u00a0%'],
    badges: ['5+', '100\u00a0%'],
    services: [
      'Applications web sur mesure',
      'Business intelligence',
      'Analyses avancées',
      'Intégration de systèmes',
    ],
    servicesCta: 'Réserver une consultation gratuite',
    footer: [
      'Politique de confidentialité',
      "Conditions d'utilisation",
      'Politique relative aux cookies',
    ],
    copyright: '© 2025',
  },
} as const;

/** Texts normalised the way a reader sees them: any no-break space counts as one. */
const normalise = (text: string) => text.replace(/[\u202f\u00a0]/g, '\u00a0').trim();

const browser = sharedBrowser();

describe.each(LANGUAGES)('the $code landing page', ({ code, home }) => {
  const expected = EXPECTED[code];

  it('is complete static HTML in its language, readable without JavaScript', async () => {
    const page = await browser().newPage({ javaScriptEnabled: false });
    const response = await page.goto(url(home));
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(expected.lang);

    const sectionIds = await page.$$eval('main section[id]', (sections) =>
      sections.map((s) => s.id),
    );
    expect(sectionIds).toEqual(['about', 'demo', 'services', 'contact']);
    for (const id of sectionIds) {
      const heading = page.locator(`#${id} h2`);
      await expect(heading.isVisible()).resolves.toBe(true);
      expect(
        await page
          .locator(`#${id}`)
          .evaluate((el) => getComputedStyle(el.firstElementChild as Element).opacity),
      ).toBe('1');
    }
    const nav = page.getByRole('navigation', { name: /./ }).first();
    for (const label of expected.nav) {
      expect(await nav.getByRole('link', { name: label, exact: true }).count()).toBe(1);
    }
    for (const label of [...expected.hero, expected.servicesCta]) {
      await expect(page.getByRole('link', { name: label }).isVisible()).resolves.toBe(true);
    }
    const stats = (
      await page.locator('#hero-title ~ ul li > span:first-of-type').allTextContents()
    ).map(normalise);
    expect(stats).toEqual([...expected.stats]);
    const badgeText = normalise(await page.locator('#about').innerText());
    for (const badge of expected.badges) expect(badgeText).toContain(badge);
    expect(await page.locator('#about li article').count()).toBe(4);
    const serviceTitles = await page.locator('#services article h3').allTextContents();
    expect(serviceTitles).toEqual([...expected.services]);
    expect(await page.locator('#services article').first().locator('ul li').count()).toBe(3);
    const footer = page.locator('footer').last();
    for (const label of expected.footer) {
      expect(await footer.getByRole('link', { name: label }).getAttribute('href')).toBe('#');
    }
    expect(await footer.innerText()).toContain(expected.copyright);
  });

  it('stays usable on a phone without JavaScript: nothing covers the text, languages in the footer', async () => {
    const page = await browser().newPage({ javaScriptEnabled: false, viewport: PHONE });
    await page.goto(url(home));
    const title = page.locator('h1');
    const covered = await title.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + 10, box.top + 10);
      return !element.contains(hit);
    });
    expect(covered).toBe(false);
    expect(
      await page
        .locator('header button')
        .evaluateAll(
          (buttons) => buttons.filter((b) => (b as HTMLElement).offsetParent !== null).length,
        ),
    ).toBe(0);
    const footerLanguages = await page.$$eval('footer a[hreflang]', (links) =>
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    );
    expect(footerLanguages).toEqual(LANGUAGES.map((language) => [language.code, language.home]));
  });

  it('hydrates without errors and keeps every word in its language', async () => {
    const page = await browser().newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openPage(page, home);
    expect(errors).toEqual([]);
    const text = await page.locator('body').innerText();
    if (code !== 'it') {
      for (const italian of [
        'Chi siamo',
        'Accelera le tue idee',
        'Servizi',
        'Contatti',
        'Tutti i diritti',
      ]) {
        expect(text).not.toContain(italian);
      }
    }
  });

  it('starts at the top with no hash, even when opened with one', async () => {
    const page = await browser().newPage();
    await page.goto(url(`${home}#services`));
    await page.waitForSelector('header[data-loaded]');
    await page.waitForFunction(() => window.location.hash === '');
    expect(await page.evaluate(() => window.history.scrollRestoration)).toBe('manual');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('has no WCAG 2 A/AA violations on phone and desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser().newPage({ viewport, reducedMotion: 'reduce' });
      await openPage(page, home);
      await revealAllSections(page);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

/** Scrolls through the page so every animated section has come into view. */
async function revealAllSections(page: Page): Promise<void> {
  for (const id of ['about', 'demo', 'services', 'contact']) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await page.waitForSelector(`[data-inview] > #${id}`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
