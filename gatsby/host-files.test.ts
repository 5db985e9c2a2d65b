import type { PageShape } from '../src/lib/page-shape';
import {
  IMMUTABLE,
  MAX_HEADER_RULES,
  REVALIDATE,
  adminSecurityHeaders,
  headersFile,
  notFoundRules,
  redirectsFile,
  securityHeaders,
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
  const headers = [
    { name: 'Content-Security-Policy', value: "default-src 'self'" },
    { name: 'X-Frame-Options', value: 'DENY' },
  ];
  const entries = [
    { name: 'app-0123456789abcdef0123.js', isDirectory: false },
    { name: 'app-0123456789abcdef0123.js.LICENSE.txt', isDirectory: false },
    { name: 'static', isDirectory: true },
    { name: 'en', isDirectory: true },
    { name: 'page-data', isDirectory: true },
    { name: 'robots.txt', isDirectory: false },
    { name: '_headers', isDirectory: false },
    { name: '_redirects', isDirectory: false },
  ];
  const { text, problems } = headersFile(headers, entries);
  const rules = rulesOf(text);

  it('sets the security headers on every path', () => {
    expect(problems).toEqual([]);
    expect(rules.get('/*')).toEqual([
      "Content-Security-Policy: default-src 'self'",
      'X-Frame-Options: DENY',
    ]);
  });

  it('caches hashed files for a year and has everything else revalidated, one rule each', () => {
    expect(Object.fromEntries([...rules].filter(([path]) => path !== '/*'))).toEqual({
      '/static/*': [`Cache-Control: ${IMMUTABLE}`],
      '/': [`Cache-Control: ${REVALIDATE}`],
      '/app-0123456789abcdef0123.js': [`Cache-Control: ${IMMUTABLE}`],
      '/app-0123456789abcdef0123.js.LICENSE.txt': [`Cache-Control: ${REVALIDATE}`],
      '/en/*': [`Cache-Control: ${REVALIDATE}`],
      '/page-data/*': [`Cache-Control: ${REVALIDATE}`],
      '/robots.txt': [`Cache-Control: ${REVALIDATE}`],
    });
  });

  it('never sets Cache-Control in the rule for every path', () => {
    expect(rules.get('/*')?.some((line) => line.startsWith('Cache-Control'))).toBe(false);
  });

  it(`refuses more rules than Cloudflare reads (${MAX_HEADER_RULES})`, () => {
    const many = Array.from({ length: MAX_HEADER_RULES }, (_, index) => ({
      name: `file-${index}.txt`,
      isDirectory: false,
    }));
    expect(headersFile(headers, many).problems).toEqual([
      `public/_headers has ${MAX_HEADER_RULES + 2} rules; Cloudflare Pages reads only ${MAX_HEADER_RULES}`,
    ]);
  });
});

describe('headersFile with a folder of its own', () => {
  const site = [
    { name: 'Content-Security-Policy', value: "default-src 'self'" },
    { name: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { name: 'X-Frame-Options', value: 'DENY' },
  ];
  const admin = [
    { name: 'Content-Security-Policy', value: "default-src 'self' blob:" },
    { name: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
    { name: 'X-Frame-Options', value: 'DENY' },
    { name: 'X-Robots-Tag', value: 'noindex' },
  ];
  const entries = [
    { name: 'admin', isDirectory: true },
    { name: 'en', isDirectory: true },
  ];
  const { text, problems } = headersFile(site, entries, [{ path: '/admin/*', headers: admin }]);
  const rules = rulesOf(text);

  it('detaches the headers it replaces, sets only what differs, in its one Cache-Control rule', () => {
    expect(problems).toEqual([]);
    expect(rules.get('/admin/*')).toEqual([
      '! Content-Security-Policy',
      '! Cross-Origin-Opener-Policy',
      "Content-Security-Policy: default-src 'self' blob:",
      'Cross-Origin-Opener-Policy: same-origin-allow-popups',
      'X-Robots-Tag: noindex',
      `Cache-Control: ${REVALIDATE}`,
    ]);
  });

  it('leaves every other path with the site’s headers alone', () => {
    expect(rules.get('/*')).toEqual([
      "Content-Security-Policy: default-src 'self'",
      'Cross-Origin-Opener-Policy: same-origin',
      'X-Frame-Options: DENY',
    ]);
    expect(rules.get('/en/*')).toEqual([`Cache-Control: ${REVALIDATE}`]);
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

describe('securityHeaders', () => {
  const headers = Object.fromEntries(
    securityHeaders("default-src 'self'").map(({ name, value }) => [name, value]),
  );

  it('carries the policy and the headers Mozilla Observatory looks for', () => {
    expect(headers['Content-Security-Policy']).toBe("default-src 'self'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
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
});

describe('adminSecurityHeaders', () => {
  const site = securityHeaders("default-src 'self'");
  const admin = adminSecurityHeaders("default-src 'self' blob:");
  const byName = Object.fromEntries(admin.map(({ name, value }) => [name, value]));

  it('carries the editor’s policy instead of the site’s, once', () => {
    expect(admin.filter(({ name }) => name === 'Content-Security-Policy')).toEqual([
      { name: 'Content-Security-Policy', value: "default-src 'self' blob:" },
    ]);
  });

  it('keeps the opener for the GitHub sign-in popup, and the editor out of search engines', () => {
    expect(byName['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(byName['X-Robots-Tag']).toBe('noindex, nofollow');
  });

  it('keeps every other header of the site as it is', () => {
    for (const { name, value } of site) {
      if (name === 'Content-Security-Policy' || name === 'Cross-Origin-Opener-Policy') continue;
      expect(byName[name]).toBe(value);
    }
  });
});
