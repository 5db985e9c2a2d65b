/**
 * The visit counting end to end: the test build counts at the local stand-in for Plausible's
 * events API (scripts/analytics-stand-in.mjs, `npm run build:test`), which keeps each event with
 * the browser's User-Agent. Each test browses with a User-Agent of its own, so it reads its own
 * events only while the other test files count theirs. The messages go to the EmailJS stand-in,
 * which refuses those from "status-<code>@…" with that status.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContextOptions, Page, Request } from 'playwright-core';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  axeViolations,
  baseUrl,
  errorsOf,
  eventually,
  openPage,
  sharedBrowser,
  url,
} from './support/browser';
import { facts, words } from './support/content';
import type { Project } from './support/content';
import { REFUSAL_KEY } from '../src/lib/analytics';
import { localizedPath } from '../src/lib/languages';
import { caseStudyPath } from '../src/lib/work-paths';

const browser = sharedBrowser();
const { home } = DEFAULT_LANGUAGE;
const t = words(DEFAULT_LANGUAGE.code);
const other = LANGUAGES.find((language) => language !== DEFAULT_LANGUAGE)!;
const [project] = facts<Project[]>('projects.yaml');
const privacy = (code: string) => localizedPath(code, '/privacy/');
/** How long "nothing was counted" waits after the page has settled: beacons leave at once. */
const QUIET_MS = 1_500;

interface Counted {
  userAgent: string;
  name: string;
  url: string;
  domain: string;
  referrer: string | null;
  props: Record<string, string>;
}
const recorded = (): Counted[] =>
  readFileSync(process.env.E2E_ANALYTICS_FILE ?? '', { flag: 'a+', encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Counted);

let visitors = 0;
/** A browser of its own (its storage, its User-Agent) and what the stand-in counted from it. */
async function visitor(options: BrowserContextOptions = {}) {
  const tag = `analytics-e2e-${process.pid}-${(visitors += 1)}`;
  const probe = await browser().newPage();
  const userAgent = `${await probe.evaluate(() => navigator.userAgent)} ${tag}`;
  await probe.context().close();
  const context = await browser().newContext({ userAgent, ...options });
  const page = await context.newPage();
  const counted = () => recorded().filter((event) => event.userAgent.endsWith(` ${tag}`));
  const pageViews = () => counted().filter((event) => event.name === 'pageview');
  const enquiries = () => counted().filter((event) => event.name === 'Enquiry sent');
  return { context, page, counted, pageViews, enquiries };
}

const settle = (page: Page) => page.waitForTimeout(QUIET_MS);
const pathOf = (event: Counted) => new URL(event.url).pathname;

const field = (page: Page, name: string, say = t) =>
  page.getByLabel(say(`contact.fields.${name}.label`), { exact: false }).first();
const submit = (page: Page, say = t) =>
  page.getByRole('button', { name: say('contact.form.submit') });

/** Fills the form of the page, in its language, ready to send. */
async function fill(page: Page, email: string, say = t) {
  await field(page, 'name', say).fill('Ada');
  await field(page, 'email', say).fill(email);
  await field(page, 'message', say).fill('Counting, please.');
}
/** The error box of a send that failed. */
const failed = (page: Page) => page.getByRole('alert').getByText(t('contact.status.error'));

it('counts one page view per page load and per page reached in the app, never a #section', async () => {
  const { page, pageViews } = await visitor();
  const errors = errorsOf(page);
  // Neither the query string nor the hash is sent; the referring site by its origin alone.
  await page.goto(url(`${home}?utm_source=newsletter&email=ada@example.com#services`), {
    // http: from https, the browser would send no referrer to this http test server at all.
    referer: 'http://news.example.org/some/article?id=7',
  });
  await page.waitForLoadState('networkidle');
  await eventually(() => expect(pageViews()).toHaveLength(1));
  expect(pageViews()[0]).toMatchObject({
    url: `${baseUrl()}${home}`,
    domain: 'studio.test',
    referrer: 'http://news.example.org',
    props: { language: DEFAULT_LANGUAGE.code },
  });

  // The section links change the address's hash, not the page.
  const nav = page.getByRole('navigation', { name: t('nav.label') });
  for (const id of t.keys('nav.links').slice(0, 2))
    await nav.getByRole('link', { name: t(`nav.links.${id}`), exact: true }).click();
  await settle(page);
  expect(pageViews()).toHaveLength(1);

  // The language menu moves within the app: one more page, in its language.
  await page.getByRole('button', { name: new RegExp(t('languageSwitcher.label')) }).click();
  await page
    .getByRole('link', { name: new RegExp(other.name) })
    .first()
    .click();
  await page.waitForURL(url(other.home));
  await eventually(() => expect(pageViews()).toHaveLength(2));
  expect(pageViews()[1]).toMatchObject({
    url: `${baseUrl()}${other.home}`,
    props: { language: other.code },
  });

  // A new load of a page, a case study: one each, and never twice.
  await openPage(page, caseStudyPath(project!.id));
  await page.reload({ waitUntil: 'networkidle' });
  await settle(page);
  expect(pageViews().map(pathOf)).toEqual([
    home,
    other.home,
    caseStudyPath(project!.id),
    caseStudyPath(project!.id),
  ]);
  expect(errors).toEqual([]);
});

it('posts only to the configured service, as text/plain (no preflight), and sets nothing', async () => {
  const { context, page, counted } = await visitor();
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await openPage(page, home);
  await openPage(page, privacy(DEFAULT_LANGUAGE.code));
  await eventually(() => expect(counted()).toHaveLength(2));
  const service = process.env.E2E_ANALYTICS_URL ?? '';
  const elsewhere = requests
    .map((request) => request.url())
    .filter((address) => !address.startsWith(baseUrl()) && !/^(data|blob):/.test(address));
  expect(elsewhere.filter((address) => !address.startsWith(`${service}/`))).toEqual([]);
  expect(requests.filter((request) => request.method() === 'OPTIONS')).toEqual([]);
  for (const request of requests.filter((r) => r.url().startsWith(`${service}/`))) {
    expect(request.url()).toBe(`${service}/api/event`);
    expect(request.method()).toBe('POST');
    expect((await request.allHeaders())['content-type']).toMatch(/^text\/plain/);
  }
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
});

it('counts nothing once the visitor refuses on the privacy page, and counts again when allowed', async () => {
  const { page, counted, pageViews } = await visitor();
  const privacyPage = privacy(other.code);
  const say = words(other.code);
  await openPage(page, privacyPage);
  await eventually(() => expect(pageViews()).toHaveLength(1));
  const choice = page.getByRole('region', { name: say('analytics.title') });
  await choice.getByText(say('analytics.counted')).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await choice.getByRole('button', { name: say('analytics.refuse') }).click();
  await choice.getByText(say('analytics.refused')).waitFor();
  await expect(
    choice.getByText(say('analytics.stored', { key: REFUSAL_KEY })).isVisible(),
  ).resolves.toBe(true);
  // The one thing kept, and no cookie.
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([REFUSAL_KEY]);

  await openPage(page, other.home);
  await openPage(page, caseStudyPath(project!.id));
  await fill(page, `refused-${Date.now()}@example.com`);
  await submit(page).click();
  await page.getByRole('status').getByText(t('contact.status.success')).waitFor();
  await settle(page);
  expect(counted()).toHaveLength(1);

  // Still refused on a later visit; "count again" takes the key away.
  await openPage(page, privacyPage);
  await choice.getByText(say('analytics.refused')).waitFor();
  await choice.getByRole('button', { name: say('analytics.allow') }).click();
  expect(await page.evaluate((key) => localStorage.getItem(key), REFUSAL_KEY)).toBeNull();
  await openPage(page, home);
  await eventually(() => expect(pageViews().map(pathOf)).toEqual([privacyPage, home]));
});

it('counts nothing from a browser that sends Global Privacy Control, and says so', async () => {
  const { context, page, counted } = await visitor();
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }),
  );
  await openPage(page, home);
  await fill(page, `gpc-${Date.now()}@example.com`);
  await submit(page).click();
  await page.getByRole('status').getByText(t('contact.status.success')).waitFor();
  await openPage(page, privacy(DEFAULT_LANGUAGE.code));
  await page.getByText(t('analytics.browserRefuses')).waitFor();
  expect(await page.getByRole('button', { name: t('analytics.refuse') }).count()).toBe(0);
  await settle(page);
  expect(counted()).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), REFUSAL_KEY)).toBeNull();
});

