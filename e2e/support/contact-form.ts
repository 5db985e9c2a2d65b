/**
 * The contact form as the browser tests drive it: its controls, the outbox the build under test
 * delivers to (started by the global setup), and the answers the tests plan for it.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

export const SEND_PATH = '/api/v1.0/email/send';

export interface Values {
  name: string;
  email: string;
  company: string;
  message: string;
}

export interface OutboxRecord {
  user_id: string;
  service_id: string;
  template_id: string;
  lib_version: string;
  template_params: Record<string, string>;
}

export const outboxUrl = () => process.env.E2E_OUTBOX_URL ?? '';

export function outbox(): OutboxRecord[] {
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
export const delivered = (email: string) =>
  outbox().filter((record) => record.template_params.email === email);

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now()}-${counter}@example.com`;
}

/**
 * Makes the outbox answer the next message sent from `email` with an HTTP error, as EmailJS
 * answers a message it refuses (scripts/emailjs-outbox.mjs, control endpoint).
 */
export async function planAnswer(email: string, status: number, text: string): Promise<void> {
  const response = await fetch(`${outboxUrl()}/__outbox/answers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, status, text }),
  });
  if (response.status !== 201) throw new Error(`the outbox refused the plan: ${response.status}`);
}

export async function fill(page: Page, values: Partial<Values>): Promise<void> {
  for (const [field, value] of Object.entries(values)) {
    await page.fill(`#contact-${field}`, value);
  }
}

export async function fieldValues(page: Page): Promise<Values> {
  const value = (field: string) => page.inputValue(`#contact-${field}`);
  return {
    name: await value('name'),
    email: await value('email'),
    company: await value('company'),
    message: await value('message'),
  };
}

export const submitButton = (page: Page) => page.locator('#contact form button[type="submit"]');
export const statusBox = (page: Page) => page.locator('#contact [role="status"]');
export const alertBox = (page: Page) => page.locator('#contact [role="alert"]');

/** A text as a browser lays it out and Playwright reads it: every kind of space as one space. */
export const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();
