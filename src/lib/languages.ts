import { LANGUAGES, PAGE_SHAPE } from './page-shape';

export type LanguageCode = string;
/** The languages the site is published in (page-shape.json), in the language menu's order. */
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);
/** The source language and the fallback: its pages live at the root. */
export const DEFAULT_LANGUAGE: LanguageCode = PAGE_SHAPE.defaultLanguage;

/** The i18next options of the page's words, in the body (gatsby-config.ts) and in the Head alike. */
export const I18NEXT_OPTIONS = {
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

export const isLanguageCode = (value: string): value is LanguageCode =>
  LANGUAGE_CODES.includes(value);
export const toLanguageCode = (value: string): LanguageCode =>
  isLanguageCode(value) ? value : DEFAULT_LANGUAGE;

export function localizedPath(language: LanguageCode, originalPath: string): string {
  const path = originalPath.startsWith('/') ? originalPath : `/${originalPath}`;
  return language === DEFAULT_LANGUAGE ? path : `/${language}${path}`;
}

export function languageLinkProps(code: string, currentLanguage: string, originalPath: string) {
  return {
    href: localizedPath(toLanguageCode(code), originalPath),
    hrefLang: code,
    lang: code,
    'aria-current': code === currentLanguage ? ('true' as const) : undefined,
  };
}

// A site path ("/privacy/") leads to the visitor's language ("/en/privacy/"); other hrefs stay.
export function localizedHref(language: LanguageCode, href: string): string {
  return href.startsWith('/') && !href.startsWith('//') ? localizedPath(language, href) : href;
}
