/**
 * What the page should say, read from the files the site is built from: the words in
 * content/locales/<language>/*.json and the facts in content/*.yaml. The browser tests take every
 * word and number they expect from here, so an editor's change to content/ moves the expectation
 * with it instead of turning CI red.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { PAGE_SHAPE } from '../../src/lib/page-shape';

/** The content/ folder of the project these tests belong to (in a copy of it, the copy's own). */
const CONTENT_DIR = path.join(__dirname, '..', '..', 'content');

export type Values = Readonly<Record<string, string | number>>;

export interface Words {
  /** The text under a dotted key ("services.items.web-apps.title"), its {{placeholders}} filled. */
  (key: string, values?: Values): string;
  /** The texts of a list under a dotted key (a service's features). */
  list(key: string): string[];
}

const readText = (file: string) => fs.readFileSync(file, 'utf8');

/** The parsed locale files of one language, by namespace (file name without .json). */
function localeFiles(language: string): Map<string, unknown> {
  const directory = path.join(CONTENT_DIR, 'locales', language);
  const files = new Map<string, unknown>();
  for (const file of fs
    .readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    files.set(file.slice(0, -'.json'.length), JSON.parse(readText(path.join(directory, file))));
  }
  return files;
}

function at(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    if (typeof node !== 'object' || node === null) return undefined;
    return (node as Record<string, unknown>)[part];
  }, tree);
}

/**
 * The words of a language, looked up the way the page looks them up: in any of the language's
 * files (the site's t() takes no namespace), then in the default language's (Italian), whose text
 * the page shows when a translation is missing. A key found nowhere is a mistake in the test.
 */
export function words(language: string): Words {
  const chain = [language, PAGE_SHAPE.defaultLanguage].map(localeFiles);
  const lookup = (key: string): unknown => {
    for (const files of chain) {
      for (const tree of files.values()) {
        const found = at(tree, key);
        if (found !== undefined) return found;
      }
    }
    throw new Error(`No words for "${key}" in content/locales/${language}/*.json`);
  };

  const text = (key: string, values: Values = {}): string => {
    const found = lookup(key);
    if (typeof found !== 'string') throw new Error(`"${key}" is not a text in ${language}`);
    return found.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_placeholder, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`"${key}" needs a value for {{${name}}}`);
      return String(value);
    });
  };
  const list = (key: string): string[] => {
    const found = lookup(key);
    if (!Array.isArray(found) || !found.every((item) => typeof item === 'string')) {
      throw new Error(`"${key}" is not a list of texts in ${language}`);
    }
    return found;
  };
  return Object.assign(text, { list });
}

/** A content YAML file (content/<file>) as an editor wrote it. */
export function facts<T>(file: string): T {
  return yaml.load(readText(path.join(CONTENT_DIR, file))) as T;
}

/** content/site.yaml */
export interface Site {
  name: string;
  email: string;
  copyrightYear: number;
  areaServed: string;
  legalName: string;
  address: string;
}

/** A legal page of content/legal/<language>/<slug>.md, as its front matter and text say. */
export interface LegalText {
  slug: string;
  title: string;
  description: string;
  /** The Markdown after the front matter, as the editor wrote it. */
  body: string;
}

/**
 * The legal pages of a language: one per Markdown file of content/legal/<language>/, in the
 * order of their file names, with the studio's facts in place of their {{placeholders}}.
 */
export function legalTexts(language: string): LegalText[] {
  const folder = path.join(CONTENT_DIR, 'legal', language);
  const site = facts<Site>('site.yaml');
  const values: Record<string, string> = {
    studioName: site.name,
    legalName: site.legalName,
    address: site.address,
    email: site.email,
  };
  const fill = (text: string) =>
    text.replace(
      /\{\{\s*(\w+)\s*\}\}/g,
      (placeholder, name: string) => values[name] ?? placeholder,
    );
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const text = readText(path.join(folder, name)).replace(/^\uFEFF/, '');
      const [, head = '', body = ''] =
        /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text) ?? [];
      const front = yaml.load(head) as { title: string; description: string };
      return {
        slug: name.slice(0, -'.md'.length),
        title: fill(front.title),
        description: fill(front.description),
        body: fill(body),
      };
    });
}

/** An entry of content/hero-stats.yaml or content/about-badges.yaml. */
export interface Figure {
  id: string;
  value: number;
  unit: Queries.StatUnit;
  signed?: boolean;
}

/** An entry of content/services.yaml. */
export interface Service {
  id: string;
  icon: Queries.IconName;
  gradient: Queries.GradientName;
}

/** An entry of content/values.yaml. */
export interface Value {
  id: string;
  icon: Queries.IconName;
}

/** An entry of content/footer-links.yaml. */
export interface FooterLink {
  id: string;
  href: string;
}

/** An entry of content/kpis.yaml. */
export interface Kpi {
  id: string;
  value: number;
  unit: Queries.KpiUnit;
  change: number;
  changeType: Queries.ChangeType;
}

/** An entry of content/revenue.yaml. */
export interface RevenuePoint {
  id: string;
  month: number;
  value: number;
}

/** content/demo-dashboard.yaml */
export interface DemoDashboard {
  currency: string;
}
