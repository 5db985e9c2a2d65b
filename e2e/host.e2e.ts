/**
 * The site as the container's nginx serves it (`npm run serve:nginx`): statuses, redirects,
 * headers, caching, types and compression; public/_headers and public/_redirects say the same to
 * Netlify and Cloudflare Pages; a visit runs under the build's CSP without a violation;
 * `npm run check:live` passes on it and fails on a host that gets it wrong.
 */
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  baseUrl,
  openPage,
  sharedBrowser,
  url,
} from './support/browser';
import { words } from './support/content';
import { resolveSiteUrl } from '../src/lib/site-url';
import { parsePolicy } from '../gatsby/__fixtures__/policy';

const browser = sharedBrowser();
const PUBLIC = path.join(__dirname, '..', 'public');
const YEAR = /max-age=31536000, immutable/;
const REVALIDATE = /max-age=0, must-revalidate/;
/** Named by their content: webpack's scripts and styles, Gatsby's static/ folder. */
const HASHED = /^\/static\/|^\/[^/]+-[0-9a-f]{20}\.(js|css)(\.LICENSE\.txt)?$/;
/** The Content-Type of every kind of file the site publishes (deploy/mime.types). */
const TYPES: Record<string, string> = {
  html: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  json: 'application/json',
  txt: 'text/plain',
  xml: 'application/xml',
  yml: 'application/yaml',
  webmanifest: 'application/manifest\\+json',
  svg: 'image/svg\\+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
};
const get = (pathname: string) => fetch(url(pathname), { redirect: 'manual' });
/** A request with the path sent as written ("/\x" too) and the body as it arrives. */
const raw = (pathname: string, headers: http.OutgoingHttpHeaders = {}) =>
  new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl());
    http
      .get({ hostname, port, path: pathname, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });

/** The lines of a host file in public/, without comments: each split into its words. */
const hostFile = (name: string) =>
  readFileSync(path.join(PUBLIC, name), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));

/** public/_headers as rules: a path and the headers it sets. */
function headerRules() {
  const rules: Array<{ path: string; headers: Map<string, string> }> = [];
  for (const line of hostFile('_headers')) {
    const text = line.trim();
    const colon = text.indexOf(':');
    if (!line.startsWith(' ')) rules.push({ path: text, headers: new Map() });
    else
      rules.at(-1)!.headers.set(text.slice(0, colon).toLowerCase(), text.slice(colon + 1).trim());
  }
  return rules;
}
const matches = (pattern: string, pathname: string) =>
  pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;

it('redirects only within the site, whatever the path says', async () => {
  const sameHost = /^\/(?![/\\])/;
  // A page's index.html, and a folder without its slash (redirected by try_files).
  for (const target of ['elsewhere.example/index.html', LANGUAGES[1]!.code])
    for (const start of ['//', '/\\', '/%2F%2F', '/%5C', '/%2f/', '/./\\'])
      for (const query of ['', '?next=//elsewhere.example/']) {
        const probe = `${start}${target}${query}`;
        const location = (await raw(probe)).headers.location ?? '/';
        expect([probe, location]).toEqual([probe, expect.stringMatching(sameHost)]);
      }
  for (const [, to = '', status] of hostFile('_redirects').map((line) =>
    line.trim().split(/\s+/),
  )) {
    if (status?.startsWith('3')) expect(to).toMatch(sameHost);
  }
});

it('redirects to one address per page and answers unknown paths with 404', async () => {
  for (const { home } of LANGUAGES) {
    const index = await get(`${home}index.html`);
    expect([index.status, index.headers.get('location')]).toEqual([301, home]);
    expect((await get(`${home}no-such-page/`)).status).toBe(404);
    if (home !== '/') {
      const bare = await get(home.slice(0, -1));
      expect([bare.status, bare.headers.get('location')]).toEqual([301, home]);
    }
  }
});

