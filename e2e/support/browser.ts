import AxeBuilder from '@axe-core/playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.cjs';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { PAGE_SHAPE } from '../../src/lib/page-shape';
import type { LanguageSpec } from '../../src/lib/page-shape';

export interface Language extends LanguageSpec {
  /** The path of its home page: the default language's at the root, the others' under their code. */
  home: string;
}

/** The languages of the manifest (page-shape.json), in its order, with their home pages. */
export const LANGUAGES: readonly Language[] = PAGE_SHAPE.languages.map((language) => ({
  ...language,
  home: language.code === PAGE_SHAPE.defaultLanguage ? '/' : `/${language.code}/`,
}));

/** The default language: the source of the words, published at the root. */
export const DEFAULT_LANGUAGE: Language = (() => {
  const found = LANGUAGES.find((language) => language.code === PAGE_SHAPE.defaultLanguage);
  if (!found) throw new Error('page-shape.json: defaultLanguage is not one of its languages');
  return found;
})();

/**
 * The language at a position, counting round the list: tests that try one case per language
 * still find one when the manifest lists fewer languages.
 */
export const languageAt = (index: number): Language =>
  LANGUAGES[index % LANGUAGES.length] ?? DEFAULT_LANGUAGE;

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1440, height: 900 };

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run the browser tests through `npm run test:e2e`.');
  return url;
}

export function url(pathname: string): string {
  return `${baseUrl()}${pathname}`;
}

export interface BrowserSession {
  browser: Browser;
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  close: () => Promise<void>;
}

/**
 * Starts Debian's Chromium headless with the flags this machine needs (no network beyond 127.0.0.1).
 * Playwright gives every launch a fresh, temporary profile of its own.
 */
export async function startBrowser(): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const contexts: BrowserContext[] = [];
  const newContext = async (options: BrowserContextOptions = {}) => {
    const context = await browser.newContext({ viewport: DESKTOP, ...options });
    contexts.push(context);
    return context;
  };
  return {
    browser,
    newContext,
    newPage: async (options) => (await newContext(options)).newPage(),
    close: async () => {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      await browser.close();
    },
  };
}

/**
 * Opens a page and waits until React has hydrated it (the navigation bar fades in after mount) and
 * it has settled at its starting scroll position (smooth scrolling switches on then).
 */
export async function openPage(page: Page, pathname: string): Promise<void> {
  await page.goto(url(pathname), { waitUntil: 'load' });
  await page.waitForSelector('header[data-loaded]', { timeout: 15_000 });
  await page.waitForSelector('html[data-smooth-scroll]', { state: 'attached', timeout: 15_000 });
}

/** WCAG 2 A and AA violations axe-core finds on the page, as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/**
 * Starts one browser for the test file (before its first test) and closes it after the last one.
 * Returns a getter: `const browser = sharedBrowser();` then `browser().newPage()` inside tests.
 */
export function sharedBrowser(): () => BrowserSession {
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    session = await startBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });
  return () => {
    if (!session)
      throw new Error('The browser has not started: call sharedBrowser() at file level.');
    return session;
  };
}
