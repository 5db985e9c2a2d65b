/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SHAPE } from '../src/lib/page-shape';
import { sha256Source } from './csp';
import { parsePolicy } from './__fixtures__/policy';
import { writeDeployFiles } from './deploy-files';
import { notFoundRules } from './host-files';
import { NGINX_FOLDER } from './host-files';

/**
 * A small build in a folder of the project (so that it resolves the installed ApexCharts):
 * each language's home and not-found page, a script and the list webpack's recorder writes.
 */
function fixture(): string {
  const cache = path.join(__dirname, '..', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const siteDir = fs.mkdtempSync(path.join(cache, 'deploy-files-test-'));
  fs.writeFileSync(path.join(siteDir, 'package.json'), '{}');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, file), text);
  };
  const page = (lang: string) =>
    `<html lang="${lang}"><head><style>.a{}</style><script>go()</script></head>` +
    `<body><p style="color:red">x</p><script src="/app-0123456789abcdef0123.js" async></script></body></html>`;
  for (const { code } of PAGE_SHAPE.languages) {
    const home = code === PAGE_SHAPE.defaultLanguage ? '' : `${code}/`;
    write(`public/${home}index.html`, page(code));
  }
  for (const { page: notFound } of notFoundRules(PAGE_SHAPE)) write(`public${notFound}`, page('x'));
  write(
    'public/admin/index.html',
    '<html><head><script type="importmap">{"imports":{}}</script><script src="admin-boot.js"></script></head><body></body></html>',
  );
  write('public/app-0123456789abcdef0123.js', '');
  write('public/app-0123456789abcdef0123.js.map', '{}');
  return siteDir;
}

let siteDir: string;
const origin = process.env.GATSBY_EMAILJS_ORIGIN;
beforeEach(() => {
  siteDir = fixture();
  process.env.GATSBY_EMAILJS_ORIGIN = 'https://mail.example.org/api/';
});
afterEach(() => {
  fs.rmSync(siteDir, { recursive: true, force: true });
  if (origin === undefined) delete process.env.GATSBY_EMAILJS_ORIGIN;
  else process.env.GATSBY_EMAILJS_ORIGIN = origin;
});

const read = (file: string) => fs.readFileSync(path.join(siteDir, file), 'utf8');

it('writes the host files and the nginx includes, with the policy of these pages', async () => {
  expect(await writeDeployFiles(siteDir)).toEqual([]);
  const policyLine = read('public/_headers')
    .split('\n')
    .find((line) => line.startsWith('  Content-Security-Policy: '));
  const policy = parsePolicy(policyLine?.replace('  Content-Security-Policy: ', '') ?? '');
  expect(policy.get('script-src')).toEqual(["'self'", sha256Source('go()')]);
  expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  // The origin the contact form was built to send to, without its path.
  expect(policy.get('connect-src')).toEqual(["'self'", 'https://mail.example.org']);
  for (const { prefix, page } of notFoundRules(PAGE_SHAPE)) {
    expect(read('public/_redirects')).toContain(`${prefix}*  ${page}  404`);
  }
  expect(read(`${NGINX_FOLDER}/security-headers.conf`)).toContain(
    `add_header Content-Security-Policy "${policyLine?.replace('  Content-Security-Policy: ', '')}" always;`,
  );
  expect(fs.existsSync(path.join(siteDir, NGINX_FOLDER, 'not-found-pages.conf'))).toBe(true);
  expect(fs.existsSync(path.join(siteDir, 'public/app-0123456789abcdef0123.js.map'))).toBe(false);
});

it('writes nothing and names each problem when the build cannot be published', async () => {
  const [prefixed] = notFoundRules(PAGE_SHAPE).filter(({ prefix }) => prefix !== '/');
  if (!prefixed) throw new Error('page-shape.json has no language under a prefix');
  fs.rmSync(path.join(siteDir, `public${prefixed.page}`));
  fs.writeFileSync(path.join(siteDir, 'public/index.html'), '<button onclick="send()">x</button>');
  expect(await writeDeployFiles(siteDir)).toEqual([
    `public${prefixed.page} is missing: unknown paths would have no not-found page`,
    'index.html: an inline event handler onclick="…" in <button onclick="send()">',
  ]);
  expect(fs.existsSync(path.join(siteDir, 'public/_headers'))).toBe(false);
  expect(fs.existsSync(path.join(siteDir, NGINX_FOLDER))).toBe(false);
});

