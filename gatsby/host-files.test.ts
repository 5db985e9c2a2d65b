import type { PageShape } from '../src/lib/page-shape';
import {
  IMMUTABLE,
  MAX_HEADER_RULES,
  NGINX_FOLDER,
  REVALIDATE,
  commonHeaders,
  headersFile,
  nginxFiles,
  notFoundRules,
  pageHeaders,
  redirectsFile,
} from './host-files';

const shape = (codes: string[], defaultLanguage: string): PageShape => ({
  defaultLanguage,
  languages: codes.map((code) => ({ code, name: code, flag: code, ogLocale: code })),
  sections: [],
});

describe('notFoundRules', () => {
  it('gives each prefixed language its not-found page, before the default language', () => {
    expect(notFoundRules(shape(['it', 'en', 'fr', 'de'], 'it'))).toEqual([
      { prefix: '/en/', page: '/en/404.html' },
      { prefix: '/fr/', page: '/fr/404.html' },
      { prefix: '/de/', page: '/de/404.html' },
      { prefix: '/', page: '/404.html' },
    ]);
  });
});

/** The rules of a _headers text: path -> "Name: value" lines. */
function rulesOf(text: string): Map<string, string[]> {
  const rules = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (line.startsWith('  ')) current.push(line.trim());
    else {
      current = [];
      rules.set(line, current);
    }
  }
  return rules;
}

describe('headersFile', () => {
  const common = [{ name: 'X-Frame-Options', value: 'DENY' }];
  const site = [{ name: 'Content-Security-Policy', value: "default-src 'self'" }];
  const editor = [{ name: 'Content-Security-Policy', value: "default-src 'self' blob:" }];
  const entries = [
    { name: 'app-0123456789abcdef0123.js', isDirectory: false },
    { name: 'app-0123456789abcdef0123.js.gz', isDirectory: false },
    { name: 'static', isDirectory: true },
    { name: 'admin', isDirectory: true },
    { name: 'en', isDirectory: true },
    { name: '404.html', isDirectory: false },
    { name: 'robots.txt', isDirectory: false },
    { name: '_headers', isDirectory: false },
    { name: '_redirects', isDirectory: false },
  ];
  const { text, problems } = headersFile({ common, page: site, admin: editor }, entries);
  const rules = rulesOf(text);
  const csp = (policy: string) => `Content-Security-Policy: ${policy}`;

  it('sets the common headers on "/*", and on each entry only its caching and page headers', () => {
    expect(problems).toEqual([]);
    expect(Object.fromEntries(rules)).toEqual({
      '/*': ['X-Frame-Options: DENY'],
      '/': [csp("default-src 'self'"), `Cache-Control: ${REVALIDATE}`],
      '/404.html': [csp("default-src 'self'"), `Cache-Control: ${REVALIDATE}`],
      '/admin/*': [csp("default-src 'self' blob:"), `Cache-Control: ${REVALIDATE}`],
      '/app-0123456789abcdef0123.js': [`Cache-Control: ${IMMUTABLE}`],
      '/en/*': [csp("default-src 'self'"), `Cache-Control: ${REVALIDATE}`],
      '/robots.txt': [`Cache-Control: ${REVALIDATE}`],
      '/static/*': [csp("default-src 'self'"), `Cache-Control: ${IMMUTABLE}`],
    });
    // No header twice on one path, and nothing one host alone reads (Cloudflare's "! Name").
    expect(text).not.toMatch(/^\s+!/m);
  });

  it(`refuses more rules than Cloudflare reads (${MAX_HEADER_RULES})`, () => {
    const many = Array.from({ length: MAX_HEADER_RULES }, (_, index) => ({
      name: `file-${index}.txt`,
      isDirectory: false,
    }));
    expect(headersFile({ common, page: site, admin: editor }, many).problems).toEqual([
      `public/_headers has ${MAX_HEADER_RULES + 2} rules; Cloudflare Pages reads only ${MAX_HEADER_RULES}`,
    ]);
  });
});