it('sends what public/_headers promises, for every kind of path, each header set once', async () => {
  const rules = headerRules();
  const samples = ['/', ...LANGUAGES.map(({ home }) => `${home}no-such-page/`)];
  for (const entry of readdirSync(PUBLIC, { withFileTypes: true })) {
    if (entry.name.startsWith('_')) continue;
    const inside = entry.isDirectory()
      ? readdirSync(path.join(PUBLIC, entry.name), { recursive: true, withFileTypes: true }).find(
          (file) => file.isFile(),
        )
      : entry;
    if (inside)
      samples.push(`/${path.relative(PUBLIC, path.join(inside.parentPath, inside.name))}`);
  }
  for (const pathname of samples) {
    const expected = new Map<string, string>();
    for (const rule of rules.filter((candidate) => matches(candidate.path, pathname))) {
      for (const [name, value] of rule.headers) {
        expect([pathname, name, expected.has(name)]).toEqual([pathname, name, false]);
        expected.set(name, value);
      }
    }
    const sent = (await get(pathname)).headers;
    for (const [name, value] of expected) {
      expect([pathname, name, sent.get(name)]).toEqual([pathname, name, value]);
    }
    expect([pathname, sent.get('cache-control')]).toEqual([
      pathname,
      expect.stringMatching(HASHED.test(pathname) ? YEAR : REVALIDATE),
    ]);
  }
});

it('_redirects sends each language’s unknown paths to its own not-found page, as nginx does', async () => {
  const notFound = hostFile('_redirects')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, , status]) => status === '404');
  expect(notFound.map(([from]) => from).sort()).toEqual(LANGUAGES.map((l) => `${l.home}*`).sort());
  for (const [from = '', page = ''] of notFound) {
    const unknown = `${from.slice(0, -1)}nothing-here/`;
    // A host takes the first rule that matches.
    expect(notFound.find(([pattern = '']) => matches(pattern, unknown))?.[0]).toBe(from);
    expect(await (await get(unknown)).text()).toBe(readFileSync(path.join(PUBLIC, page), 'utf8'));
  }
});

it('sends the build’s brotli or gzip copies, each kind of file with its type, and no host file', async () => {
  const copies = [
    ['gzip', 'gzip', 'gz'],
    ['gzip, deflate, br', 'br', 'br'],
  ];
  for (const pathname of ['/', '/admin/config.yml']) {
    const file = path.join(PUBLIC, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    for (const [accepted, encoding, suffix] of copies) {
      const answer = await raw(pathname, { 'accept-encoding': accepted });
      expect([pathname, answer.headers['content-encoding']]).toEqual([pathname, encoding]);
      expect(answer.body.equals(readFileSync(`${file}.${suffix}`))).toBe(true);
    }
  }
  const kinds = new Map<string, string>();
  for (const file of readdirSync(PUBLIC, { recursive: true }).map(String)) {
    const kind = path.extname(file).slice(1);
    if (kind && kind !== 'gz' && kind !== 'br' && !kinds.has(kind)) kinds.set(kind, `/${file}`);
  }
  for (const [kind, pathname] of kinds) {
    const type = (await get(pathname)).headers.get('content-type');
    expect([kind, type]).toEqual([kind, expect.stringMatching(new RegExp(`^${TYPES[kind]}(;|$)`))]);
  }
  for (const name of ['_headers', '_redirects']) expect((await get(`/${name}`)).status).toBe(404);
  const published = readdirSync(PUBLIC, { recursive: true }).map(String);
  expect(published.filter((file) => /\.map$|webpack\.stats/.test(file))).toEqual([]);
});

it('names real colours in every language’s web app manifest', () => {
  const manifests = readdirSync(PUBLIC).filter((file) => file.endsWith('.webmanifest'));
  expect(manifests.length).toBeGreaterThan(0);
  for (const file of manifests) {
    const manifest = JSON.parse(readFileSync(path.join(PUBLIC, file), 'utf8'));
    expect([file, manifest.theme_color, manifest.background_color]).toEqual([
      file,
      expect.stringMatching(/^#[0-9a-f]{3,8}$/i),
      expect.stringMatching(/^#[0-9a-f]{3,8}$/i),
    ]);
  }
});

it('gives the editor at /admin/ its own policy, and the site a policy without it', async () => {
  const admin = (await get('/admin/')).headers;
  const site = (await get('/')).headers;
  expect(admin.get('x-robots-tag')).toMatch(/noindex/);
  expect(admin.get('content-security-policy')).not.toBe(site.get('content-security-policy'));
  // Scripts and <style> blocks by hash only; style attributes (GatsbyImage's) inline.
  const policy = parsePolicy(site.get('content-security-policy') ?? '');
  expect([...(policy.get('script-src') ?? []), ...(policy.get('style-src') ?? [])]).not.toContain(
    "'unsafe-inline'",
  );
  expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  expect(site.get('content-security-policy')).not.toMatch(/unsafe-eval/);
});

it.each(['light', 'dark'] as const)(
  'runs a whole visit under the build’s CSP without a violation, in %s',
  async (colorScheme) => {
    const page = await browser().newPage({ colorScheme });
    const violations: string[] = [];
    await page.exposeFunction('__violation', (line: string) => violations.push(line));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { __violation: (line: string) => void }).__violation(
          `${event.effectiveDirective} blocked ${event.blockedURI}: ${event.sample}`,
        ),
      ),
    );
    const t = words(DEFAULT_LANGUAGE.code);
    await openPage(page, DEFAULT_LANGUAGE.home);
    await page.locator('#demo').scrollIntoViewIfNeeded();
    await page.locator('#demo .apexcharts-canvas').waitFor({ timeout: 15_000 });
    await page.getByLabel(t('contact.fields.name.label'), { exact: true }).fill('Ada');
    await page
      .getByLabel(t('contact.fields.email.label'), { exact: true })
      .fill(`csp-${Date.now()}@example.com`);
    await page.getByLabel(t('contact.fields.message.label'), { exact: true }).fill('Hello');
    await page.getByRole('button', { name: t('contact.form.submit') }).click();
    await page.getByText(t('contact.status.success')).waitFor();
    for (const { home } of LANGUAGES) await openPage(page, `${home}no-such-page/`);
    expect(violations).toEqual([]);

    // The watch can see one: an inline script the build did not hash.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__ran = 1';
      document.body.append(script);
    });
    await page.waitForTimeout(200);
    expect(violations).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  },
);

