/**
 * The contact form when things go wrong, in Chromium against the production build and
 * the local outbox: without JavaScript, after a reload, with its code gone, offline, refused by
 * EmailJS, filled by autofill, and with too much text. Every word expected comes from content/.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { CONTACT_LIMITS } from '../src/lib/contact-validation';
import { formatInteger } from '../src/lib/format';
import { mailtoHref } from '../src/lib/mailto';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageAt,
  openPage,
  sharedBrowser,
  url,
} from './support/browser';
import {
  alertBox,
  delivered,
  fieldValues,
  fill,
  planAnswer,
  spaced,
  statusBox,
  submitButton,
  uniqueEmail,
} from './support/contact-form';
import { facts, words } from './support/content';
import type { Site } from './support/content';

const SITE = facts<Site>('site.yaml');
const defaultWords = words(DEFAULT_LANGUAGE.code);

/** The section's own code: its chunk, whatever its hash. */
const CONTACT_CHUNK = /\/deferred-section-Contact-tsx-[0-9a-f]+\.js$/;

/** The files of the build that hold the EmailJS SDK (the request it makes names its API). */
const EMAILJS_FILES = readdirSync('public')
  .filter((file) => file.endsWith('.js'))
  .filter((file) =>
    readFileSync(path.join('public', file), 'utf8').includes('/api/v1.0/email/send'),
  );

const browser = sharedBrowser();

/** The studio's address as the page offers it where it is visible, in a language. */
async function expectVisibleAlternative(page: Page, language: string) {
  const link = page.locator('#contact a', { hasText: SITE.email }).filter({ visible: true });
  await link.first().waitFor();
  expect(await link.count()).toBe(1);
  expect(await link.getAttribute('href')).toBe(
    mailtoHref(SITE.email, words(language)('contact.alternative.subject')),
  );
}

/** The page's section wrapper says its code could not be loaded (after its retries). */
const unavailable = (page: Page) =>
  page.locator('[data-code="unavailable"] #contact').waitFor({ timeout: 20_000 });

/**
 * Waits until the form is driven by its own code: React has hydrated its fields (it keeps its
 * props on the elements it drives), and what that first use fetched has arrived.
 */
async function formReady(page: Page) {
  await page.locator('#contact-name').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const field = document.querySelector('#contact-name');
    return field !== null && Object.keys(field).some((key) => key.startsWith('__reactProps'));
  });
  await page.focus('#contact-name');
  await page.waitForLoadState('networkidle');
}

describe.each(LANGUAGES)('the $code contact form without JavaScript', ({ code, home }) => {
  const t = words(code);

  it('cannot be sent, puts nothing of the message in any URL, and offers the studio’s address', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(url(home));
    expect(await page.locator('#contact form').getAttribute('method')).toBe('post');
    expect(await submitButton(page).isDisabled()).toBe(true);

    const secret = {
      name: 'Mario Rossi',
      email: uniqueEmail('nojs'),
      company: 'ACME',
      message: `Private project details ${Date.now()}`,
    };
    await fill(page, secret);
    await page.press('#contact-name', 'Enter');
    await page.press('#contact-email', 'Enter');
    await submitButton(page).click({ force: true });
    await page.waitForTimeout(500);

    expect(page.url()).toBe(url(home));
    for (const address of [...requested, page.url()]) {
      for (const value of [secret.name, secret.email, secret.message, 'Private']) {
        expect([address, decodeURIComponent(address.replace(/\+/g, ' ')).includes(value)]).toEqual([
          address,
          false,
        ]);
      }
    }
    expect(delivered(secret.email)).toHaveLength(0);

    await page.getByText(t('contact.fallback.noScript'), { exact: true }).waitFor();
    expect(
      await page.getByText(t('contact.fallback.unavailable'), { exact: true }).isVisible(),
    ).toBe(false);
    await expectVisibleAlternative(page, code);
  });
});