describe('redirectsFile', () => {
  const text = redirectsFile(
    ['index.html', '404.html', 'en/index.html', 'en/404.html', '_gatsby/slices/x-1.html'],
    notFoundRules(shape(['it', 'en'], 'it')),
  );
  const lines = text.split('\n').filter((line) => line && !line.startsWith('#'));

  it('redirects each /x/index.html to /x/, forced, then sends unknown paths to their 404', () => {
    expect(lines).toEqual([
      '/index.html  /  301!',
      '/en/index.html  /en/  301!',
      '/en/*  /en/404.html  404',
      '/*  /404.html  404',
    ]);
  });
});

describe('redirectsFile with the analytics proxy', () => {
  it('forwards the counting’s path first, before the 404s could answer it', () => {
    const proxy = { path: '/stats/api/event', target: 'https://plausible.io/api/event' };
    const text = redirectsFile(['index.html'], notFoundRules(shape(['it'], 'it')), proxy);
    const lines = text.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual([
      '/stats/api/event  https://plausible.io/api/event  200',
      '/index.html  /  301!',
      '/*  /404.html  404',
    ]);
  });
});

describe('commonHeaders', () => {
  const headers = Object.fromEntries(commonHeaders().map(({ name, value }) => [name, value]));

  it('carries the headers Mozilla Observatory looks for, and keeps resources to this site', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(headers['Reporting-Endpoints']).toBeUndefined();
  });

  it('keeps browsers on HTTPS for at least the six months Observatory asks', () => {
    const maxAge = Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security'] ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(15_768_000);
  });

  it('switches off every listed feature', () => {
    for (const feature of (headers['Permissions-Policy'] ?? '').split(', ')) {
      expect(feature).toMatch(/^[a-z-]+=\(\)$/);
    }
  });

  it('names the endpoint the policies report to, when there is one', () => {
    expect(commonHeaders('https://r.example/csp')).toContainEqual({
      name: 'Reporting-Endpoints',
      value: 'csp-endpoint="https://r.example/csp"',
    });
  });
});

describe('pageHeaders', () => {
  it('isolates the site’s pages; keeps the opener for the editor’s GitHub popup, unindexed', () => {
    expect(pageHeaders('p')).toEqual([
      { name: 'Content-Security-Policy', value: 'p' },
      { name: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ]);
    expect(pageHeaders('e', true)).toEqual([
      { name: 'Content-Security-Policy', value: 'e' },
      { name: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
      { name: 'X-Robots-Tag', value: 'noindex, nofollow' },
    ]);
  });
});

describe('nginxFiles', () => {
  it('writes a value with quotes as nginx reads it', () => {
    const reporting = [{ name: 'Reporting-Endpoints', value: 'a="b"' }];
    const files = nginxFiles({ common: reporting, page: [], admin: [] }, []);
    expect(files[`${NGINX_FOLDER}/security-headers.conf`]).toContain(
      'add_header Reporting-Endpoints "a=\\"b\\"" always;',
    );
  });
});

describe('nginxFiles and the analytics proxy', () => {
  const headers = { common: [], page: [], admin: [] };
  const location = (proxy?: { path: string; target: string }) =>
    nginxFiles(headers, [], proxy)[`${NGINX_FOLDER}/analytics-location.conf`];

  it('writes the include without a proxy too, with nothing in it but its comment', () => {
    expect(
      location()
        ?.split('\n')
        .filter((line) => line && !line.startsWith('#')),
    ).toEqual([]);
  });

  it('passes the counting’s path to the service, without the visitor’s cookies', () => {
    const text = location({ path: '/stats/api/event', target: 'https://plausible.io/api/event' });
    expect(text).toContain('location = /stats/api/event {');
    expect(text).toContain('    proxy_pass https://plausible.io/api/event;');
    expect(text).toContain('    proxy_set_header Host plausible.io;');
    expect(text).toContain('    proxy_set_header Cookie "";');
    expect(text).not.toContain('add_header');
  });

  it('refuses what nginx would read as more than an address', () => {
    expect(() => location({ path: '/stats/api/event', target: 'https://a.b/x;}' })).toThrow(
      'cannot be written for nginx',
    );
  });
});
