/**
 * A visitor's journeys, written once and run in every engine that is not Chromium (Chromium runs
 * the fuller e2e/*.e2e.ts, with axe, the CSP and the editor): each language's page, the phone
 * menu, the language menu, the theme toggle and the first paint after a reload, the chart and its
 * tooltip, a message sent and one refused by the local EmailJS stand-in, a case study reached from
 * its card (its picture, its form naming the project), the sections' reveals, and no console error
 * on any of them. Every word expected comes from content/.
 */
import { readFileSync } from 'node:fs';
import type { ColorScheme, Engine, EnginePage, EngineSpec } from './engine';
import { DEFAULT_LANGUAGE, LANGUAGES, PHONE } from '../support/browser';
import { facts, inLanguage, words, type Project } from '../support/content';
import { PALETTE, theme } from '../../src/theme/theme';

const { home } = DEFAULT_LANGUAGE;
const t = words(DEFAULT_LANGUAGE.code);
const other = LANGUAGES.find((language) => language !== DEFAULT_LANGUAGE)!;
const featured = facts<Project[]>('projects.yaml').find((p) => p.featured)!;
const say = inLanguage(DEFAULT_LANGUAGE.code);

// The page's background in each theme, as #rrggbb (#fff is #ffffff).
const [LIGHT, DARK] = PALETTE.surface.map((hex) =>
  hex.length === 4 ? hex.replace(/\w/g, '$&$&') : hex,
) as [string, string];
const toHex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? []).map((channel) => Number(channel).toString(16).padStart(2, '0')).join('')}`;

/** What the outbox (the EmailJS stand-in the global setup started) has delivered to an address. */
const delivered = (email: string) =>
  readFileSync(process.env.E2E_OUTBOX_FILE ?? '', { flag: 'a+', encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { template_params: Record<string, string> })
    .filter((message) => message.template_params.email === email);

const SELECT = {
  menuButton: 'button[aria-controls="site-menu"]',
  menuLink: (id: string) => `#site-menu ul a[href="#${id}"]`,
  languageButton: 'header button[aria-controls]:not([aria-controls="site-menu"])',
  languageLink: (pathname: string) => `header li > a[href="${pathname}"]`,
  themeToggle: '#site-menu > button',
  submit: '#contact form button[type="submit"]',
};

// In-page functions: self-contained, since each engine sends them to the page as source.
const textOf = (selector: string) =>
  (document.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();
const attribute = (selector: string, name: string) =>
  document.querySelector(selector)?.getAttribute(name) ?? null;

/** The scripts have run: React has hydrated the page (the bar shows once it has). */
const hydrated = (page: EnginePage) => page.waitForSelector('header[data-loaded]', 20_000);

const waitForText = (page: EnginePage, selector: string, expected: string, timeout?: number) =>
  page.waitFor(
    `"${selector}" to read "${expected}"`,
    (s: string, text: string) =>
      (document.querySelector(s)?.textContent ?? '').replace(/\s+/g, ' ').trim() === text,
    [selector, expected],
    timeout,
  );

const waitForAttribute = (
  page: EnginePage,
  selector: string,
  name: string,
  expected: string | null,
) =>
  page.waitFor(
    `${selector}[${name}] to be ${JSON.stringify(expected)}`,
    (s: string, n: string, value: string | null) =>
      (document.querySelector(s)?.getAttribute(n) ?? null) === value,
    [selector, name, expected],
  );

/** The page's background, as the browser computes it, as #rrggbb. */
const background = async (page: EnginePage) =>
  toHex(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));

/** What the probe saw when <body> began: the first paint's theme and background. */
async function firstPaint(page: EnginePage) {
  const seen = await page.evaluate(
    () =>
      (
        window as unknown as {
          __engines?: { firstPaint: { theme: string | null; background: string } | null };
        }
      ).__engines?.firstPaint ?? null,
  );
  if (!seen) throw new Error(`${page.engine}: the probe saw no first paint`);
  return { theme: seen.theme, background: toHex(seen.background) };
}