it('gives the editor at /admin/ its own policy, and keeps its inline code out of the site’s', async () => {
  expect(await writeDeployFiles(siteDir)).toEqual([]);
  const importMap = sha256Source('{"imports":{}}');
  const headers = read('public/_headers');
  const policies = new Set(
    headers
      .split('\n')
      .filter((line) => line.startsWith('  Content-Security-Policy: '))
      .map((line) => line.replace('  Content-Security-Policy: ', '')),
  );
  const [sitePolicy, adminPolicy] = [...policies].map(parsePolicy);
  const adminPolicyLine = [...policies][1];
  expect(sitePolicy?.get('script-src')).toEqual(["'self'", sha256Source('go()')]);
  expect(adminPolicy?.get('script-src')).toEqual(["'self'", importMap]);
  expect(headers).toContain(`/admin/*\n  Content-Security-Policy: ${adminPolicyLine}`);
  const location = read(`${NGINX_FOLDER}/admin-location.conf`);
  expect(location).toContain('location /admin/ {');
  expect(location).toContain(importMap);
  expect(read(`${NGINX_FOLDER}/security-headers.conf`)).not.toContain(importMap);
});

it('allows reCAPTCHA and reports violations when the build is set up for them', async () => {
  process.env.GATSBY_RECAPTCHA_SITE_KEY = 'site-key';
  process.env.CSP_REPORT_URL = 'https://r.example/csp';
  try {
    expect(await writeDeployFiles(siteDir)).toEqual([]);
  } finally {
    delete process.env.GATSBY_RECAPTCHA_SITE_KEY;
    delete process.env.CSP_REPORT_URL;
  }
  const headers = read('public/_headers');
  expect(headers).toContain('  Reporting-Endpoints: csp-endpoint="https://r.example/csp"\n');
  expect(headers).toMatch(/script-src 'self' https:\/\/www\.google\.com\/recaptcha\//);
  expect(read(`${NGINX_FOLDER}/security-headers.conf`)).toContain(
    'add_header Reporting-Endpoints "csp-endpoint=\\"https://r.example/csp\\"" always;',
  );
});

describe('the visit counting', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ['GATSBY_ANALYTICS_DOMAIN', 'GATSBY_ANALYTICS_API', 'ANALYTICS_PROXY_TO'])
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
  });
  const connectSrc = () =>
    parsePolicy(
      read('public/_headers')
        .split('\n')
        .find((line) => line.startsWith('  Content-Security-Policy: '))
        ?.replace('  Content-Security-Policy: ', '') ?? '',
    ).get('connect-src');

  it('allows the analytics API’s origin, only when the build counts and posts to another host', async () => {
    process.env.GATSBY_ANALYTICS_API = 'https://stats.example.org/';
    expect(await writeDeployFiles(siteDir)).toEqual([]);
    expect(connectSrc()).toEqual(["'self'", 'https://mail.example.org']);
    process.env.GATSBY_ANALYTICS_DOMAIN = 'www.studio.it';
    expect(await writeDeployFiles(siteDir)).toEqual([]);
    expect(connectSrc()).toEqual([
      "'self'",
      'https://mail.example.org',
      'https://stats.example.org',
    ]);
    delete process.env.GATSBY_ANALYTICS_API; // Plausible's own
    expect(await writeDeployFiles(siteDir)).toEqual([]);
    expect(connectSrc()).toContain('https://plausible.io');
  });

  it('keeps connect-src to the site for a path it forwards, and writes that forwarding', async () => {
    process.env.GATSBY_ANALYTICS_DOMAIN = 'www.studio.it';
    process.env.GATSBY_ANALYTICS_API = '/stats';
    process.env.ANALYTICS_PROXY_TO = 'https://plausible.io';
    expect(await writeDeployFiles(siteDir)).toEqual([]);
    expect(connectSrc()).toEqual(["'self'", 'https://mail.example.org']);
    expect(read('public/_redirects')).toContain(
      '/stats/api/event  https://plausible.io/api/event  200',
    );
    expect(read(`${NGINX_FOLDER}/analytics-location.conf`)).toContain(
      'location = /stats/api/event {',
    );
  });

  it('refuses a forwarding with nothing to forward', async () => {
    process.env.GATSBY_ANALYTICS_DOMAIN = 'www.studio.it';
    process.env.ANALYTICS_PROXY_TO = 'https://plausible.io';
    expect(await writeDeployFiles(siteDir)).toEqual([
      expect.stringMatching(/^ANALYTICS_PROXY_TO is set, but GATSBY_ANALYTICS_API is not a path/),
    ]);
  });
});
