/**
 * The contact form in Chromium against the production build (`npm run build:test`) and the local
 * EmailJS outbox the global setup starts: what the visitor sees and what reaches the inbox.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  PHONE,
  axeViolations,
  languageAt,
  openPage,
  sharedBrowser,
} from './support/browser';
import { words } from './support/content';

const SEND_PATH = '/api/v1.0/email/send';

/** The form's words for the fields a visitor must fill, by field. */
const REQUIRED_ERRORS = {
  name: 'contact.errors.nameRequired',
  email: 'contact.errors.emailRequired',
  message: 'contact.errors.messageRequired',
} as const;

/** The default language's words: the page most tests below run on. */
const defaultWords = words(DEFAULT_LANGUAGE.code);

interface Values {
  name: string;
  email: string;
  company: string;
  message: string;
}

interface OutboxRecord {
  user_id: string;
  service_id: string;
  template_id: string;
  lib_version: string;
  template_params: Record<string, string>;
}

const outboxUrl = () => process.env.E2E_OUTBOX_URL ?? '';

function outbox(): OutboxRecord[] {
  const file = process.env.E2E_OUTBOX_FILE;
  if (!file) throw new Error('E2E_OUTBOX_FILE is not set: run through `npm run test:e2e`.');
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxRecord);
}

/** The messages in the outbox sent with this (unique) email address. */
const delivered = (email: string) => outbox().filter((r) => r.template_params.email === email);

let counter = 0;
function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now()}-${counter}@example.com`;
}

async function fill(page: Page, values: Partial<Values>) {
  for (const [field, value] of Object.entries(values)) {
    await page.fill(`#contact-${field}`, value);
  }
}

const submitButton = (page: Page) => page.locator('#contact form button[type="submit"]');
const statusBox = (page: Page) => page.locator('#contact [role="status"]');
const alertBox = (page: Page) => page.locator('#contact [role="alert"]');

async function fieldValues(page: Page): Promise<Values> {
  const value = (field: string) => page.inputValue(`#contact-${field}`);
  return {
    name: await value('name'),
    email: await value('email'),
    company: await value('company'),
    message: await value('message'),
  };
}

/** Console errors the page logs, as text. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Counts the send requests reaching the network, passing them on to the outbox. */
function countSends(page: Page): { count: () => number } {
  let sends = 0;
  void page.route(`${outboxUrl()}${SEND_PATH}`, (route) => {
    if (route.request().method() === 'POST') sends += 1;
    return route.continue();
  });
  return { count: () => sends };
}

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'Content-Type' };

