/**
 * How the page loads, in Chromium against the production build: its styles in one sheet
 * in <head>, its bundles only after the first contentful paint, and the code of each section only
 * when it is needed: Demo and Contact as the visitor approaches them, the sections without
 * behaviour (Hero, About, Services, the footer) never while the visitor reads the page.
 */
import type { Page } from 'playwright-core';
import { DEFAULT_LANGUAGE, languageAt, openPage, PHONE, sharedBrowser } from './support/browser';
import { words } from './support/content';
import { INTERACTIVE_SECTION_IDS, sectionIdOfComponent } from './support/sections';

const browser = sharedBrowser();

/** A section's code: the chunk named deferred-section-<Component>-tsx-<hash>.js. */
const SECTION_CHUNK = /\/deferred-section-(\w+)-tsx-[0-9a-f]+\.js$/;

/** The ids of the sections whose code the page has requested so far. */
function sectionRequests(page: Page): () => string[] {
  const sections: string[] = [];
  page.on('request', (request) => {
    const match = SECTION_CHUNK.exec(request.url());
    if (match?.[1]) sections.push(sectionIdOfComponent(match[1]));
  });
  return () => [...new Set(sections)].sort();
}

describe('loading the page', () => {
  it('writes every style into <head>, none beside the elements', async () => {
    const page = await browser().newPage({ viewport: PHONE });
    await openPage(page, DEFAULT_LANGUAGE.home);
    const styles = await page.evaluate(() => ({
      inBody: document.body.querySelectorAll('style').length,
      pageSheets: document.head.querySelectorAll('style[data-server-styles]').length,
      namesListed: (
        document.head
          .querySelector('style[data-server-styles]')
          ?.getAttribute('data-server-styles') ?? ''
      ).split(' ').length,
    }));
    expect(styles.inBody).toBe(0);
    expect(styles.pageSheets).toBe(1);
    expect(styles.namesListed).toBeGreaterThan(20);
  });

  it('starts fetching its scripts only after the first contentful paint', async () => {
    const page = await browser().newPage({ viewport: PHONE });
    await openPage(page, DEFAULT_LANGUAGE.home);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return { paint, scripts };
    });
    expect(timing.paint).toBeDefined();
    expect(timing.scripts).toHaveLength(3);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint ?? 0);
  });

  it('fetches the interactive sections as the visitor approaches them, and no code for the others', async () => {
    const page = await browser().newPage({ viewport: PHONE });
    const requested = sectionRequests(page);
    await openPage(page, DEFAULT_LANGUAGE.home);
    await page.waitForTimeout(300);
    expect(requested()).toEqual([]);

    const approached: string[] = [];
    for (const id of INTERACTIVE_SECTION_IDS) {
      await Promise.all([
        page.waitForResponse((response) => {
          const component = SECTION_CHUNK.exec(response.url())?.[1];
          return component !== undefined && sectionIdOfComponent(component) === id;
        }),
        page.locator(`#${id}`).scrollIntoViewIfNeeded(),
      ]);
      approached.push(id);
      expect(requested()).toEqual([...approached].sort());
    }
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
    await page.waitForTimeout(300);
    expect(requested()).toEqual([...INTERACTIVE_SECTION_IDS].sort());
  });

  it('shows the sections it never hydrates: readable, revealed, their links working', async () => {
    // A language other than the default: its page is the same code, with its own words.
    const language = languageAt(1);
    const page = await browser().newPage({ viewport: PHONE });
    await openPage(page, language.home);
    await page.locator('#services').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-inview] > #services');
    await expect(page.locator('#services h2').isVisible()).resolves.toBe(true);
    // The hero is never hydrated: its call to action is a plain in-page link.
    await page
      .getByRole('link', { name: words(language.code)('hero.primaryCta'), exact: true })
      .click();
    await page.waitForFunction(() => {
      const top = document.getElementById('contact')?.getBoundingClientRect().top ?? 1e9;
      return (
        Math.abs(top - (document.querySelector('header')?.getBoundingClientRect().height ?? 0)) <= 2
      );
    });
  });
});
