/** @jest-environment node */
import { DEFAULT_SITE_URL, resolveSiteUrl } from './site-url';

describe('resolveSiteUrl', () => {
  it('uses the placeholder when SITE_URL is not set or blank', () => {
    expect(resolveSiteUrl({})).toBe(DEFAULT_SITE_URL);
    expect(resolveSiteUrl({ SITE_URL: '  ' })).toBe(DEFAULT_SITE_URL);
  });

  it('takes SITE_URL without its trailing slash', () => {
    expect(resolveSiteUrl({ SITE_URL: 'https://nodostudio.it/' })).toBe('https://nodostudio.it');
    expect(resolveSiteUrl({ SITE_URL: 'http://127.0.0.1:9000' })).toBe('http://127.0.0.1:9000');
    expect(resolveSiteUrl({ SITE_URL: 'https://host.example/sub/' })).toBe(
      'https://host.example/sub',
    );
  });

  it.each(['nodostudio.it', 'ftp://nodostudio.it', '/relative'])('rejects %p', (value) => {
    expect(() => resolveSiteUrl({ SITE_URL: value })).toThrow(/SITE_URL/);
  });
});