/** Answers the send request in place of the outbox. */
async function answerSends(page: Page, answer: (route: Route) => Promise<void>) {
  await page.route(`${outboxUrl()}${SEND_PATH}`, (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({ status: 204, headers: CORS })
      : answer(route),
  );
}

/** Axe on the contact section once its scroll-in reveal has finished (mid-fade text fails contrast). */
async function contactAxeViolations(page: Page): Promise<string[]> {
  await page.locator('[data-inview] > #contact').waitFor();
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return axeViolations(page);
}

const browser = sharedBrowser();

beforeAll(async () => {
  if (!outboxUrl()) throw new Error('E2E_OUTBOX_URL is not set: run through `npm run test:e2e`.');
  const host = outboxUrl().replace(/^https?:\/\//, '');
  const scripts = readdirSync('public').filter((file) => file.endsWith('.js'));
  const pointed = scripts.some((file) =>
    readFileSync(path.join('public', file), 'utf8').includes(host),
  );
  if (!pointed) {
    throw new Error(
      `The build in public/ does not send to the test outbox (${outboxUrl()}): run \`npm run build:test\`.`,
    );
  }
});

describe('the stand-in for EmailJS', () => {
  it('answers a bad request with a 400 and a reason in plain text, like EmailJS', async () => {
    const response = await fetch(`${outboxUrl()}${SEND_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ service_id: 's', template_id: 't', template_params: {} }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('The user_id parameter is required');
  });

  it('answers with a planned refusal once, for the address it was planned for, then delivers', async () => {
    const email = uniqueEmail('planned');
    const plan = await fetch(`${outboxUrl()}/__outbox/answers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, status: 413, text: 'Payload Too Large' }),
    });
    expect(plan.status).toBe(201);
    const send = () =>
      fetch(`${outboxUrl()}${SEND_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          user_id: 'u',
          service_id: 's',
          template_id: 't',
          template_params: { email, message: 'Ciao' },
        }),
      });
    const refused = await send();
    expect([refused.status, await refused.text()]).toEqual([413, 'Payload Too Large']);
    expect(delivered(email)).toHaveLength(0);
    const accepted = await send();
    expect([accepted.status, await accepted.text()]).toEqual([200, 'OK']);
    expect(delivered(email)).toHaveLength(1);
  });

  it('allows the site to call it across origins', async () => {
    const response = await fetch(`${outboxUrl()}${SEND_PATH}`, {
      method: 'OPTIONS',
      headers: {
        origin: process.env.E2E_BASE_URL ?? '',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(process.env.E2E_BASE_URL);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
  });
});

describe.each(LANGUAGES)('the contact form in $code', ({ code, home }) => {
  const t = words(code);

  it('shows every validation message at once, focuses the first field, has no axe violation', async () => {
    const page = await browser().newPage();
    const sends = countSends(page);
    await openPage(page, home);
    await submitButton(page).click();
    // The section may still be fetching its code: a submit held meanwhile is replayed after it.
    await page.locator('#contact-name[aria-invalid="true"]').waitFor();

    for (const [field, key] of Object.entries(REQUIRED_ERRORS)) {
      const text = t(key);
      const control = page.locator(`#contact-${field}`);
      await expect(control.getAttribute('aria-invalid')).resolves.toBe('true');
      const describedBy = await control.getAttribute('aria-describedby');
      await expect(page.locator(`#${describedBy}`).textContent()).resolves.toBe(text);
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name');
    expect(await page.locator('#contact-company').getAttribute('aria-invalid')).toBeNull();
    expect(await contactAxeViolations(page)).toEqual([]);

    await fill(page, { name: 'Ada', email: 'ada@example', message: 'Ciao' });
    await submitButton(page).click();
    await expect(page.locator('#contact-email-error').textContent()).resolves.toBe(
      t('contact.errors.emailInvalid'),
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-email');
    await expect(page.locator('#contact [aria-invalid="true"]').count()).resolves.toBe(1);

    // Editing the email clears only its error.
    await page.fill('#contact-email', 'ada@example.com');
    await expect(page.locator('#contact-email-error').count()).resolves.toBe(0);
    expect(sends.count()).toBe(0);
  });

  it('delivers the trimmed values to the outbox, shows success, clears the fields', async () => {
    const page = await browser().newPage();
    await openPage(page, home);
    const email = uniqueEmail(`happy-${code}`);
    await fill(page, {
      name: '  Ada Lovelace  ',
      email: `  ${email} `,
      company: '   ',
      message: '\n  Vorrei una dashboard.\nGrazie!  \n',
    });
    await submitButton(page).click();
    await statusBox(page).getByText(t('contact.status.success')).waitFor();

    const messages = delivered(email);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      user_id: 'local_public_key',
      service_id: 'local_service',
      template_id: 'local_template',
    });
    expect(messages[0]?.template_params).toEqual({
      name: 'Ada Lovelace',
      email,
      company: t('contact.notSpecified'),
      message: 'Vorrei una dashboard.\nGrazie!',
    });
    expect(await fieldValues(page)).toEqual({ name: '', email: '', company: '', message: '' });
    expect(await contactAxeViolations(page)).toEqual([]);
    await statusBox(page)
      .getByText(t('contact.status.success'))
      .waitFor({ state: 'detached', timeout: 5000 });
  });

  it('keeps the values and shows the localized error when sending fails', async () => {
    const page = await browser().newPage({ viewport: PHONE });
    const errors = consoleErrors(page);
    await answerSends(page, (route) =>
      route.fulfill({ status: 500, headers: CORS, body: 'Internal Server Error' }),
    );
    await openPage(page, home);
    const values = { name: 'Ada', email: uniqueEmail('fail'), company: 'ACME', message: 'Ciao' };
    await fill(page, values);
    await submitButton(page).click();
    await alertBox(page).getByText(t('contact.status.error')).waitFor();
    expect(await fieldValues(page)).toEqual(values);
    expect(errors.join('\n')).toContain('(http): 500 Internal Server Error');
    expect(await contactAxeViolations(page)).toEqual([]);
  });
});

