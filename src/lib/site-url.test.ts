/** @jest-environment node */
import { DEFAULT_SITE_URL, isPlaceholderOrLocalHost, resolveSiteUrl } from './site-url';

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

describe('isPlaceholderOrLocalHost', () => {
  it.each(['www.example.com', 'studio.test', 'localhost', '127.0.0.1', '[::1]'])(
    '%s is no public site',
    (host) => {
      expect(isPlaceholderOrLocalHost(host)).toBe(true);
    },
  );

  it('takes a real domain for one', () => {
    expect(isPlaceholderOrLocalHost('www.nodostudio.it')).toBe(false);
  });
});