it('counts nothing without scripts, as the privacy page then says', async () => {
  const { page, counted } = await visitor({ javaScriptEnabled: false });
  await page.goto(url(privacy(DEFAULT_LANGUAGE.code)));
  await expect(page.getByText(t('analytics.noScript')).isVisible()).resolves.toBe(true);
  expect(await page.getByRole('button', { name: t('analytics.refuse') }).count()).toBe(0);
  await page.goto(url(home));
  await settle(page);
  expect(counted()).toEqual([]);
});

describe('"Enquiry sent"', () => {
  it('is counted once for a message sent with a double click, from the home page', async () => {
    const { page, enquiries } = await visitor();
    await openPage(page, home);
    await fill(page, `counted-${Date.now()}@example.com`);
    await submit(page).dblclick();
    await page.getByRole('status').getByText(t('contact.status.success')).waitFor();
    await eventually(() => expect(enquiries()).toHaveLength(1));
    await settle(page);
    expect(enquiries()).toHaveLength(1);
    expect(enquiries()[0]).toMatchObject({
      url: `${baseUrl()}${home}`,
      props: { language: DEFAULT_LANGUAGE.code, from: 'home' },
    });
    // Nothing of the message or of the sender.
    expect(JSON.stringify(enquiries()[0])).not.toMatch(/Ada|counted-|Counting, please/);
  });

  it('names the case study it was sent from, in the page’s language', async () => {
    const { page, enquiries } = await visitor();
    const say = words(other.code);
    await openPage(page, localizedPath(other.code, caseStudyPath(project!.id)));
    await fill(page, `case-${Date.now()}@example.com`, say);
    await submit(page, say).click();
    await page.getByRole('status').getByText(say('contact.status.success')).waitFor();
    await eventually(() => expect(enquiries()).toHaveLength(1));
    expect(enquiries()[0]?.props).toEqual({ language: other.code, from: `work/${project!.id}` });
  });

  it('is not counted for a send EmailJS refuses, nor for one the network loses', async () => {
    const { context, page, enquiries } = await visitor();
    await openPage(page, home);
    await fill(page, 'status-429@example.com');
    await submit(page).click();
    await failed(page).waitFor();
    await settle(page);
    expect(enquiries()).toEqual([]);

    // The EmailJS stand-in of `npm run build:test` (package.json), out of reach.
    const outbox = `http://127.0.0.1:${process.env.E2E_OUTBOX_PORT ?? 9099}/**`;
    await context.route(outbox, (route) => route.abort('internetdisconnected'));
    await field(page, 'email').fill(`lost-${Date.now()}@example.com`);
    await failed(page).waitFor({ state: 'detached' });
    await submit(page).click();
    await failed(page).waitFor();
    await settle(page);
    expect(enquiries()).toEqual([]);
  });
});