describe('every way sending can fail', () => {
  const cases: Array<
    [string, (route: Route) => Promise<void>, string, 'error' | 'rateLimited' | 'rejected']
  > = [
    [
      'a refusal',
      (route) =>
        route.fulfill({ status: 400, headers: CORS, body: 'The user_id parameter is required' }),
      '(rejected): 400',
      'rejected',
    ],
    [
      'a server error',
      (route) => route.fulfill({ status: 500, headers: CORS, body: 'Internal Server Error' }),
      '(http): 500',
      'error',
    ],
    [
      'a rate limit from the API',
      (route) => route.fulfill({ status: 429, headers: CORS, body: 'Too Many Requests' }),
      '(rate-limit): 429',
      'rateLimited',
    ],
    [
      'a headless block',
      (route) =>
        route.fulfill({ status: 451, headers: CORS, body: 'Unavailable For Headless Browser' }),
      '(headless): 451',
      'error',
    ],
    [
      'a block list',
      (route) => route.fulfill({ status: 403, headers: CORS, body: 'Forbidden' }),
      '(blocked): 403',
      'error',
    ],
    ['a network failure', (route) => route.abort('failed'), '(network): TypeError', 'error'],
  ];

  it.each(cases)(
    '%s ends in the error box with the typed values kept',
    async (_what, answer, logged, box) => {
      const page = await browser().newPage();
      const errors = consoleErrors(page);
      await answerSends(page, answer);
      await openPage(page, DEFAULT_LANGUAGE.home);
      const values = {
        name: 'Grace Hopper',
        email: uniqueEmail('kinds'),
        company: 'Navy',
        message: 'Riga uno\nRiga due',
      };
      await fill(page, values);
      await submitButton(page).click();
      await alertBox(page)
        .getByText(defaultWords(`contact.status.${box}`))
        .waitFor();
      expect(await fieldValues(page)).toEqual(values);
      expect(errors.join('\n')).toContain(logged);
      expect(delivered(values.email)).toHaveLength(0);
      expect(await submitButton(page).isEnabled()).toBe(true);
    },
  );

  it("hits the SDK's own rate limit on a second message within seconds", async () => {
    const language = languageAt(1);
    const t = words(language.code);
    const page = await browser().newPage();
    const errors = consoleErrors(page);
    await openPage(page, language.home);
    const first = { name: 'Ada', email: uniqueEmail('limit'), company: '', message: 'One' };
    await fill(page, first);
    await submitButton(page).click();
    await statusBox(page).getByText(t('contact.status.success')).waitFor();

    const second = { name: 'Ada', email: uniqueEmail('limit'), company: 'X', message: 'Two' };
    await fill(page, second);
    await submitButton(page).click();
    await alertBox(page).getByText(t('contact.status.rateLimited')).waitFor();
    expect(await fieldValues(page)).toEqual(second);
    expect(delivered(first.email)).toHaveLength(1);
    expect(delivered(second.email)).toHaveLength(0);
    expect(errors.join('\n')).toContain('(rate-limit): 429 Too Many Requests');
  });
});

