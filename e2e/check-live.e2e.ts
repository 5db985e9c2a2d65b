/**
 * `npm run check:live` against the build served by `npm run serve:nginx`: it passes on the real
 * thing, and each way a host can get the site wrong (simulated by a small proxy in front of
 * nginx) makes it fail, naming the check.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { resolveSiteUrl } from '../src/lib/site-url';
import { startServeNginx } from './support/nginx';
import type { NginxServer } from './support/nginx';
import { LANGUAGE_HOMES } from './support/site';

/** The public address the build under test was made with (the rule gatsby-config follows). */
const SITE = resolveSiteUrl(process.env);

interface Run {
  code: number;
  lines: string[];
}

async function checkLive(url: string, ...options: string[]): Promise<Run> {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join('scripts', 'check-live.mjs'), url, `--site-url=${SITE}`, ...options],
      { encoding: 'utf8' },
    );
    return { code: 0, lines: stdout.trim().split('\n') };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    return { code: failed.code ?? -1, lines: (failed.stdout ?? '').trim().split('\n') };
  }
}

const failures = (run: Run) => run.lines.filter((line) => line.startsWith('FAIL'));

type Change = (
  pathname: string,
  status: number,
  headers: IncomingHttpHeaders,
) => { status: number; headers: IncomingHttpHeaders };

interface Proxy {
  url: string;
  close: () => Promise<void>;
}

/** A proxy in front of nginx that changes the status or headers of its answers. */
async function proxy(target: string, change: Change): Promise<Proxy> {
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: request.headers },
      (answer) => {
        const pathname = new URL(request.url ?? '/', target).pathname;
        const changed = change(pathname, answer.statusCode ?? 502, { ...answer.headers });
        response.writeHead(changed.status, changed.headers);
        answer.pipe(response);
      },
    );
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no proxy port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let nginx: NginxServer;
let proxies: Proxy[] = [];
const through = async (change: Change) => {
  const started = await proxy(nginx.url, change);
  proxies.push(started);
  return started.url;
};

beforeAll(async () => {
  nginx = await startServeNginx();
});
afterEach(async () => {
  await Promise.all(proxies.map((started) => started.close()));
  proxies = [];
});
afterAll(async () => {
  await nginx?.stop();
});

it('passes on the build served by nginx, one line per check', async () => {
  const run = await checkLive(nginx.url);
  expect(failures(run)).toEqual([]);
  expect(run.code).toBe(0);
  for (const { code, home } of LANGUAGE_HOMES) {
    expect(run.lines).toContain(`ok   ${home} answers 200 in ${code}`);
    expect(run.lines).toContain(
      `ok   ${home}<unknown>/ answers 404 with the ${code} not-found page`,
    );
    expect(run.lines).toContain(`ok   ${home}index.html redirects to ${home}`);
  }
  expect(run.lines).toContain('ok   content-security-policy on every page as in the build');
  expect(run.lines.at(-1)).toMatch(/^All \d+ checks passed\.$/);
});

it('finds a missing security header', async () => {
  const url = await through((_, status, headers) => {
    delete headers['strict-transport-security'];
    return { status, headers };
  });
  const run = await checkLive(url);
  expect(run.code).toBe(1);
  expect(failures(run)).toEqual([
    expect.stringMatching(
      /^FAIL strict-transport-security on every page as in the build: \/: missing;/,
    ),
  ]);
});

it('finds a Content-Security-Policy that is not the build’s', async () => {
  const url = await through((_, status, headers) => {
    const policy = String(headers['content-security-policy']);
    // One hash fewer: the page's own inline script would be blocked.
    headers['content-security-policy'] = policy.replace(/ 'sha256-[^']+'/, '');
    return { status, headers };
  });
  const run = await checkLive(url);
  expect(run.code).toBe(1);
  expect(failures(run)).toEqual([
    expect.stringMatching(/^FAIL content-security-policy on every page as in the build: .*differs/),
  ]);
});

it('without the build at hand, still finds a policy that is not strict', async () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-build-'));
  const url = await through((_, status, headers) => {
    headers['content-security-policy'] = String(headers['content-security-policy']).replace(
      "script-src 'self'",
      "script-src 'self' 'unsafe-inline'",
    );
    return { status, headers };
  });
  const strict = await checkLive(nginx.url, `--build=${empty}`);
  const loose = await checkLive(url, `--build=${empty}`);
  fs.rmSync(empty, { recursive: true, force: true });
  expect(failures(strict)).toEqual([]);
  expect(failures(loose)).toEqual([
    expect.stringMatching(
      /^FAIL content-security-policy on every page: .*not strict: script-src allows 'unsafe-inline'/,
    ),
  ]);
});

it('finds an unknown path answered with status 200, a soft 404', async () => {
  const [prefixed] = LANGUAGE_HOMES.filter(({ home }) => home !== '/');
  if (!prefixed) throw new Error('page-shape.json has no language under a prefix');
  const url = await through((pathname, status, headers) => ({
    status: pathname.startsWith(prefixed.home) && status === 404 ? 200 : status,
    headers,
  }));
  const run = await checkLive(url);
  expect(run.code).toBe(1);
  expect(failures(run)).toEqual([
    `FAIL ${prefixed.home}<unknown>/ answers 404 with the ${prefixed.code} not-found page: status 200, lang "${prefixed.code}"`,
  ]);
});

it('finds hashed scripts that are not cached for a year', async () => {
  const url = await through((pathname, status, headers) => {
    if (pathname.endsWith('.js')) headers['cache-control'] = 'public, max-age=0, must-revalidate';
    return { status, headers };
  });
  const run = await checkLive(url);
  expect(run.code).toBe(1);
  expect(failures(run)).toEqual([
    expect.stringMatching(/^FAIL a content-hashed script is cached for a year/),
  ]);
});
