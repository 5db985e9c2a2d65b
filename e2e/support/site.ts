import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SHAPE } from '../../src/lib/page-shape';

/** The home page of a language: the default language at the root, the others under their code. */
export function homePath(code: string): string {
  return code === PAGE_SHAPE.defaultLanguage ? '/' : `/${code}/`;
}

/** Every language of page-shape.json with its home page, in the manifest's order. */
export const LANGUAGE_HOMES = PAGE_SHAPE.languages.map(({ code }) => ({
  code,
  home: homePath(code),
}));

/** The words of a language's locale file (content/locales/<code>/<namespace>.json). */
export function localeWords(code: string, namespace: string): Record<string, unknown> {
  const file = path.join(__dirname, '..', '..', 'content', 'locales', code, `${namespace}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** A text at a dotted key of a locale file ("contact.status.success"). */
export function localeText(code: string, namespace: string, key: string): string {
  let value: unknown = localeWords(code, namespace);
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`No text at ${key} in ${code}/${namespace}.json`);
  return value;
}