describe('timing, repetition and spam', () => {
  interface BoxTimes {
    shown: number;
    hidden: number;
  }

  /**
   * Starts watching, inside the page, for `text` to appear and then disappear, and returns a function
   * that resolves to how long it stayed (ms). Measured with the page's own clock at each DOM change,
   * so a busy machine's polling latency does not shorten or stretch it.
   */
  async function watchVisibility(page: Page, text: string): Promise<() => Promise<number>> {
    await page.evaluate((watched) => {
      const times: BoxTimes = { shown: 0, hidden: 0 };
      (window as unknown as { boxTimes: BoxTimes }).boxTimes = times;
      const check = () => {
        const present = document.body.textContent?.includes(watched) ?? false;
        if (present && times.shown === 0) times.shown = performance.now();
        if (!present && times.shown > 0 && times.hidden === 0) times.hidden = performance.now();
      };
      new MutationObserver(check).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    }, text);
    return async () => {
      await page.waitForFunction(
        () => (window as unknown as { boxTimes: BoxTimes }).boxTimes.hidden > 0,
        undefined,
        { timeout: 8000 },
      );
      return page.evaluate(() => {
        const { shown, hidden } = (window as unknown as { boxTimes: BoxTimes }).boxTimes;
        return hidden - shown;
      });
    };
  }

  it('shows the success box for 3 s and the error box for 3 s', async () => {
    const page = await browser().newPage();
    await openPage(page, DEFAULT_LANGUAGE.home);
    await fill(page, { name: 'Ada', email: uniqueEmail('timing'), message: 'Ciao' });
    const successShownFor = await watchVisibility(page, defaultWords('contact.status.success'));
    await submitButton(page).click();
    const success = await successShownFor();
    expect(success).toBeGreaterThanOrEqual(2900);
    expect(success).toBeLessThan(4000);

    // A fresh browser: the first message started the rate limit in this one.
    const failing = await browser().newPage();
    await answerSends(failing, (route) => route.abort('failed'));
    await openPage(failing, DEFAULT_LANGUAGE.home);
    await fill(failing, { name: 'Ada', email: uniqueEmail('timing'), message: 'Ciao' });
    const errorShownFor = await watchVisibility(failing, defaultWords('contact.status.error'));
    await submitButton(failing).click();
    const error = await errorShownFor();
    expect(error).toBeGreaterThanOrEqual(2900);
    expect(error).toBeLessThan(4000);
  });

  it('disables the button with a spinner while sending', async () => {
    const page = await browser().newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await answerSends(page, async (route) => {
      await held;
      await route.fulfill({ status: 200, headers: CORS, body: 'OK' });
    });
    await openPage(page, DEFAULT_LANGUAGE.home);
    await fill(page, { name: 'Ada', email: uniqueEmail('busy'), message: 'Ciao' });
    await submitButton(page).click();
    await submitButton(page).getByText(defaultWords('contact.form.sending')).waitFor();
    expect(await submitButton(page).isDisabled()).toBe(true);
    release();
    await statusBox(page).getByText(defaultWords('contact.status.success')).waitFor();
    expect(await submitButton(page).isEnabled()).toBe(true);
  });

  it('sends one message for a double click', async () => {
    const page = await browser().newPage();
    const sends = countSends(page);
    await openPage(page, DEFAULT_LANGUAGE.home);
    const email = uniqueEmail('double-click');
    await fill(page, { name: 'Ada', email, message: 'Ciao' });
    await submitButton(page).dblclick();
    await statusBox(page).getByText(defaultWords('contact.status.success')).waitFor();
    await page.waitForTimeout(500);
    expect(sends.count()).toBe(1);
    expect(delivered(email)).toHaveLength(1);
  });

  it('sends one message for Enter pressed twice', async () => {
    const language = languageAt(2);
    const page = await browser().newPage();
    const sends = countSends(page);
    await openPage(page, language.home);
    const email = uniqueEmail('double-enter');
    await fill(page, { name: 'Ada', email, message: 'Ciao' });
    await page.focus('#contact-name');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await statusBox(page).getByText(words(language.code)('contact.status.success')).waitFor();
    await page.waitForTimeout(500);
    expect(sends.count()).toBe(1);
    expect(delivered(email)).toHaveLength(1);
  });

  it('holds back a message whose hidden field is filled, never saying "sent", and sends it when asked again', async () => {
    const page = await browser().newPage();
    const sends = countSends(page);
    await openPage(page, DEFAULT_LANGUAGE.home);
    const trap = page.locator('#contact-trap');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.getAttribute('autocomplete')).toBe('off');
    expect(await page.locator('[aria-hidden="true"] #contact-trap').count()).toBe(1);
    const email = uniqueEmail('trap');
    await fill(page, { name: 'Ada', email, message: 'Ciao' });
    await trap.fill('Ada Lovelace', { force: true });
    await submitButton(page).click();
    await alertBox(page).getByText(defaultWords('contact.status.checkAgain')).waitFor();
    await page.getByText(defaultWords('contact.recovery.checkAgain')).waitFor();
    expect(await statusBox(page).textContent()).toBe('');
    await page.waitForTimeout(500);
    expect(sends.count()).toBe(0);
    expect(await trap.inputValue()).toBe('');

    // A person checks and sends again: the message goes. A bot refilling the field would not.
    await submitButton(page).click();
    await statusBox(page).getByText(defaultWords('contact.status.success')).waitFor();
    expect(delivered(email)).toHaveLength(1);
  });

  it('does not load the sending library until the form is used', async () => {
    const page = await browser().newPage();
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) {
        const body = await response.text().catch(() => '');
        if (body.includes(SEND_PATH)) scripts.push(response.url());
      }
    });
    await openPage(page, DEFAULT_LANGUAGE.home);
    await page.waitForTimeout(1000);
    expect(scripts).toEqual([]);
    await page.focus('#contact-name');
    // The section's own code may still be on its way: the library follows once it has hydrated.
    for (let waited = 0; scripts.length === 0 && waited < 10_000; waited += 100) {
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(500);
    expect(scripts).toHaveLength(1);
  });
});