export function journeys({ name, missing, launch }: EngineSpec): void {
  describe(name, () => {
    const lacking = missing();
    if (lacking) {
      it(`${name} is installed`, () => {
        throw new Error(lacking);
      });
      return;
    }
    let engine: Engine | undefined;
    beforeAll(async () => {
      engine = await launch();
    }, 60_000);
    afterAll(() => engine?.close());

    const open = async (options?: { colorScheme?: ColorScheme }) => {
      if (!engine) throw new Error(`${name} did not start`);
      return engine.newPage(options);
    };

    it.each(LANGUAGES)('$home speaks $name: its lang and its heading', async ({ code, home }) => {
      const theirs = words(code);
      const page = await open();
      await page.goto(home);
      const heading = `${theirs('hero.titleStart')} ${theirs('hero.titleHighlight')}`;
      expect(await page.evaluate(attribute, 'html', 'lang')).toBe(code);
      expect(await page.evaluate(textOf, 'h1')).toBe(heading);
      await hydrated(page);
      expect(await page.evaluate(attribute, 'html', 'lang')).toBe(code);
      expect(await page.evaluate(textOf, 'h1')).toBe(heading);
      expect(await page.errors()).toEqual([]);
      await page.close();
    });

    it('on a phone, the menu opens from its button and closes once a link is chosen', async () => {
      const page = await open();
      await page.setViewport(PHONE);
      await page.goto(home);
      // As narrow as the engine allows (MiniBrowser's window has a minimum): a phone's layout.
      const phone = theme.foldedNav.replace('@media ', '');
      expect(await page.evaluate((query: string) => matchMedia(query).matches, phone)).toBe(true);
      await hydrated(page);
      const link = SELECT.menuLink('contact');
      expect(await page.evaluate(textOf, link)).toBe(t('nav.links.contact'));
      expect(await page.evaluate(attribute, SELECT.menuButton, 'aria-label')).toBe(
        t('nav.openMenu'),
      );
      expect(
        await page.evaluate(
          (s: string) => getComputedStyle(document.querySelector(s)!).visibility,
          link,
        ),
      ).toBe('hidden');

      await page.click(SELECT.menuButton);
      await waitForAttribute(page, SELECT.menuButton, 'aria-expanded', 'true');
      await waitForAttribute(page, SELECT.menuButton, 'aria-label', t('nav.closeMenu'));
      await page.click(link);
      await waitForAttribute(page, SELECT.menuButton, 'aria-expanded', 'false');
      await waitForAttribute(page, SELECT.menuButton, 'aria-label', t('nav.openMenu'));
      await page.waitFor(
        '#contact to reach the top of the viewport',
        () => {
          const top = document.getElementById('contact')!.getBoundingClientRect().top;
          return top >= 0 && top < 200;
        },
        [],
      );
      expect(await page.errors()).toEqual([]);
      await page.close();
    });

    it(`the language menu leads to ${other.home}, in ${other.name}`, async () => {
      const page = await open();
      await page.goto(home);
      await hydrated(page);
      expect(await page.evaluate(textOf, SELECT.languageButton)).toContain(
        t('languageSwitcher.label'),
      );
      await page.click(SELECT.languageButton);
      await waitForAttribute(page, SELECT.languageButton, 'aria-expanded', 'true');
      await page.click(SELECT.languageLink(other.home));
      await page.waitFor(
        `the address ${other.home}`,
        (pathname: string) => location.pathname === pathname,
        [other.home],
      );
      await waitForAttribute(page, 'html', 'lang', other.code);
      const theirs = words(other.code);
      await waitForText(
        page,
        'h1',
        `${theirs('hero.titleStart')} ${theirs('hero.titleHighlight')}`,
      );
      expect(await page.errors()).toEqual([]);
      await page.close();
    });

    it('the theme toggle cycles system, light, dark; a stored choice paints first after a reload', async () => {
      const page = await open({ colorScheme: 'light' });
      await page.goto(home);
      await hydrated(page);
      await waitForText(page, SELECT.themeToggle, t('nav.theme.system'));
      for (const [choice, expected] of [
        ['light', LIGHT],
        ['dark', DARK],
        ['system', LIGHT],
      ] as const) {
        const stored = choice === 'system' ? null : choice;
        await page.click(SELECT.themeToggle);
        await waitForText(page, SELECT.themeToggle, t(`nav.theme.${choice}`));
        await waitForAttribute(page, 'html', 'data-theme', stored);
        expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(stored);
        await expectEventually(() => background(page), expected);

        await page.reload();
        // Set by the head's script before the first paint: no flash of the other theme.
        expect(await firstPaint(page)).toEqual({ theme: stored, background: expected });
        await hydrated(page);
        await waitForText(page, SELECT.themeToggle, t(`nav.theme.${choice}`));
        expect(await background(page)).toBe(expected);
      }
      expect(await page.errors()).toEqual([]);
      await page.close();
    });

    it('with the system in dark, paints dark first, and a stored light choice paints light first', async () => {
      const page = await open({ colorScheme: 'dark' });
      await page.goto(home);
      expect(await firstPaint(page)).toEqual({ theme: null, background: DARK });
      await hydrated(page);
      await page.click(SELECT.themeToggle);
      await waitForText(page, SELECT.themeToggle, t('nav.theme.light'));
      await page.reload();
      expect(await firstPaint(page)).toEqual({ theme: 'light', background: LIGHT });
      await hydrated(page);
      expect(await background(page)).toBe(LIGHT);
      expect(await page.errors()).toEqual([]);
      await page.close();
    });

    it('the chart draws once #demo scrolls in, and a point explains itself in a tooltip', async () => {
      const page = await open();
      await page.goto(home);
      await hydrated(page);
      expect(await page.evaluate(() => document.querySelector('#demo .apexcharts-canvas'))).toBe(
        null,
      );
      await page.scrollTo('#demo');
      await page.waitForSelector('#demo .apexcharts-canvas svg .apexcharts-series path', 20_000);
      await page.hover('#demo .apexcharts-canvas');
      const tooltip = await page.waitFor(
        'the tooltip to show, fully opaque',
        () => {
          const box = document.querySelector('#demo .apexcharts-tooltip.apexcharts-active');
          return box && getComputedStyle(box).opacity === '1' ? box.textContent?.trim() : '';
        },
        [],
        15_000,
      );
      expect(tooltip).toBeTruthy();
      expect(await page.errors()).toEqual([]);
      await page.close();
    });

    const fill = async (page: EnginePage, values: Record<string, string>) => {
      for (const [field, value] of Object.entries(values))
        await page.type(`#contact-${field}`, value);
    };

    it('a message sent reaches the outbox, and the form says so and clears', async () => {
      const page = await open();
      await page.goto(home);
      await hydrated(page);
      const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
      const message = `Hello from ${name}`;
      await page.scrollTo('#contact');
      await fill(page, { name: 'Ada', email, message });
      await page.click(SELECT.submit);
      await page.waitFor(
        'the success status',
        (text: string) =>
          (document.querySelector('#contact [role="status"]')?.textContent ?? '').includes(text),
        [t('contact.status.success')],
        15_000,
      );
      expect(
        await page.evaluate(
          () => (document.getElementById('contact-name') as HTMLInputElement).value,
        ),
      ).toBe('');
      await expectEventually(() => delivered(email).length, 1);
      expect(delivered(email)[0]?.template_params).toMatchObject({ name: 'Ada', email, message });
      expect(await page.errors()).toEqual([]);
      await page.close();
    });

    it("a project's card leads to its case study: the picture loads, the form names the project", async () => {
      const page = await open();
      await page.goto(home);
      await hydrated(page);
      await page.scrollTo('#work');
      await page.click(`#work a[href="${home}work/${featured.id}/"]`);
      await waitForText(page, 'h1', say(featured.title));
      await hydrated(page);
      // AVIF or WebP, whichever the engine reads, decoded into its reserved box.
      await page.waitFor(
        'the main picture to load',
        () => {
          const picture = document.querySelector<HTMLImageElement>('article picture img');
          return Boolean(picture?.complete && picture.naturalWidth > 0);
        },
        [],
        15_000,
      );
      const email = `${name.toLowerCase()}-project-${Date.now()}@example.com`;
      await page.scrollTo('#contact');
      await fill(page, { name: 'Ada', email, message: `About ${featured.id}` });
      await page.click(SELECT.submit);
      await expectEventually(() => delivered(email).length, 1);
      expect(delivered(email)[0]?.template_params.project).toBe(
        `${say(featured.client)}: ${say(featured.title)}`,
      );
      expect(await page.errors()).toEqual([]);
      await page.close();
    });

    it('a message EmailJS refuses is kept, and the form says so', async () => {
      const page = await open();
      await page.goto(home);
      await hydrated(page);
      // The outbox refuses "status-<code>@…" with that status: 503, a failure with no special words.
      const email = 'status-503@example.com';
      const message = `Hello from ${name}, refused`;
      await page.scrollTo('#contact');
      await fill(page, { name: 'Ada', email, message });
      await page.click(SELECT.submit);
      await page.waitFor(
        'the error status',
        (text: string) =>
          [...document.querySelectorAll('#contact form [role="alert"]')].some(
            (alert) => (alert.textContent ?? '').trim() === text,
          ),
        [t('contact.status.error')],
        15_000,
      );
      expect(
        await page.evaluate(
          () => (document.getElementById('contact-message') as HTMLTextAreaElement).value,
        ),
      ).toBe(message);
      expect(delivered(email)).toEqual([]);
      // The one error expected: the form's own report of the refusal (and the engine's of a 503).
      const errors = await page.errors();
      expect(errors).toContainEqual(
        expect.stringContaining('Contact form: the message was not sent (error)'),
      );
      expect(
        errors.filter(
          (error) => !/Contact form: the message was not sent \(error\)|\b503\b/.test(error),
        ),
      ).toEqual([]);
      await page.close();
    });

    it('the sections reveal themselves as they scroll in, and end fully visible', async () => {
      const page = await open();
      await page.goto(home);
      await hydrated(page);
      const ids = await page.evaluate(() =>
        [...document.querySelectorAll('main section[data-tone]')].map((section) => section.id),
      );
      expect(ids.length).toBeGreaterThan(3);
      const last = ids[ids.length - 1]!;
      expect(await page.evaluate(attribute, `#${last}`, 'data-inview')).toBe(null);
      const motion = await page.evaluate(
        () => matchMedia('(prefers-reduced-motion: no-preference)').matches,
      );
      if (motion)
        expect(
          await page.evaluate(
            (id: string) => getComputedStyle(document.querySelector(`#${id} > div`)!).opacity,
            last,
          ),
        ).toBe('0');
      for (const id of ids) {
        await page.scrollTo(`#${id}`);
        await waitForAttribute(page, `#${id}`, 'data-inview', '');
        // WebKitGTK's transitions crawl under Xvfb: wait for the end state, however long.
        await page.waitFor(
          `#${id} to end fully visible`,
          (s: string) => getComputedStyle(document.querySelector(`#${s} > div`)!).opacity === '1',
          [id],
          15_000,
        );
      }
      expect(await page.errors()).toEqual([]);
      await page.close();
    });
  });
}

/** Retries a value until it equals the expected one (what the page does takes time). */
async function expectEventually<T>(actual: () => T | Promise<T>, expected: T, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await actual();
    if (Date.now() > deadline || Object.is(value, expected)) return expect(value).toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
