import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  isLanguageCode,
  languageLinkProps,
  localizedPath,
  toLanguageCode,
} from './languages';

describe('languages', () => {
  it('publishes Italian (the default), English and French, in that order', () => {
    expect(LANGUAGE_CODES).toEqual(['it', 'en', 'fr']);
    expect(DEFAULT_LANGUAGE).toBe('it');
  });

  it.each(['it', 'en', 'fr'])('recognises %s as a language code', (code) => {
    expect(isLanguageCode(code)).toBe(true);
  });

  it.each(['', 'de', 'EN', 'en-GB', ' it'])('rejects %p as a language code', (code) => {
    expect(isLanguageCode(code)).toBe(false);
  });

  it('keeps Italian pages at the root and puts the others under their code', () => {
    expect(localizedPath('it', '/')).toBe('/');
    expect(localizedPath('en', '/')).toBe('/en/');
    expect(localizedPath('fr', '/')).toBe('/fr/');
    expect(localizedPath('it', '/404/')).toBe('/404/');
    expect(localizedPath('fr', '/404/')).toBe('/fr/404/');
  });

  it('adds the leading slash a path may lack', () => {
    expect(localizedPath('it', 'privacy/')).toBe('/privacy/');
    expect(localizedPath('en', 'privacy/')).toBe('/en/privacy/');
  });

  it('treats an unknown page language as the default', () => {
    expect(toLanguageCode('fr')).toBe('fr');
    expect(toLanguageCode('en')).toBe('en');
    expect(toLanguageCode('de')).toBe('it');
    expect(toLanguageCode('')).toBe('it');
  });

  it('gives a language link its address, its language and whether it is the current page', () => {
    expect(languageLinkProps('en', 'it', '/')).toEqual({
      href: '/en/',
      hrefLang: 'en',
      lang: 'en',
      'aria-current': undefined,
    });
    expect(languageLinkProps('it', 'it', '/404/')).toEqual({
      href: '/404/',
      hrefLang: 'it',
      lang: 'it',
      'aria-current': 'true',
    });
  });
});
