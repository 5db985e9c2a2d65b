/**
 * The build as the container serves it (`npm run serve:nginx`, deploy/nginx.conf): the visitor's
 * whole journey in Chromium under the build's Content-Security-Policy with no violation and no
 * console error; the statuses, redirects, headers and caching; and public/_headers and
 * public/_redirects (what Netlify and Cloudflare Pages read) saying the same as nginx does; and
 * the content editor at /admin/ under a policy of its own, working with no violation either.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { FILE_WORDS, LEGAL_WORDS, NAMESPACE_WORDS, UI_WORDS } from '../gatsby/editor-words';
import { sharedBrowser } from './support/browser';
import { openEditor, SVELTIA } from './support/editor';
import { startServeNginx } from './support/nginx';
import type { NginxServer } from './support/nginx';
import { LANGUAGE_HOMES, localeText } from './support/site';

const PUBLIC = 'public';
const YEAR = 'public, max-age=31536000, immutable';
const REVALIDATE = /^public, max-age=0, must-revalidate$/;

/** The 404 page's own log line (SPEC: "the unknown path is logged to the console"). */
const notFoundLog = (pathname: string) =>
  `404 Error: User attempted to access non-existent route: ${pathname}`;

const browser = sharedBrowser();
let nginx: NginxServer;

beforeAll(async () => {
  nginx = await startServeNginx();
});
afterAll(async () => {
  await nginx?.stop();
});

const at = (pathname: string) => `${nginx.url}${pathname}`;

interface ConsoleError {
  text: string;
  /** The address the browser attributes it to. */
  url: string;
}

interface Watch {
  violations: string[];
  errors: ConsoleError[];
}

/**
 * Records every CSP violation the page reports (from its first script on, across navigations)
 * and every console error and uncaught exception.
 */
async function watch(page: Page): Promise<Watch> {
  const watched: Watch = { violations: [], errors: [] };
  await page.exposeFunction('__cspViolation', (line: string) => watched.violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (line: string) => void })
        .__cspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI}: ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') {
      watched.errors.push({ text: message.text(), url: message.location().url });
    }
  });
  page.on('pageerror', (error) =>
    watched.errors.push({ text: `uncaught: ${error.message}`, url: page.url() }),
  );
  return watched;
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('header[data-loaded]', { timeout: 15_000 });
}

/** The messages the local outbox received (the global setup's EmailJS stand-in). */
function outbox(): Array<{ template_params: Record<string, string> }> {
  const file = process.env.E2E_OUTBOX_FILE;
  if (!file) throw new Error('E2E_OUTBOX_FILE is not set: run through `npm run test:e2e`.');
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
}

describe.each(LANGUAGE_HOMES)('the $code visitor journey on nginx', ({ code, home }) => {
  it('runs with zero CSP violations and no console error', async () => {
    const page = await browser().newPage();
    const watched = await watch(page);

    // The page.
    const response = await page.goto(at(home));
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe(code);

    // The demo chart: ApexCharts loads near it, adds its styles, draws, and shows tooltips.
    await page.locator('#demo [data-chart-state]').scrollIntoViewIfNeeded();
    await page.waitForSelector('#demo .apexcharts-svg', { timeout: 15_000 });
    const markers = page.locator('#demo .apexcharts-series-markers .apexcharts-marker');
    expect(await markers.count()).toBeGreaterThan(0);
    for (let index = 0; index < (await markers.count()); index += 1) {
      const box = await markers.nth(index).boundingBox();
      if (!box) throw new Error(`marker ${index} has no box`);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    }
    await page.waitForSelector('#demo .apexcharts-tooltip.apexcharts-active');

    // The contact form: its code and EmailJS load on first use; the message reaches the outbox.
    const email = `csp-${code}-${Date.now()}@example.com`;
    await page.focus('#contact-name');
    await page.fill('#contact-name', 'Ada Lovelace');
    await page.fill('#contact-email', email);
    await page.fill('#contact-message', 'A dashboard, please.');
    await page.locator('#contact form button[type="submit"]').click();
    await page
      .locator('#contact [role="status"]')
      .getByText(localeText(code, 'contact', 'contact.status.success'))
      .waitFor({ timeout: 15_000 });
    expect(outbox().filter((message) => message.template_params.email === email)).toHaveLength(1);

    // The language menu, to the next language's page.
    const next =
      LANGUAGE_HOMES[
        (LANGUAGE_HOMES.findIndex((language) => language.code === code) + 1) % LANGUAGE_HOMES.length
      ];
    if (!next) throw new Error('page-shape.json has no languages');
    await page.locator('header button[aria-controls]:not([aria-controls="site-menu"])').click();
    await page.locator(`header a[hreflang="${next.code}"]`).click();
    await page.waitForURL(at(next.home));
    // The URL changes before React renders the new page; its <html lang> comes with the page.
    await page.waitForFunction((lang) => document.documentElement.lang === lang, next.code);
    await page.waitForSelector('#about');

    // A not-found page, which logs its path on purpose.
    const missing = `${home}csp-no-such-page/`;
    const notFound = await page.goto(at(missing));
    expect(notFound?.status()).toBe(404);
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe(code);

    expect(watched.violations).toEqual([]);
    // The not-found page's own log line (naming the path), and Chromium's line for that
    // document's 404 status: the only errors allowed.
    const intended = (error: ConsoleError) =>
      error.text === notFoundLog(missing) ||
      (error.url === at(missing) &&
        error.text ===
          'Failed to load resource: the server responded with a status of 404 (Not Found)');
    expect(watched.errors.filter((error) => !intended(error))).toEqual([]);
    expect(watched.errors.map((error) => error.text)).toContain(notFoundLog(missing));
  });
});

