import type { Page } from 'playwright-core';
import { DESKTOP, LANGUAGES, openPage, PHONE, sharedBrowser, url } from './support/browser';
import { words } from './support/content';
import { NAV_SECTION_IDS } from './support/sections';

const browser = sharedBrowser();

/**
 * Resolves once the section sits right below the fixed bar (or as close as the end of the page
 * allows); rejects if it never gets there. Polling in the page keeps this independent of how fast a
 * busy machine runs the smooth scroll.
 */
async function arrivesBelowBar(page: Page, id: string): Promise<boolean> {
  await page.waitForFunction(
    (sectionId) => {
      const bar = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
      const top = document.getElementById(sectionId)?.getBoundingClientRect().top ?? Number.NaN;
      const atBottom =
        Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
      return Math.abs(top - bar) <= 2 || (atBottom && top >= bar);
    },
    id,
    { timeout: 10_000 },
  );
  return true;
}

/** The section the phone menu test picks: the last one the bar links to, the longest way down. */
const FARTHEST_NAV_SECTION = NAV_SECTION_IDS[NAV_SECTION_IDS.length - 1] ?? '';

describe.each(LANGUAGES)('navigating the $code page', ({ code, home }) => {
  const t = words(code);

  it('scrolls to each section from the navigation links, below the fixed bar', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await openPage(page, home);
    for (const id of NAV_SECTION_IDS) {
      await page
        .getByRole('navigation')
        .first()
        .getByRole('link', { name: t(`nav.links.${id}`), exact: true })
        .click();
      expect(await arrivesBelowBar(page, id)).toBe(true);
    }
  });

  it('takes the call to action and the hero buttons to their sections, smoothly', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await openPage(page, home);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('smooth');
    await page.getByRole('link', { name: t('nav.cta'), exact: true }).click();
    expect(await arrivesBelowBar(page, 'contact')).toBe(true);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    // Smooth: the page passes through intermediate positions instead of jumping (one scroll event).
    await page.evaluate(() => {
      const positions: number[] = [];
      (window as unknown as { positions: number[] }).positions = positions;
      window.addEventListener('scroll', () => positions.push(window.scrollY));
    });
    await page.locator('a[href="#demo"]').first().click();
    expect(await arrivesBelowBar(page, 'demo')).toBe(true);
    const positions = await page.evaluate(
      () => (window as unknown as { positions: number[] }).positions,
    );
    // At least one frame between the start and the end (an instant jump has none). Frame counts are
    // left alone: a busy machine may show only a few of the animation's frames.
    const end = positions[positions.length - 1] ?? 0;
    expect(positions.some((y) => y > 0 && y < end - 1)).toBe(true);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.locator('#hero-title ~ div a[href="#contact"]').click();
    expect(await arrivesBelowBar(page, 'contact')).toBe(true);
  });

  it('brings the visitor back to the top with the logo', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await openPage(page, home);
    await page.evaluate(() => window.scrollTo({ top: 2500, behavior: 'instant' }));
    await page.locator('header a[href="#top"]').click();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.evaluate(() => window.location.hash)).toBe('');
  });

  it('fades the bar in after mount and turns it to glass past 20 px', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await openPage(page, home);
    const header = page.locator('header').first();
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('header') as Element).opacity === '1',
    );
    expect(await header.getAttribute('data-scrolled')).toBeNull();
    await page.evaluate(() => window.scrollTo({ top: 20, behavior: 'instant' }));
    await page.waitForTimeout(100);
    expect(await header.getAttribute('data-scrolled')).toBeNull();
    await page.evaluate(() => window.scrollTo({ top: 21, behavior: 'instant' }));
    await page.waitForSelector('header[data-scrolled]');
    const glass = await header.evaluate((el) => {
      const style = getComputedStyle(el, '::before');
      return { filter: style.backdropFilter, opacity: style.opacity };
    });
    expect(glass.filter).toContain('blur');
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('header') as Element, '::before').opacity === '1',
    );
  });

  it('opens the phone menu up to 20 rem and closes it when a link is chosen', async () => {
    const page = await browser().newPage({ viewport: PHONE });
    await openPage(page, home);
    const toggle = page.getByRole('button', { name: t('nav.openMenu'), exact: true });
    const menu = page.locator('#site-menu');
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    expect(
      await page.locator('header button[aria-controls="site-menu"]').getAttribute('aria-expanded'),
    ).toBe('true');
    await page.waitForFunction(
      () =>
        getComputedStyle(document.getElementById('site-menu') as Element).visibility === 'visible',
    );
    // The panel opens to its 20 rem cap (320 px) once its transition has run.
    await page.waitForFunction(
      () => getComputedStyle(document.getElementById('site-menu') as Element).maxHeight === '320px',
    );
    await menu
      .getByRole('link', { name: t(`nav.links.${FARTHEST_NAV_SECTION}`), exact: true })
      .click();
    expect(
      await page.locator('header button[aria-controls="site-menu"]').getAttribute('aria-expanded'),
    ).toBe('false');
    await page.waitForFunction(
      () =>
        getComputedStyle(document.getElementById('site-menu') as Element).visibility === 'hidden',
    );
    expect(await arrivesBelowBar(page, FARTHEST_NAV_SECTION)).toBe(true);
  });

  it('closes the phone menu with Escape and keeps its links out of the tab order while closed', async () => {
    const page = await browser().newPage({ viewport: PHONE });
    await openPage(page, home);
    const toggleSelector = 'header button[aria-controls="site-menu"]';
    await page.focus(toggleSelector);
    await page.keyboard.press('Enter');
    expect(await page.getAttribute(toggleSelector, 'aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await page.getAttribute(toggleSelector, 'aria-expanded')).toBe('false');
    await page.waitForFunction(
      () =>
        getComputedStyle(document.getElementById('site-menu') as Element).visibility === 'hidden',
    );
    await page.keyboard.press('Tab');
    const focusedInMenu = await page.evaluate(() =>
      document.getElementById('site-menu')?.contains(document.activeElement),
    );
    expect(focusedInMenu).toBe(false);
  });

  it('reveals sections as they scroll in, 80 px above the bottom edge', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await openPage(page, home);
    const services = page.locator('#services');
    // The reveal state sits on the section's wrapper (DeferredSection).
    const reveal = page.locator('[data-reveal]:has(> #services)');
    expect(await reveal.getAttribute('data-inview')).toBeNull();
    // Place the section's top 60 px above the bottom edge: inside the 80 px inset, so still hidden.
    const top = await services.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate(
      (y) => window.scrollTo({ top: y, behavior: 'instant' }),
      top - DESKTOP.height + 60,
    );
    await page.waitForTimeout(200);
    expect(await reveal.getAttribute('data-inview')).toBeNull();
    await page.evaluate(
      (y) => window.scrollTo({ top: y, behavior: 'instant' }),
      top - DESKTOP.height / 2,
    );
    await page.waitForSelector('[data-inview] > #services');
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('#services > div') as Element).opacity === '1',
    );
  });

  it('shows every section at once when the visitor prefers reduced motion', async () => {
    const page = await browser().newPage({ viewport: DESKTOP, reducedMotion: 'reduce' });
    await openPage(page, home);
    const opacity = await page
      .locator('#services > div')
      .evaluate((element) => getComputedStyle(element).opacity);
    expect(opacity).toBe('1');
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto');
  });

  it('offers a skip link and a visible focus ring to keyboard users', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await openPage(page, home);
    await page.keyboard.press('Tab');
    const skip = await page.evaluate(() => ({
      href: document.activeElement?.getAttribute('href'),
      top: document.activeElement?.getBoundingClientRect().top ?? -1,
    }));
    expect(skip.href).toBe('#main');
    expect(skip.top).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(outline.style).toBe('solid');
    expect(outline.width).toBe('3px');
  });
});

