import { adminSecurityHeaders, securityHeaders } from './security-headers';

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
