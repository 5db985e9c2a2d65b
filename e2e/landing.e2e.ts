import type { Page } from 'playwright-core';
import {
  axeViolations,
  DEFAULT_LANGUAGE,
  DESKTOP,
  LANGUAGES,
  openPage,
  PHONE,
  sharedBrowser,
  url,
} from './support/browser';
import { facts, words } from './support/content';
import type { FooterLink, Service, Site, Value } from './support/content';
import { aboutBadges, heroStats } from './support/figures';
import {
  NAV_SECTION_IDS,
  SECTION_IDS,
  sectionIdsOnPage,
  sectionSelector,
} from './support/sections';

/** Texts normalised the way a reader sees them: any no-break space counts as one. */
const normalise = (text: string) => text.replace(/[\u202f\u00a0]/g, '\u00a0').trim();

const browser = sharedBrowser();

describe.each(LANGUAGES)('the $code landing page', ({ code, home }) => {
  const t = words(code);

  it('is complete static HTML in its language, readable without JavaScript', async () => {
    const page = await browser().newPage({ javaScriptEnabled: false });
    const response = await page.goto(url(home));
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(code);

    expect(await sectionIdsOnPage(page)).toEqual(SECTION_IDS);
    for (const id of SECTION_IDS) {
      const section = page.locator(sectionSelector(id));
      const heading = await section.getAttribute('aria-labelledby');
      await expect(page.locator(`[id="${heading}"]`).isVisible()).resolves.toBe(true);
      expect(
        await section.evaluate((el) => getComputedStyle(el.firstElementChild as Element).opacity),
      ).toBe('1');
    }
    const nav = page.getByRole('navigation', { name: /./ }).first();
    expect(await nav.locator('[role="list"] a').count()).toBe(NAV_SECTION_IDS.length);
    for (const id of NAV_SECTION_IDS) {
      const link = nav.getByRole('link', { name: t(`nav.links.${id}`), exact: true });
      expect(await link.count()).toBe(1);
      expect(await link.getAttribute('href')).toBe(`#${id}`);
    }
    for (const label of [t('hero.primaryCta'), t('hero.secondaryCta'), t('services.cta')]) {
      await expect(page.getByRole('link', { name: label, exact: true }).isVisible()).resolves.toBe(
        true,
      );
    }
    const stats = (
      await page.locator('#hero-title ~ ul li > span:first-of-type').allTextContents()
    ).map(normalise);
    expect(stats).toEqual(heroStats(code).map(normalise));
    const aboutText = normalise(await page.locator('#about').innerText());
    for (const badge of aboutBadges(code)) expect(aboutText).toContain(normalise(badge));
    expect(await page.locator('#about li article').count()).toBe(
      facts<Value[]>('values.yaml').length,
    );
    const services = facts<Service[]>('services.yaml');
    const cards = page.locator('#services article');
    expect(await cards.locator('h3').allTextContents()).toEqual(
      services.map((service) => t(`services.items.${service.id}.title`)),
    );
    for (const [index, service] of services.entries()) {
      expect(await cards.nth(index).locator('ul li').allTextContents()).toEqual(
        t.list(`services.items.${service.id}.features`),
      );
    }
    const footer = page.locator('footer').last();
    for (const link of facts<FooterLink[]>('footer-links.yaml')) {
      expect(
        await footer
          .getByRole('link', { name: t(`footer.links.${link.id}`), exact: true })
          .getAttribute('href'),
        // A page of the site leads to it in this page's language (/en/privacy/).
      ).toBe(link.href.startsWith('/') ? `${home}${link.href.slice(1)}` : link.href);
    }
    const site = facts<Site>('site.yaml');
    expect(await footer.innerText()).toContain(
      t('footer.copyright', { year: site.copyrightYear, name: site.name }),
    );
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
      links.map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
        link.textContent,
      ]),
    );
    expect(footerLanguages).toEqual(
      LANGUAGES.map((language) => [language.code, language.home, language.name]),
    );
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
    // Texts of every part of the page: none may show in the default language's words, unless
    // the translation happens to be the same.
    const site = facts<Site>('site.yaml');
    const sample = (language: string) => {
      const say = words(language);
      return [
        ...NAV_SECTION_IDS.map((id) => say(`nav.links.${id}`)),
        say('nav.cta'),
        say('hero.primaryCta'),
        say('services.title'),
        say('contact.form.submit'),
        say('footer.copyright', { year: site.copyrightYear, name: site.name }),
      ];
    };
    const translated = sample(code);
    sample(DEFAULT_LANGUAGE.code).forEach((original, index) => {
      if (original !== translated[index]) expect(text).not.toContain(original);
    });
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
  for (const id of SECTION_IDS) {
    const section = sectionSelector(id);
    await page.locator(section).scrollIntoViewIfNeeded();
    await page.waitForSelector(`[data-inview] > ${section}`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