describe('the watch on CSP violations', () => {
  it('sees one: an inline script the build did not hash is blocked and reported', async () => {
    const page = await browser().newPage();
    const watched = await watch(page);
    await page.goto(at('/'));
    await hydrated(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__ran = true';
      document.body.append(script);
    });
    for (let wait = 0; wait < 100 && watched.violations.length === 0; wait += 1) {
      await page.waitForTimeout(50);
    }
    // The policy asks for no sample of the blocked code: the report names the directive only.
    expect(watched.violations[0]).toMatch(/^script-src-elem blocked inline/);
    expect(await page.evaluate(() => '__ran' in window)).toBe(false);
  });
});

describe('statuses and redirects on nginx', () => {
  const get = (pathname: string) => fetch(at(pathname), { redirect: 'manual' });

  it.each(LANGUAGE_HOMES)('answers $home with 200 and its language', async ({ code, home }) => {
    const response = await get(home);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`lang="${code}"`);
  });

  it.each(LANGUAGE_HOMES)(
    'answers an unknown path under $home with 404 and the $code not-found page',
    async ({ code, home }) => {
      for (const missing of [`${home}no-such-page/`, `${home}no/such/file.png`]) {
        const response = await get(missing);
        expect(response.status).toBe(404);
        const html = await response.text();
        expect(html).toBe(readFileSync(path.join(PUBLIC, home, '404.html'), 'utf8'));
        expect(html).toContain(`lang="${code}"`);
      }
    },
  );

  it.each(LANGUAGE_HOMES)(
    'redirects $home/index.html to $home, with the query',
    async ({ home }) => {
      const response = await get(`${home}index.html?utm=1`);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(`${home}?utm=1`);
    },
  );

  it('adds the trailing slash to each prefixed language, with a relative address', async () => {
    for (const { home } of LANGUAGE_HOMES.filter((language) => language.home !== '/')) {
      const response = await get(home.slice(0, -1));
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(home);
    }
  });

  it('publishes no source map, webpack statistics, chunk map or Partytown', async () => {
    const names = readdirSync(PUBLIC);
    expect(names.filter((name) => name.endsWith('.map'))).toEqual([]);
    for (const unpublished of ['webpack.stats.json', 'chunk-map.json', '~partytown/']) {
      expect(names).not.toContain(unpublished.replace(/\/$/, ''));
      expect((await get(`/${unpublished}`)).status).toBe(404);
    }
  });
});