describe('the tab’s draft', () => {
  it('survives a reload, stays in sessionStorage only, and is cleared by a successful send', async () => {
    const page = await browser().newPage();
    await openPage(page, DEFAULT_LANGUAGE.home);
    // The page's code drives the form (it enables the button) and keeps what is typed from then on.
    await page.waitForSelector('#contact button[type="submit"]:enabled');
    const values = {
      name: 'Ada',
      email: uniqueEmail('draft'),
      company: 'ACME',
      message: 'Scritto prima del reload',
    };
    await fill(page, values);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('header[data-loaded]');
    // Back in the server HTML's fields before the section's code has arrived.
    await page.waitForFunction(
      (name) => (document.querySelector('#contact-name') as HTMLInputElement).value === name,
      values.name,
    );
    expect(await fieldValues(page)).toEqual(values);
    expect(await page.evaluate(() => Object.keys(window.localStorage))).not.toContain(
      'studio-contact-draft',
    );

    await submitButton(page).click();
    await statusBox(page).getByText(defaultWords('contact.status.success')).waitFor();
    expect(delivered(values.email)).toHaveLength(1);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('header[data-loaded]');
    expect(await fieldValues(page)).toEqual({ name: '', email: '', company: '', message: '' });
  });
});

describe('a page whose code is gone (a tab opened before a deploy)', () => {
  it('keeps the values when the form’s code cannot load, offers a reload that keeps them, and the address', async () => {
    const language = languageAt(1);
    const t = words(language.code);
    const page = await browser().newPage();
    await page.route(CONTACT_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await openPage(page, language.home);
    const values = {
      name: 'Grace',
      email: uniqueEmail('gone'),
      company: '',
      message: 'Ancora qui',
    };
    await fill(page, values);
    await unavailable(page);
    await page.getByText(t('contact.fallback.unavailable'), { exact: true }).waitFor();
    await expectVisibleAlternative(page, language.code);
    expect(await fieldValues(page)).toEqual(values);

    // A send now is held, tried once more, and never leaves as a page load.
    await submitButton(page).click();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(url(language.home));

    await page.unroute(CONTACT_CHUNK);
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: t('contact.recovery.reload'), exact: true }).click(),
    ]);
    await page.waitForSelector('header[data-loaded]');
    await page.waitForFunction(
      (name) => (document.querySelector('#contact-name') as HTMLInputElement).value === name,
      values.name,
    );
    await submitButton(page).click();
    await statusBox(page).getByText(t('contact.status.success')).waitFor();
    expect(delivered(values.email)).toHaveLength(1);
  });

  it('keeps the values when the sending library is gone, and offers a reload and the address', async () => {
    expect(EMAILJS_FILES.length).toBeGreaterThan(0);
    const page = await browser().newPage();
    await page.route(
      (address) => EMAILJS_FILES.some((file) => address.pathname === `/${file}`),
      (route) => route.fulfill({ status: 404, body: 'Not Found' }),
    );
    await openPage(page, DEFAULT_LANGUAGE.home);
    const values = { name: 'Ada', email: uniqueEmail('sdk-gone'), company: 'X', message: 'Ciao' };
    await fill(page, values);
    await submitButton(page).click();
    await alertBox(page)
      .getByText(defaultWords('contact.status.unavailable'))
      .waitFor({ timeout: 15_000 });
    await page.getByText(defaultWords('contact.recovery.unavailable'), { exact: true }).waitFor();
    expect(
      await page
        .getByRole('button', { name: defaultWords('contact.recovery.reload'), exact: true })
        .isVisible(),
    ).toBe(true);
    await expectVisibleAlternative(page, DEFAULT_LANGUAGE.code);
    expect(await fieldValues(page)).toEqual(values);
    expect(delivered(values.email)).toHaveLength(0);
  });
});

