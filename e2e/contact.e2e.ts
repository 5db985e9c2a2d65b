/**
 * The contact form end to end, in the default language: the built page, the EmailJS SDK and the
 * local stand-in for EmailJS (scripts/emailjs-outbox.mjs), which keeps every message it gets
 * and refuses those from "status-<code>@…" with that status.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { DEFAULT_LANGUAGE, eventually, openPage, sharedBrowser, url } from './support/browser';
import { words } from './support/content';

const browser = sharedBrowser();
const { home } = DEFAULT_LANGUAGE;
const t = words(DEFAULT_LANGUAGE.code);

interface Sent {
  template_params: Record<string, string>;
}
const outbox = (): Sent[] =>
  readFileSync(process.env.E2E_OUTBOX_FILE ?? '', { flag: 'a+', encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sent);
const delivered = (email: string) => outbox().filter((m) => m.template_params.email === email);

const field = (page: Page, name: string) =>
  page.getByLabel(t(`contact.fields.${name}.label`), { exact: false }).first();
const submit = (page: Page) => page.getByRole('button', { name: t('contact.form.submit') });

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}

it('delivers one message for a double click, trimmed, says so, and clears the fields', async () => {
  const page = await browser().newPage();
  await openPage(page, home);
  const email = `double-${Date.now()}@example.com`;
  await fill(page, { name: '  Ada  ', email, company: '', message: ' Hello\nthere ' });
  await submit(page).dblclick();
  await page.getByRole('status').getByText(t('contact.status.success')).waitFor();
  expect(await field(page, 'name').inputValue()).toBe('');
  await page.waitForTimeout(1_000);
  const sent = delivered(email);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.template_params).toMatchObject({
    name: 'Ada',
    email,
    company: t('contact.notSpecified'),
    message: 'Hello\nthere',
  });
});

it('keeps the values and says what happened, after the client’s words, when EmailJS refuses', async () => {
  const page = await browser().newPage();
  await openPage(page, home);
  const values = { name: 'Ada', email: 'status-429@example.com', message: 'Hello' };
  await fill(page, values);
  await submit(page).click();
  const alert = page.getByRole('alert');
  await alert.getByText(t('contact.status.rateLimited')).waitFor();
  expect(await alert.textContent()).toBe(
    `${t('contact.status.error')} ${t('contact.status.rateLimited')}`,
  );
  expect(await field(page, 'message').inputValue()).toBe(values.message);
  expect(delivered(values.email)).toEqual([]);
});

it('sends markup as text, byte for byte, and never renders it', async () => {
  const page = await browser().newPage();
  await openPage(page, home);
  const hostile = `<img src=x onerror="window.__pwned=1"> & "quotes" </textarea>`;
  const email = `hostile-${Date.now()}@example.com`;
  await fill(page, { name: hostile, email, message: hostile });
  await submit(page).click();
  await page.getByRole('status').getByText(t('contact.status.success')).waitFor();
  await eventually(() => expect(delivered(email)[0]?.template_params.message).toBe(hostile));
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

it('without JavaScript, cannot be sent and offers the studio’s address instead', async () => {
  const page = await browser().newPage({ javaScriptEnabled: false });
  await page.goto(url(home));
  await expect(page.getByText(t('contact.fallback.noScript')).isVisible()).resolves.toBe(true);
  const address = page.locator('#contact a[href^="mailto:"]');
  await expect(address.isVisible()).resolves.toBe(true);
  expect(await submit(page).isDisabled()).toBe(true);
});