describe('a hostile message', () => {
  // Long, yet within the message's limit of 5,000 characters (CONTACT_LIMITS).
  const long = 'Lorem ipsum dolor sit amet, àèìòù ÆØÅ ß 🚀. '.repeat(100).trim();
  const hostile = {
    name: `<script>window.__pwned = 1</script> "Zoë" O'Brien 😀`,
    email: uniqueEmail('hostile'),
    company: `<img src=x onerror="window.__pwned=2"> & Co. ‎שלום`,
    message: [
      '<b>bold</b> <a href="javascript:alert(1)">link</a> {{name}} ${1+1}',
      'Quotes: "double" \'single\' `back`',
      'Emoji: 👩🏽‍💻🇮🇹✨ — accents: àéîõü çñ',
      'RTL: مرحبا بالعالم — עברית',
      '\ttabbed line',
      '',
      long,
    ].join('\n'),
  };

  it('reaches the outbox byte for byte and is never rendered as markup', async () => {
    const page = await browser().newPage();
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await openPage(page, DEFAULT_LANGUAGE.home);
    await fill(page, hostile);
    await submitButton(page).click();
    await statusBox(page).getByText(defaultWords('contact.status.success')).waitFor();

    const [message] = delivered(hostile.email);
    // Compared field by field as booleans: a diff of 35 KB of text would drown the report.
    for (const field of ['name', 'email', 'company', 'message'] as const) {
      expect([field, message?.template_params[field] === hostile[field]]).toEqual([field, true]);
    }
    expect(Object.keys(message?.template_params ?? {}).sort()).toEqual([
      'company',
      'email',
      'message',
      'name',
    ]);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await page.locator('#contact img, #contact script, #contact b').count()).toBe(0);
  });

  it('stays in the fields as text when sending fails', async () => {
    const page = await browser().newPage();
    await answerSends(page, (route) => route.abort('failed'));
    await openPage(page, DEFAULT_LANGUAGE.home);
    await fill(page, hostile);
    await submitButton(page).click();
    await alertBox(page).getByText(defaultWords('contact.status.error')).waitFor();
    expect(await fieldValues(page)).toEqual(hostile);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('#contact img, #contact script, #contact b').count()).toBe(0);
  });
});
