// page-shape.json for plain Node scripts (servers, size check, bench); TypeScript reads it through
// src/lib/page-shape.ts, and scripts/page-shape.test.ts keeps the two views in agreement.
import { createRequire } from 'node:module';

export const PAGE_SHAPE = createRequire(import.meta.url)('../page-shape.json');

/** Every language with its home page: the default language at the root, the others under their code. */
export const LANGUAGES = PAGE_SHAPE.languages.map((language) => ({
  ...language,
  home: language.code === PAGE_SHAPE.defaultLanguage ? '/' : `/${language.code}/`,
}));