describe('offline', () => {
  /** A page in its own context, which the test can take offline. */
  async function pageOf(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser().newContext();
    return { context, page: await context.newPage() };
  }

  it('says the visitor is offline, keeps the values, and sends once the connection is back', async () => {
    const { context, page } = await pageOf();
    await openPage(page, DEFAULT_LANGUAGE.home);
    const values = {
      name: 'Ada',
      email: uniqueEmail('offline'),
      company: '',
      message: 'Dal treno',
    };
    await fill(page, values);
    await formReady(page);
    await context.setOffline(true);
    await submitButton(page).click();
    await alertBox(page).getByText(defaultWords('contact.status.offline')).waitFor();
    await page.getByText(defaultWords('contact.recovery.offline'), { exact: true }).waitFor();
    await expectVisibleAlternative(page, DEFAULT_LANGUAGE.code);
    expect(await fieldValues(page)).toEqual(values);

    await context.setOffline(false);
    await statusBox(page).getByText(defaultWords('contact.status.success')).waitFor();
    await page.waitForTimeout(500);
    expect(delivered(values.email)).toHaveLength(1);
  });

  it('shows a submit held before the form’s code arrived, offline, and sends it once back online', async () => {
    const { context, page } = await pageOf();
    const contactCode: string[] = [];
    page.on('request', (request) => {
      if (CONTACT_CHUNK.test(request.url())) contactCode.push(request.url());
    });
    await openPage(page, DEFAULT_LANGUAGE.home);
    expect(contactCode).toEqual([]);
    await context.setOffline(true);
    const values = {
      name: 'Ada',
      email: uniqueEmail('held-offline'),
      company: '',
      message: 'In galleria',
    };
    await fill(page, values);
    await submitButton(page).click();
    await page.getByText(defaultWords('contact.form.holdingOffline'), { exact: true }).waitFor();

    await context.setOffline(false);
    await statusBox(page)
      .getByText(defaultWords('contact.status.success'))
      .waitFor({ timeout: 20_000 });
    expect(delivered(values.email)).toHaveLength(1);
  });
});

