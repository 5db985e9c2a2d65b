/**
 * Debian's Firefox ESR (or FIREFOX_PATH), headless, over WebDriver BiDi with puppeteer-core: one
 * browser per system colour scheme (a preference at launch: BiDi cannot emulate the media
 * feature), a fresh browser context (its own storage) per page.
 */
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import type { Browser } from 'puppeteer-core';
import { EnginePage, missingBinaries } from './engine';
import type { ColorScheme, Driver, Engine, EngineSpec, PageFunction } from './engine';
import { probe } from './probe';
import { DESKTOP, baseUrl } from '../support/browser';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Firefox's own switch for prefers-color-scheme: 0 dark, 1 light. */
const SCHEME_PREF = { dark: 0, light: 1 } as const;

/** Anything not on 127.0.0.1 goes to a proxy that is not there: nothing reaches another host. */
const LOCAL_ONLY = {
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.no_proxies_on': '127.0.0.1,localhost',
};

export const firefox: EngineSpec = {
  name: 'Firefox',
  missing: () =>
    missingBinaries(
      'Firefox',
      [
        {
          name: 'firefox-esr',
          path: FIREFOX_PATH,
          variable: 'FIREFOX_PATH',
          debian: 'firefox-esr',
        },
      ],
      existsSync,
    ),
  launch: launchFirefox,
};

async function launchFirefox(): Promise<Engine> {
  const browsers = new Map<ColorScheme, Promise<Browser>>();
  const browserFor = (scheme: ColorScheme) => {
    if (!browsers.has(scheme))
      browsers.set(
        scheme,
        puppeteer.launch({
          browser: 'firefox',
          executablePath: FIREFOX_PATH,
          headless: true,
          defaultViewport: DESKTOP,
          extraPrefsFirefox: {
            ...LOCAL_ONLY,
            'layout.css.prefers-color-scheme.content-override': SCHEME_PREF[scheme],
          },
        }),
      );
    return browsers.get(scheme)!;
  };

  return {
    name: 'Firefox',
    async newPage({ colorScheme = 'light' } = {}) {
      const context = await (await browserFor(colorScheme)).createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(DESKTOP);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String((error as Error).message ?? error)));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.evaluateOnNewDocument(probe, false);
      const driver: Driver = {
        goto: async (pathname) => void (await page.goto(`${baseUrl()}${pathname}`)),
        reload: async () => void (await page.reload()),
        evaluate: <T, A extends unknown[]>(fn: PageFunction<T, A>, ...args: A) =>
          page.evaluate(fn as (...a: unknown[]) => T, ...args) as Promise<T>,
        click: (selector) => page.click(selector),
        type: async (selector, text) => {
          await page.click(selector);
          await page.keyboard.type(text);
        },
        hover: (selector) => page.hover(selector),
        setViewport: async (size) => {
          await page.setViewport(size);
          return page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
        },
        errors: async () => [...errors],
        close: () => context.close(),
      };
      return new EnginePage('Firefox', driver);
    },
    async close() {
      await Promise.all([...browsers.values()].map(async (browser) => (await browser).close()));
    },
  };
}
