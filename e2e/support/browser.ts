import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.cjs';
import { localizedPath } from '../../src/lib/languages';
import { PAGE_SHAPE } from '../../src/lib/page-shape';
import type { PageShape } from '../../src/lib/page-shape';

/** A language of page-shape.json, with its home page: the default language at the root. */
export type Language = PageShape['languages'][number] & { home: string };

export const LANGUAGES: readonly Language[] = PAGE_SHAPE.languages.map((language) => ({
  ...language,
  home: localizedPath(language.code, '/'),
}));
export const DEFAULT_LANGUAGE = LANGUAGES.find((l) => l.code === PAGE_SHAPE.defaultLanguage)!;
/** The language at a position, counting round the list. */
export const languageAt = (index: number): Language => LANGUAGES[index % LANGUAGES.length]!;

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1440, height: 900 };

/** The nginx the global setup started (`npm run serve:nginx`, the container's configuration). */
export function baseUrl(): string {
  const base = process.env.E2E_BASE_URL;
  if (!base)
    throw new Error('E2E_BASE_URL is not set: run the browser tests with npm run test:e2e');
  return base;
}
export const url = (pathname: string) => `${baseUrl()}${pathname}`;

export interface BrowserSession {
  browser: Browser;
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
}

/** One Chromium per test file, started before its first test and closed after its last. */
export function sharedBrowser(): () => BrowserSession {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless=new', ...CHROMIUM_FLAGS],
    });
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('call sharedBrowser() at file level');
    const session = browser;
    const newContext = (options: BrowserContextOptions = {}) =>
      session.newContext({ viewport: DESKTOP, ...options });
    return { browser: session, newContext, newPage: async (o) => (await newContext(o)).newPage() };
  };
}

/** Opens a page and waits until its scripts have loaded and run (nothing left on the network). */
export async function openPage(page: Page, pathname: string): Promise<void> {
  await page.goto(url(pathname), { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
}

/** Collects uncaught errors and console errors of a page. */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** WCAG 2 A and AA violations axe-core finds on the page, as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Sections off screen are not rendered (content-visibility: auto), and axe finds a text's
  // background by hit-testing: render them all, as scrolling to each would.
  await page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLElement>('section'))
      section.style.contentVisibility = 'visible';
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** Retries an assertion until it passes or the time is up (what the page does takes time). */
export async function eventually(assertion: () => unknown, timeout = 5_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
