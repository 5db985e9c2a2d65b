/**
 * What the page should say, read from content/: the browser tests take every word and number
 * they expect from here, so an editor's change moves the expectation with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { PAGE_SHAPE } from '../../src/lib/page-shape';

const CONTENT_DIR = path.join(__dirname, '..', '..', 'content');
const read = (file: string) => fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8');

export interface Words {
  /** The text under a dotted key ("contact.status.success"), its {{placeholders}} filled. */
  (key: string, values?: Record<string, string | number>): string;
  /** The texts of a list under a dotted key (a service's features). */
  list(key: string): string[];
  /** The keys of a group of texts ("nav.links" -> about, services, contact). */
  keys(key: string): string[];
}

/**
 * A language's words, looked up as the page does: in any of its locale files, then in the
 * default language's (shown when a translation is missing).
 */
export function words(language: string): Words {
  const trees = [language, PAGE_SHAPE.defaultLanguage].flatMap((code) =>
    fs
      .readdirSync(path.join(CONTENT_DIR, 'locales', code))
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(read(path.join('locales', code, name))) as unknown),
  );
  const lookup = (key: string): unknown => {
    for (const tree of trees) {
      const found = key
        .split('.')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown> | undefined)?.[part],
          tree,
        );
      if (found !== undefined) return found;
    }
    throw new Error(`No words for "${key}" in content/locales/${language}/`);
  };
  const text = (key: string, values: Record<string, string | number> = {}) =>
    String(lookup(key)).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]));
  return Object.assign(text, {
    list: (key: string) => lookup(key) as string[],
    keys: (key: string) => Object.keys(lookup(key) as object),
  });
}

/** A content YAML file (content/<file>). */
export const facts = <T>(file: string): T => yaml.load(read(file)) as T;

/** The legal pages of a language: content/legal/<language>/*.md, by slug, with their title. */
export function legalPages(language: string): Array<{ slug: string; title: string }> {
  return fs
    .readdirSync(path.join(CONTENT_DIR, 'legal', language))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const head = /^---\r?\n([\s\S]*?)\r?\n---/.exec(read(path.join('legal', language, name)));
      const { title } = yaml.load(head?.[1] ?? '') as { title: string };
      const { name: studioName } = facts<{ name: string }>('site.yaml');
      return {
        slug: name.slice(0, -'.md'.length),
        title: title.replace(/\{\{\s*studioName\s*\}\}/g, studioName),
      };
    });
}

/**
 * An entry's words in every language of page-shape.json, beside its facts in content/*.yaml:
 * `title: { it: …, en: …, fr: … }`.
 */
export type Translated = Readonly<Record<string, string>>;

/** An entry's words in one language, as that language's page shows them. */
export function inLanguage(language: string): (words: Translated) => string {
  return (words) => {
    const text = words[language];
    if (text === undefined) throw new Error(`No "${language}" words in ${JSON.stringify(words)}`);
    return text;
  };
}

export interface Service {
  id: string;
  icon: string;
  gradient: string;
  title: Translated;
  description: Translated;
  features: Translated[];
}
export interface Kpi {
  id: string;
  value: number;
  unit: string;
  change: number;
  changeType: 'positive' | 'negative';
  label: Translated;
}
export interface FooterLink {
  id: string;
  href: string;
  label: Translated;
}
/** A client's words, inside their project: shown only with `consent: true`. */
export interface Quote {
  text: Translated;
  person: string;
  role: Translated;
  company: string;
  consent: boolean;
  featured: boolean;
  sample?: boolean;
}
export interface Project {
  id: string;
  client: Translated;
  title: Translated;
  summary: Translated;
  picture: string;
  alt: Translated;
  challenge: Translated;
  built: Translated;
  outcome: Translated;
  featured: boolean;
  /** More pictures, on the project's page after its main one. */
  pictures?: { picture: string; alt: Translated }[];
  quote?: Quote;
}
