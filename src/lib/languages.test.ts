import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  isLanguageCode,
  languageLinkProps,
  localizedHref,
  localizedPath,
  toLanguageCode,
} from './languages';
import { PAGE_SHAPE } from './page-shape';

/** A language of page-shape.json other than the default, published under its own prefix. */
const OTHER = LANGUAGE_CODES.find((code) => code !== DEFAULT_LANGUAGE) ?? '';

describe('languages', () => {
  it('publishes the languages of page-shape.json, in its order, with its default', () => {
    expect(LANGUAGE_CODES).toEqual(PAGE_SHAPE.languages.map((language) => language.code));
    expect(DEFAULT_LANGUAGE).toBe(PAGE_SHAPE.defaultLanguage);
    expect(LANGUAGE_CODES).toContain(DEFAULT_LANGUAGE);
    expect(OTHER).not.toBe('');
  });

  it.each(LANGUAGE_CODES)('recognises %s as a language code', (code) => {
    expect(isLanguageCode(code)).toBe(true);
  });

  it.each(['', 'xx', OTHER.toUpperCase(), `${OTHER}-GB`, ` ${DEFAULT_LANGUAGE}`])(
    'rejects %p as a language code',
    (code) => {
      expect(isLanguageCode(code)).toBe(false);
    },
  );

  it('keeps the default language at the root and puts the others under their code', () => {
    for (const code of LANGUAGE_CODES) {
      const prefix = code === DEFAULT_LANGUAGE ? '' : `/${code}`;
      expect(localizedPath(code, '/')).toBe(`${prefix}/`);
      expect(localizedPath(code, '/404/')).toBe(`${prefix}/404/`);
    }
    expect(localizedPath(DEFAULT_LANGUAGE, '/')).toBe('/');
    expect(localizedPath(OTHER, '/404/')).toBe(`/${OTHER}/404/`);
  });

  it('adds the leading slash a path may lack', () => {
    expect(localizedPath(DEFAULT_LANGUAGE, 'privacy/')).toBe('/privacy/');
    expect(localizedPath(OTHER, 'privacy/')).toBe(`/${OTHER}/privacy/`);
  });

  it('treats an unknown page language as the default', () => {
    for (const code of LANGUAGE_CODES) expect(toLanguageCode(code)).toBe(code);
    expect(toLanguageCode('xx')).toBe(DEFAULT_LANGUAGE);
    expect(toLanguageCode('')).toBe(DEFAULT_LANGUAGE);
  });

  it('gives a language link its address, its language and whether it is the current page', () => {
    expect(languageLinkProps(OTHER, DEFAULT_LANGUAGE, '/')).toEqual({
      href: `/${OTHER}/`,
      hrefLang: OTHER,
      lang: OTHER,
      'aria-current': undefined,
    });
    expect(languageLinkProps(DEFAULT_LANGUAGE, DEFAULT_LANGUAGE, '/404/')).toEqual({
      href: '/404/',
      hrefLang: DEFAULT_LANGUAGE,
      lang: DEFAULT_LANGUAGE,
      'aria-current': 'true',
    });
  });

  it('leads a link from content to the page in the visitor’s language, leaving others alone', () => {
    expect(localizedHref(OTHER, '/privacy/')).toBe(`/${OTHER}/privacy/`);
    expect(localizedHref(DEFAULT_LANGUAGE, '/privacy/')).toBe('/privacy/');
    for (const href of [
      '#contact',
      'https://example.com/x/',
      '//cdn.example.com/',
      'mailto:a@b.co',
    ]) {
      expect(localizedHref(OTHER, href)).toBe(href);
    }
  });
});
