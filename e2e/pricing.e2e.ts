/**
 * A buyer asks about an engagement from its card: the contact form says which one, and the message
 * the studio receives (through the local EmailJS stand-in) names it, in the page's language.
 */
import { readFileSync } from 'node:fs';
import {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  eventually,
  openPage,
  sharedBrowser,
} from './support/browser';
import { facts, words } from './support/content';

const browser = sharedBrowser();

interface Sent {
  template_params: Record<string, string>;
}
const delivered = (email: string) =>
  readFileSync(process.env.E2E_OUTBOX_FILE ?? '', { flag: 'a+', encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sent)
    .filter((message) => message.template_params.email === email);

type Engagement = { id: string; title: Record<string, string> };
const [first, second] = facts<Engagement[]>('engagements.yaml');
const other = LANGUAGES.find((language) => language !== DEFAULT_LANGUAGE)!;

it.each([DEFAULT_LANGUAGE, other])(
  'names the engagement asked about in the message, and lets the visitor take it off ($code)',
  async ({ code, home }) => {
    if (!first || !second) throw new Error('content/engagements.yaml needs two engagements');
    const t = words(code);
    const page = await browser().newPage();
    await openPage(page, home);
    const ask = (engagement: Engagement) =>
      page.getByRole('link', { name: t('pricing.ctaLabel', { title: engagement.title[code]! }) });
    await ask(first).click();
    await ask(second).click(); // the last one asked about is the one named
    const chosen = page.getByText(t('contact.engagement.label', { title: second.title[code]! }));
    await chosen.waitFor();
    expect(await page.evaluate(() => window.location.hash)).toBe('#contact');

    const field = (name: string) =>
      page.getByLabel(t(`contact.fields.${name}.label`), { exact: false }).first();
    const email = `engagement-${code}-${Date.now()}@example.com`;
    await field('name').fill('Ada');
    await field('email').fill(email);
    await field('message').fill('How soon could you start?');
    await page.getByRole('button', { name: t('contact.form.submit') }).click();
    await page.getByRole('status').getByText(t('contact.status.success')).waitFor();
    await eventually(() =>
      expect(delivered(email)[0]?.template_params.engagement).toBe(second.title[code]),
    );

    // Taken off (what the next message then says is a unit test's: EmailJS spaces out sends).
    await page.getByRole('button', { name: t('contact.engagement.remove') }).click();
    expect(await chosen.count()).toBe(0);
    await page.close();
  },
);
