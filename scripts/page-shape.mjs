/**
 * page-shape.json for plain Node scripts (servers, size check, bench), with each language's home
 * path. TypeScript code reads it through src/lib/page-shape.ts; scripts/page-shape.test.ts keeps
 * the two views in agreement.
 */
import { createRequire } from 'node:module';

export const PAGE_SHAPE = createRequire(import.meta.url)('../page-shape.json');

/** The home page of a language: the default language at the root, the others under their code. */
export function homePath(code) {
  return code === PAGE_SHAPE.defaultLanguage ? '/' : `/${code}/`;
}

/** Every language with the path of its home page, in the manifest's order. */
export const LANGUAGES = PAGE_SHAPE.languages.map((language) => ({
  ...language,
  home: homePath(language.code),
}));

/** The languages published under a prefix of their own (every one but the default). */
export const PREFIXED_LANGUAGES = LANGUAGES.filter(
  (language) => language.code !== PAGE_SHAPE.defaultLanguage,
).map((language) => language.code);