describe('npm run check:live', () => {
  const checkLive = async (base: string) => {
    const run = await promisify(execFile)(
      process.execPath,
      ['scripts/check-live.mjs', base, `--site-url=${resolveSiteUrl(process.env)}`],
      { encoding: 'utf8' },
    ).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => error,
    );
    return { code: run.code, failed: run.stdout.split('\n').filter((l) => l.startsWith('FAIL')) };
  };

  /** nginx behind a proxy that breaks one thing. */
  async function broken(
    change: (pathname: string, status: number, headers: http.IncomingHttpHeaders) => number,
  ) {
    const server = http.createServer((request, response) => {
      const upstream = http.request(
        url(request.url ?? '/'),
        { headers: request.headers },
        (answer) => {
          const headers = { ...answer.headers };
          const status = change(
            new URL(url(request.url ?? '/')).pathname,
            answer.statusCode ?? 502,
            headers,
          );
          response.writeHead(status, headers);
          answer.pipe(response);
        },
      );
      request.pipe(upstream);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return { base: `http://127.0.0.1:${port}`, close: () => server.close() };
  }

  it('passes on the build served by nginx', async () => {
    expect(await checkLive(url(''))).toEqual({ code: 0, failed: [] });
  });

  it('fails on a missing security header and on a soft 404, naming each', async () => {
    const host = await broken((pathname, status, headers) => {
      delete headers['strict-transport-security'];
      return pathname.startsWith(LANGUAGES[1]!.home) && status === 404 ? 200 : status;
    });
    const run = await checkLive(host.base);
    host.close();
    expect(run.code).toBe(1);
    expect(run.failed).toEqual([
      expect.stringMatching(new RegExp(`^FAIL ${LANGUAGES[1]!.home}<unknown>/ answers 404`)),
      expect.stringMatching(/^FAIL strict-transport-security/),
    ]);
  });
});