describe.each(LANGUAGES)('the language menu on the $code page', ({ code, home }) => {
  const others = LANGUAGES.filter((language) => language.code !== code);

  it('opens and closes by its button, the backdrop and Escape', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await openPage(page, home);
    const button = page.locator('header button[aria-controls]:not([aria-controls="site-menu"])');
    const menuId = await button.getAttribute('aria-controls');
    const menu = page.locator(`[id="${menuId}"]`);
    expect(await menu.isVisible()).toBe(false);
    await button.click();
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getByRole('link').count()).toBe(LANGUAGES.length);
    expect(await menu.locator('[aria-current="true"]').getAttribute('hreflang')).toBe(code);
    await button.click();
    expect(await menu.isVisible()).toBe(false);

    await button.click();
    await page.mouse.click(20, 600);
    expect(await menu.isVisible()).toBe(false);

    await button.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(
      (id) => document.getElementById(id as string)?.contains(document.activeElement),
      menuId,
    );
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('hreflang'))).toBe(
      LANGUAGES[1]?.code,
    );
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
      menuId,
    );
  });

  it.each(others)('switches to $code on the same section', async (target) => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await openPage(page, home);
    await page
      .locator('#services')
      .evaluate((element) => element.scrollIntoView({ behavior: 'instant' }));
    await page.waitForTimeout(150);
    await page.locator('header button[aria-controls]:not([aria-controls="site-menu"])').click();
    await page.locator(`header a[hreflang="${target.code}"]`).click();
    await page.waitForURL(url(target.home));
    await page.waitForFunction((lang) => document.documentElement.lang === lang, target.code);
    expect(await page.locator('header a[hreflang]').first().isVisible()).toBe(false);
    expect(await arrivesBelowBar(page, 'services')).toBe(true);
    const title = await page.locator('#services h2').innerText();
    expect(title.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.location.hash)).toBe('');
  });

  it('offers real links: in the open menu, and in the footer without JavaScript', async () => {
    const hrefs = (links: Element[]) =>
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    const expected = LANGUAGES.map((language) => [language.code, language.home]);

    const page = await browser().newPage({ viewport: DESKTOP });
    await openPage(page, home);
    await page.locator('header button[aria-controls]:not([aria-controls="site-menu"])').click();
    expect(await page.$$eval('header a[hreflang]', hrefs)).toEqual(expected);

    // The menu needs JavaScript to open: without it, the footer lists the languages.
    const staticPage = await browser().newPage({ javaScriptEnabled: false });
    await staticPage.goto(url(home));
    expect(await staticPage.$$eval('footer a[hreflang]', hrefs)).toEqual(expected);
  });
});