it('shows a submit held while the form’s code is on its way, then sends it', async () => {
  const page = await browser().newPage();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(CONTACT_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  await openPage(page, DEFAULT_LANGUAGE.home);
  const values = { name: 'Ada', email: uniqueEmail('held'), company: '', message: 'Presto' };
  await fill(page, values);
  await submitButton(page).click();
  await page.getByText(defaultWords('contact.form.holding'), { exact: true }).waitFor();
  release();
  await statusBox(page).getByText(defaultWords('contact.status.success')).waitFor();
  expect(
    await page.getByText(defaultWords('contact.form.holding'), { exact: true }).isVisible(),
  ).toBe(false);
  expect(delivered(values.email)).toHaveLength(1);
});

describe.each([
  [400, 'The template ID is invalid', 'rejected'],
  [413, 'Payload Too Large', 'tooLarge'],
  [429, 'Too Many Requests', 'rateLimited'],
] as const)('EmailJS answering %i', (status, text, said) => {
  it('keeps the values, says what happened and what to do, with the studio’s address', async () => {
    const language = languageAt(status === 413 ? 2 : 0);
    const t = words(language.code);
    const page = await browser().newPage();
    await openPage(page, language.home);
    const values = {
      name: 'Ada',
      email: uniqueEmail(`refused-${status}`),
      company: 'ACME',
      message: 'Ciao',
    };
    await planAnswer(values.email, status, text);
    await fill(page, values);
    await submitButton(page).click();
    await alertBox(page)
      .getByText(t(`contact.status.${said}`))
      .waitFor();
    const recovery = page.getByText(t(`contact.recovery.${said}`), { exact: true });
    await recovery.waitFor();
    await expectVisibleAlternative(page, language.code);
    expect(await fieldValues(page)).toEqual(values);
    expect(delivered(values.email)).toHaveLength(0);

    // The status box goes back to idle after 3 s (the spec); the way forward stays.
    await alertBox(page)
      .getByText(t(`contact.status.${said}`))
      .waitFor({ state: 'detached', timeout: 5000 });
    expect(await recovery.isVisible()).toBe(true);
  });
});

describe('autofill', () => {
  /**
   * What a browser's autofill or a password manager fills: every visible field, and any field
   * whose name, id, autocomplete token or label looks like a person's details, visible or not.
   */
  const AUTOFILL_HINT =
    /name|mail|company|organi[sz]ation|url|web|site|homepage|tel|phone|addr|street|city|zip|postal|country/i;

  it('does not trip the hidden field: the message is sent', async () => {
    const page = await browser().newPage();
    await openPage(page, DEFAULT_LANGUAGE.home);
    await formReady(page);
    const email = uniqueEmail('autofill');
    const profile = {
      name: 'Ada Lovelace',
      email,
      organization: 'Analytical Engines',
      other: 'Scrivo per una dashboard',
    };
    const filled = await page.evaluate(
      ({ profile, hint }) => {
        const pattern = new RegExp(hint, 'i');
        const form = document.querySelector('#contact form');
        const controls = [...(form?.querySelectorAll('input, textarea') ?? [])] as (
          HTMLInputElement | HTMLTextAreaElement
        )[];
        const touched: string[] = [];
        for (const control of controls) {
          // Visible: a person could click it (not clipped away, not covered, not hidden).
          control.scrollIntoView({ block: 'center' });
          const box = control.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          const visible = control.checkVisibility() && hit !== null && control.contains(hit);
          const label = [...(control.labels ?? [])].map((l) => l.textContent).join(' ');
          const described = [control.name, control.id, control.autocomplete, label].join(' ');
          if (!visible && !pattern.test(described)) continue;
          const value = /mail/i.test(described)
            ? profile.email
            : /company|organi/i.test(described)
              ? profile.organization
              : /name/i.test(described)
                ? profile.name
                : profile.other;
          // As autofill does: the value set natively, then input and change events.
          const setter = Object.getOwnPropertyDescriptor(
            Object.getPrototypeOf(control),
            'value',
          )?.set;
          setter?.call(control, value);
          control.dispatchEvent(new Event('input', { bubbles: true }));
          control.dispatchEvent(new Event('change', { bubbles: true }));
          touched.push(control.id);
        }
        return touched;
      },
      { profile, hint: AUTOFILL_HINT.source },
    );
    expect(filled.sort()).toEqual([
      'contact-company',
      'contact-email',
      'contact-message',
      'contact-name',
    ]);
    await submitButton(page).click();
    await statusBox(page).getByText(defaultWords('contact.status.success')).waitFor();
    expect(delivered(email)).toHaveLength(1);
    expect(delivered(email)[0]?.template_params).toMatchObject({
      name: profile.name,
      company: profile.organization,
    });
  });
});

describe.each(LANGUAGES)('over-long input in $code', ({ code, home }) => {
  const t = words(code);
  const max = CONTACT_LIMITS.message;

  it('is cut at the limit while typing, with the counter at zero, and refused when set by script', async () => {
    const page = await browser().newPage();
    await openPage(page, home);
    await formReady(page);
    await page.fill('#contact-message', 'x'.repeat(max + 50));
    expect((await page.inputValue('#contact-message')).length).toBe(max);
    const counter = page.locator('#contact-message-counter');
    expect(spaced(await counter.innerText())).toBe(
      spaced(t('contact.counter.remaining', { remaining: formatInteger(0, code) })),
    );

    const email = uniqueEmail(`too-long-${code}`);
    await fill(page, { name: 'Ada', email });
    // A value put there by script (a restored draft, an extension) is not held by maxlength.
    await page.evaluate((length) => {
      const message = document.querySelector('#contact-message') as HTMLTextAreaElement;
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(
        message,
        'y'.repeat(length),
      );
      message.dispatchEvent(new Event('input', { bubbles: true }));
    }, max + 1);
    await submitButton(page).click();
    const error = page.locator('#contact-message-error');
    await error.waitFor();
    expect(spaced(await error.innerText())).toBe(
      spaced(t('contact.errors.messageTooLong', { max: formatInteger(max, code) })),
    );
    await page.waitForTimeout(300);
    expect(delivered(email)).toHaveLength(0);
  });
});