describe('headers on nginx', () => {
  it.each(LANGUAGE_HOMES)('sends every security header with $home', async ({ home }) => {
    for (const pathname of [home, `${home}no-such-page/`]) {
      const headers = (await fetch(at(pathname))).headers;
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(
        Number(/max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')?.[1]),
      ).toBeGreaterThanOrEqual(15_768_000);
      expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/);

      const policy = new Map(
        (headers.get('content-security-policy') ?? '')
          .split('; ')
          .map((directive) => directive.split(' '))
          .map(([name, ...sources]) => [name, sources]),
      );
      expect(policy.get('script-src')).toContain("'self'");
      expect(policy.get('script-src')?.filter((source) => source.startsWith("'unsafe"))).toEqual(
        [],
      );
      expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('connect-src')).toEqual(["'self'", process.env.E2E_OUTBOX_URL]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
    }
  });

  it('caches every hashed script and static/ file for a year', async () => {
    const scripts = readdirSync(PUBLIC).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of [
      ...scripts,
      ...readdirSync(path.join(PUBLIC, 'static')).map((file) => `static/${file}`),
    ]) {
      expect(name).toMatch(/(^static\/|-[0-9a-f]{20}\.js$)/);
      const response = await fetch(at(`/${name}`));
      expect([name, response.status, response.headers.get('cache-control')]).toEqual([
        name,
        200,
        YEAR,
      ]);
    }
  });

  it('has the HTML, page data, sitemap and robots.txt revalidated on every use', async () => {
    for (const pathname of [
      ...LANGUAGE_HOMES.flatMap(({ home }) => [home, `${home}no-such-page/`]),
      '/page-data/index/page-data.json',
      '/page-data/app-data.json',
      '/sitemap-index.xml',
      '/robots.txt',
    ]) {
      const response = await fetch(at(pathname));
      expect([pathname, response.headers.get('cache-control')]).toEqual([
        pathname,
        expect.stringMatching(REVALIDATE),
      ]);
    }
  });

  it('compresses text', async () => {
    const response = await fetch(at('/'), { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
  });
});

interface HeaderRule {
  path: string;
  /** Headers of earlier rules this one detaches ("! Name", Cloudflare Pages), lower case. */
  detach: string[];
  headers: Map<string, string>;
}

/** The rules of a Netlify/Cloudflare _headers file. */
function headerRules(): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of readFileSync(path.join(PUBLIC, '_headers'), 'utf8').split('\n')) {
    if (line.startsWith('#') || !line.trim()) continue;
    if (!line.startsWith(' ')) rules.push({ path: line.trim(), detach: [], headers: new Map() });
    else if (line.trim().startsWith('!')) {
      rules.at(-1)?.detach.push(line.trim().slice(1).trim().toLowerCase());
    } else {
      const colon = line.indexOf(':');
      rules
        .at(-1)
        ?.headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
  return rules;
}

/** Whether a _headers or _redirects path matches a request path ("*" at the end: any rest). */
const matches = (pattern: string, pathname: string) =>
  pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;

describe('public/_headers and public/_redirects, against nginx', () => {
  /** One request path for each top-level entry of public/, and some that do not exist. */
  function samplePaths(): string[] {
    const paths = ['/', ...LANGUAGE_HOMES.flatMap(({ home }) => [home, `${home}no-such-page/`])];
    for (const entry of readdirSync(PUBLIC, { withFileTypes: true })) {
      if (entry.name.startsWith('_') && entry.isFile()) continue;
      if (entry.isFile()) paths.push(`/${entry.name}`);
      else {
        const inside = readdirSync(path.join(PUBLIC, entry.name), {
          recursive: true,
          withFileTypes: true,
        }).find((file) => file.isFile());
        if (inside)
          paths.push(`/${path.relative(PUBLIC, path.join(inside.parentPath, inside.name))}`);
      }
    }
    return paths;
  }

  it('gives each path the headers nginx sends, no header set by two rules', async () => {
    const rules = headerRules();
    for (const pathname of samplePaths()) {
      const expected = new Map<string, string>();
      for (const rule of rules.filter((candidate) => matches(candidate.path, pathname))) {
        for (const name of rule.detach) {
          expect([pathname, name, expected.has(name)]).toEqual([pathname, name, true]);
          expected.delete(name);
        }
        for (const [name, value] of rule.headers) {
          expect([pathname, name, expected.has(name)]).toEqual([pathname, name, false]);
          expected.set(name, value);
        }
      }
      const sent = (await fetch(at(pathname))).headers;
      if (!expected.has('cache-control')) {
        // Only an unknown path at the root has no rule (one on "/*" would overlap every other):
        // Netlify and Cloudflare Pages then send their default, which is this.
        expect([pathname, existsSync(path.join(PUBLIC, pathname))]).toEqual([pathname, false]);
        expect([pathname, sent.get('cache-control')]).toEqual([
          pathname,
          expect.stringMatching(REVALIDATE),
        ]);
      }
      for (const [name, value] of expected) {
        expect([pathname, name, sent.get(name)]).toEqual([pathname, name, value]);
      }
    }
  });

  it('redirects and answers 404 as nginx does', async () => {
    const lines = readFileSync(path.join(PUBLIC, '_redirects'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.trim().split(/\s+/));
    const notFound = lines.filter(([, , status]) => status === '404');
    expect(notFound.map(([from]) => from).sort()).toEqual(
      LANGUAGE_HOMES.map(({ home }) => `${home}*`).sort(),
    );
    for (const [from = '', to = '', status = ''] of lines) {
      if (status === '301!') {
        const response = await fetch(at(from), { redirect: 'manual' });
        expect([from, response.status, response.headers.get('location')]).toEqual([from, 301, to]);
      } else {
        expect(status).toBe('404');
        const unknown = `${from.slice(0, -1)}nothing-here/`;
        // A host takes the first rule that matches: this path's rule must be this one.
        expect(notFound.find(([pattern = '']) => matches(pattern, unknown))?.[0]).toBe(from);
        const response = await fetch(at(unknown));
        expect(response.status).toBe(404);
        expect(await response.text()).toBe(readFileSync(path.join(PUBLIC, to), 'utf8'));
      }
    }
  });
});

describe('the content editor at /admin/ on nginx', () => {
  const adminHtml = () => readFileSync(path.join(PUBLIC, 'admin', 'index.html'), 'utf8');
  /** The hash of each inline script of the editor's page, as a policy names it. */
  const adminScriptHashes = () =>
    [...adminHtml().matchAll(/<script\b[^>]*>([^<]+)<\/script>/g)].map(
      ([, text]) =>
        `'sha256-${createHash('sha256')
          .update(text ?? '')
          .digest('base64')}'`,
    );
  const policyOf = (value: string | null) =>
    new Map(
      (value ?? '')
        .split('; ')
        .map((directive) => directive.split(' '))
        .map(([name, ...sources]) => [name, sources]),
    );

  it('sends the editor its own policy and headers, those _headers gives /admin/*', async () => {
    const response = await fetch(at('/admin/'));
    expect(response.status).toBe(200);
    const rule = headerRules().find((candidate) => candidate.path === '/admin/*');
    const sent = response.headers.get('content-security-policy');
    // One policy: fetch would join a second header with ", ".
    expect(sent).toBe(rule?.headers.get('content-security-policy'));
    const policy = policyOf(sent);
    expect(adminScriptHashes().length).toBeGreaterThan(0);
    expect(policy.get('script-src')).toEqual(["'self'", ...adminScriptHashes().sort()]);
    expect(sent).not.toContain('unsafe-eval');
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toMatch(REVALIDATE);
    for (const file of ['/admin/vendor/sveltia-cms.js', '/admin/config.yml']) {
      const headers = (await fetch(at(file))).headers;
      expect([file, headers.get('content-security-policy')]).toEqual([file, sent]);
      expect([file, headers.get('cache-control')]).toEqual([
        file,
        expect.stringMatching(REVALIDATE),
      ]);
    }
  });

  it('leaves the site’s pages their strict policy, without the editor’s scripts', async () => {
    for (const { home } of LANGUAGE_HOMES) {
      const sent = (await fetch(at(home))).headers.get('content-security-policy') ?? '';
      expect(sent).not.toContain('unsafe-inline');
      for (const hash of adminScriptHashes()) {
        expect([home, sent.includes(hash)]).toEqual([home, false]);
      }
    }
  });

  it('works in the local workflow with zero CSP violations and no console error', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'studio-admin-csp-'));
    cpSync('content', path.join(folder, 'content'), { recursive: true });
    execFileSync('git', ['init', '--quiet'], { cwd: folder });
    let watched: Watch | undefined;
    const editor = await openEditor(browser(), folder, UI_WORDS.words.en, {
      base: nginx.url,
      beforeOpen: async (page) => {
        watched = await watch(page);
      },
    });
    try {
      // The words side by side with their preview (a blob: frame), the facts, a legal page.
      await editor.openFile(UI_WORDS.words.en, NAMESPACE_WORDS.home?.label.en ?? '');
      const english = await editor.pane('English');
      await english.getByRole('radio', { name: SVELTIA.preview }).click();
      await editor.page.locator('iframe').first().waitFor();
      await editor.page.goBack();
      await editor.openFile(UI_WORDS.facts.en, FILE_WORDS['services.yaml']?.label.en ?? '');
      await editor.page.goBack();
      await editor.openFile(LEGAL_WORDS.collection.en, LEGAL_WORDS.pages.privacy?.en ?? '');
      await editor.page.getByText(LEGAL_WORDS.fields.body.label.en).first().waitFor();

      const hosts = new Set(editor.requests.map((request) => new URL(request).origin));
      expect([...hosts].filter((origin) => /^https?:/.test(origin))).toEqual([nginx.url]);
      expect(watched?.violations).toEqual([]);
      expect(watched?.errors).toEqual([]);
    } finally {
      await editor.context.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
