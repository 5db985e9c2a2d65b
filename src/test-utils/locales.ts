/**
 * The words of the page as the tests expect them: read from the real locale files under
 * content/locales (never written out in a test), so an editor who rewords a text, or a developer
 * who adds a language to page-shape.json with its locale folder, keeps the tests green.
 */
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import type { Resource, TOptions } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { CONTENT_DIR } from './content-dir';
import { valueAt } from '../lib/locale-text';

const LOCALES_DIR = path.join(CONTENT_DIR, 'locales');

/** Parsed once per test file: the files do not change while the tests run. */
let parsed: Resource | undefined;

function readResources(): Resource {
  if (parsed) return parsed;
  const resources: Resource = {};
  for (const language of LANGUAGE_CODES) {
    const namespaces: Resource[string] = {};
    resources[language] = namespaces;
    const folder = path.join(LOCALES_DIR, language);
    for (const file of fs.readdirSync(folder).sort()) {
      if (!file.endsWith('.json')) continue;
      const text = fs.readFileSync(path.join(folder, file), 'utf8').replace(/^\uFEFF/, '');
      namespaces[file.replace(/\.json$/, '')] = JSON.parse(text);
    }
  }
  parsed = resources;
  return resources;
}

/**
 * The real locale files, loaded the way the i18n plugin loads them on a page: a fresh copy on each
 * call, which a test may change (to take a text away, say).
 */
export function loadResources(): Resource {
  return JSON.parse(JSON.stringify(readResources())) as Resource;
}

/**
 * An i18next instance configured like the site's (gatsby-plugin-react-i18next): built from the
 * page's data, which carries its own language's sentences only, every namespace searched.
 */
export function createTestI18n(language: LanguageCode) {
  const resources = loadResources();
  const namespaces = Object.keys(resources[language] ?? {});
  const instance = i18next.createInstance();
  void instance.init({
    resources: { [language]: resources[language] ?? {} },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: namespaces,
    defaultNS: namespaces[0],
    fallbackNS: namespaces.slice(1),
    interpolation: { escapeValue: false },
    returnNull: false,
    initImmediate: false,
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * The exact text of a key ("hero.title", "nav.links.about") in one language's locale
 * files, whichever file holds it, with no fallback to another language. Throws when the language
 * has no text there, so a test can never expect a key's own name by mistake.
 */
export function word(language: LanguageCode, key: string): string {
  const namespaces = readResources()[language];
  if (!namespaces) throw new Error(`no locale folder content/locales/${language}`);
  const found = Object.values(namespaces)
    .map((data) => valueAt(data, key))
    .filter((text): text is string => typeof text === 'string');
  if (found.length !== 1) {
    throw new Error(
      `content/locales/${language}: ${found.length === 0 ? 'no text' : 'more than one text'} at "${key}"`,
    );
  }
  return found[0] as string;
}

/**
 * A text with its {{placeholders}} filled in, as the page's `t` writes it: for the words a
 * component completes with figures or names ("© {{year}} {{name}}...").
 */
export function filledWord(
  language: LanguageCode,
  key: string,
  values: Record<string, string | number>,
): string {
  // Checks the key first: i18next would answer a missing one with the key itself.
  word(language, key);
  const t = createTestI18n(language).t as unknown as (key: string, options: TOptions) => string;
  return t(key, values);
}
