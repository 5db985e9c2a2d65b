/**
 * Build-time checks of content/ that a GraphQL schema cannot express. Each problem is one line
 * naming the file, the entry and the field, so an editor knows exactly what to fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { PAGE_SHAPE } from '../src/lib/page-shape';
import type { PageShape } from '../src/lib/page-shape';
import {
  CONTENT_FILES,
  FIELD_PATTERNS,
  MARKUP_ALLOWED_KEYS,
  PLACEHOLDER_PATTERN,
  VOCABULARIES,
} from './content-model';
import type { ContentFileSpec, FieldSpec } from './content-model';
import { markupIn, markupProblem } from './markup';

type Locales = Map<string, Map<string, Map<string, string>>>; // language -> namespace -> key -> text

/** The languages of the page shape: the source language first, then its translations. */
interface Languages {
  source: string;
  all: readonly string[];
}

export interface ContentCheckOptions {
  /** Locale keys ("namespace:key") whose texts may hold markup: MARKUP_ALLOWED_KEYS. */
  markupAllowedKeys?: readonly string[];
}

/**
 * Every problem in a content/ folder, one line each, for the languages and sections of the page's
 * shape (page-shape.json, already checked by validateShape).
 */
export function validateContent(
  contentDir: string,
  shape: PageShape = PAGE_SHAPE,
  { markupAllowedKeys = MARKUP_ALLOWED_KEYS }: ContentCheckOptions = {},
): string[] {
  const problems: string[] = [];
  const display = (...parts: string[]) => path.posix.join('content', ...parts);
  const languages: Languages = {
    source: shape.defaultLanguage,
    all: shape.languages.map((language) => language.code),
  };

  const { locales, sourceComplete } = readLocales(
    contentDir,
    languages,
    { display, markupAllowedKeys },
    problems,
  );
  for (const spec of CONTENT_FILES) {
    checkContentFile(contentDir, spec, locales, languages, display, problems);
  }
  // Words that may sit in an unreadable file are not reported missing: the file is, already.
  if (sourceComplete) checkSectionWords(shape, locales, display, problems);
  return problems;
}

/**
 * The words page-shape.json's sections need: each section's own, under its id at the top of one of
 * the Italian locale files (the translations must then have them too), and the navigation bar's
 * link for every section it links to.
 */
function checkSectionWords(
  shape: PageShape,
  locales: Locales,
  display: (...parts: string[]) => string,
  problems: string[],
): void {
  const source = locales.get(shape.defaultLanguage);
  if (!source || source.size === 0) return;
  const sourceFolder = display('locales', shape.defaultLanguage);
  for (const section of shape.sections) {
    const where = `page-shape.json, section "${section.id}"`;
    const hasWords = [...source.values()].some((texts) =>
      [...texts.keys()].some((key) => key.startsWith(`${section.id}.`)),
    );
    if (!hasWords) {
      problems.push(
        `${where}, field "id": no words for "${section.id}" in ${sourceFolder} (add a "${section.id}" object with the section's texts to one of its files)`,
      );
    }
    const navKey = `nav.links.${section.id}`;
    if (section.nav && !source.get('common')?.has(navKey)) {
      problems.push(
        `${where}, field "nav": no words for "${navKey}" in ${display('locales', shape.defaultLanguage, 'common.json')}`,
      );
    }
  }
}

export function formatProblems(problems: string[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return `The content files have ${count}:\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}

function checkContentFile(
  contentDir: string,
  spec: ContentFileSpec,
  locales: Locales,
  languages: Languages,
  display: (...parts: string[]) => string,
  problems: string[],
): void {
  const shown = display(spec.file);
  const absolute = path.join(contentDir, spec.file);
  if (!fs.existsSync(absolute)) {
    problems.push(`${shown}: the file is missing`);
    return;
  }
  let parsed: unknown;
  try {
    parsed = yaml.load(readText(absolute));
  } catch (error) {
    const reason =
      error instanceof yaml.YAMLException ? error.message.split('\n')[0] : String(error);
    problems.push(`${shown}: not valid YAML: ${reason}`);
    return;
  }

  if (spec.shape === 'object') {
    if (!isRecord(parsed)) {
      problems.push(`${shown}: expected a set of "field: value" lines`);
      return;
    }
    checkFields(spec, parsed, `${shown}`, problems);
    return;
  }

  if (!Array.isArray(parsed) || parsed.length === 0) {
    problems.push(`${shown}: expected a list of entries, each starting with "- id: ..."`);
    return;
  }
  const seen = new Set<string>();
  parsed.forEach((entry: unknown, index) => {
    const entryId = isRecord(entry) && typeof entry.id === 'string' ? entry.id : undefined;
    const where = entryId ? `${shown}, entry "${entryId}"` : `${shown}, entry #${index + 1}`;
    if (!isRecord(entry)) {
      problems.push(`${where}: expected "field: value" lines`);
      return;
    }
    checkFields(spec, entry, where, problems);
    if (entryId === undefined) return;
    const idProblem = spec.fields.id ? checkValue(spec.fields.id, entryId) : undefined;
    if (seen.has(entryId)) problems.push(`${where}, field "id": the id is used twice in this file`);
    seen.add(entryId);
    // An invalid id is reported once above; listing every word it lacks would only bury that.
    if (idProblem) return;
    for (const qualifiedKey of spec.localeKeys?.(entryId) ?? []) {
      const [namespace = '', key = ''] = qualifiedKey.split(':');
      for (const language of languages.all) {
        const texts = locales.get(language)?.get(namespace);
        if (texts?.has(key)) continue;
        // A translation file that is missing or unreadable is reported once, by itself.
        if (!texts && language !== languages.source) continue;
        problems.push(
          `${where}, field "id": no words for "${key}" in ${display('locales', language, `${namespace}.json`)}`,
        );
      }
    }
  });
}

function checkFields(
  spec: ContentFileSpec,
  entry: Record<string, unknown>,
  where: string,
  problems: string[],
): void {
  for (const [name, field] of Object.entries(spec.fields)) {
    const value = entry[name];
    if (value === undefined || value === null || value === '') {
      if (!field.optional) problems.push(`${where}, field "${name}": missing`);
      continue;
    }
    const problem = checkValue(field, value);
    if (problem) problems.push(`${where}, field "${name}": ${problem}`);
  }
  for (const name of Object.keys(entry)) {
    if (!(name in spec.fields)) {
      const known = Object.keys(spec.fields).join(', ');
      problems.push(`${where}, field "${name}": not a known field (known fields: ${known})`);
    }
  }
}

function checkValue({ kind }: FieldSpec, value: unknown): string | undefined {
  switch (kind.type) {
    case 'id':
      return typeof value === 'string' && FIELD_PATTERNS.id.test(value)
        ? undefined
        : `${show(value)} is not a valid id (use lowercase letters, digits and hyphens, e.g. "web-apps")`;
    case 'text': {
      if (typeof value !== 'string') return `${show(value)} should be text`;
      const markup = markupIn(value);
      return markup ? markupProblem(markup) : undefined;
    }
    case 'integer': {
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        return `${show(value)} should be a whole number`;
      }
      if (kind.min !== undefined && value < kind.min) return `${value} is below ${kind.min}`;
      if (kind.max !== undefined && value > kind.max) return `${value} is above ${kind.max}`;
      return undefined;
    }
    case 'decimal': {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return `${show(value)} should be a number (use a dot for decimals, e.g. 12.5)`;
      }
      if (kind.min !== undefined && value < kind.min) return `${value} is below ${kind.min}`;
      if (kind.max !== undefined && value > kind.max) return `${value} is above ${kind.max}`;
      return undefined;
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `${show(value)} should be true or false`;
    case 'email':
      return typeof value === 'string' && FIELD_PATTERNS.email.test(value)
        ? undefined
        : `${show(value)} is not an e-mail address`;
    case 'href':
      return typeof value === 'string' && FIELD_PATTERNS.href.test(value)
        ? undefined
        : `${show(value)} should start with #, /, https://, or mailto:`;
    case 'oneOf': {
      const { label, values } = VOCABULARIES[kind.vocabulary];
      return typeof value === 'string' && (values as readonly string[]).includes(value)
        ? undefined
        : `${show(value)} is not a known ${label} (known: ${values.join(', ')})`;
    }
  }
}

function readLocales(
  contentDir: string,
  languages: Languages,
  {
    display,
    markupAllowedKeys,
  }: { display: (...parts: string[]) => string; markupAllowedKeys: readonly string[] },
  problems: string[],
): { locales: Locales; sourceComplete: boolean } {
  const locales: Locales = new Map();
  // Files already reported as unreadable, and folders as missing: comparing them across languages
  // would only add noise.
  const unreadable = new Set<string>();
  const missingFolders = new Set<string>();
  let sourceComplete = true;
  for (const language of languages.all) {
    const directory = path.join(contentDir, 'locales', language);
    const namespaces = new Map<string, Map<string, string>>();
    locales.set(language, namespaces);
    if (!fs.existsSync(directory)) {
      problems.push(
        `${display('locales', language)}: the folder is missing (page-shape.json publishes "${language}": copy ${display('locales', languages.source)} and translate its texts)`,
      );
      missingFolders.add(language);
      if (language === languages.source) sourceComplete = false;
      continue;
    }
    for (const file of fs
      .readdirSync(directory)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const shown = display('locales', language, file);
      let parsed: unknown;
      try {
        parsed = JSON.parse(readText(path.join(directory, file)));
      } catch (error) {
        problems.push(`${shown}: not valid JSON: ${(error as Error).message}`);
        unreadable.add(file.replace(/\.json$/, ''));
        if (language === languages.source) sourceComplete = false;
        continue;
      }
      if (!isRecord(parsed)) {
        problems.push(`${shown}: expected an object of "key": "text" pairs`);
        unreadable.add(file.replace(/\.json$/, ''));
        if (language === languages.source) sourceComplete = false;
        continue;
      }
      const texts = new Map<string, string>();
      const namespace = file.replace(/\.json$/, '');
      const mayHoldMarkup = (key: string) => markupAllowedKeys.includes(`${namespace}:${key}`);
      flatten(parsed, '', texts, { shown, problems, mayHoldMarkup });
      namespaces.set(namespace, texts);
    }
  }

  const source = locales.get(languages.source) ?? new Map<string, Map<string, string>>();
  for (const language of languages.all) {
    if (language === languages.source || missingFolders.has(language)) continue;
    const translated = locales.get(language) ?? new Map<string, Map<string, string>>();
    for (const [namespace, sourceTexts] of source) {
      if (unreadable.has(namespace)) continue;
      const shown = display('locales', language, `${namespace}.json`);
      const texts = translated.get(namespace);
      if (!texts) {
        problems.push(
          `${shown}: the file is missing (${display('locales', languages.source, `${namespace}.json`)} has it)`,
        );
        continue;
      }
      for (const [key, sourceText] of sourceTexts) {
        const text = texts.get(key);
        if (text === undefined) {
          problems.push(`${shown}, key "${key}": missing (the Italian file has it)`);
          continue;
        }
        const expected = placeholders(sourceText);
        const found = placeholders(text);
        if (expected !== found) {
          problems.push(
            `${shown}, key "${key}": placeholders ${found || 'none'} differ from the Italian ${expected || 'none'}`,
          );
        }
      }
      for (const key of texts.keys()) {
        if (!sourceTexts.has(key)) {
          problems.push(
            `${shown}, key "${key}": not in the Italian file (add it there or remove it here)`,
          );
        }
      }
    }
    for (const namespace of translated.keys()) {
      if (!source.has(namespace) && !unreadable.has(namespace)) {
        problems.push(
          `${display('locales', language, `${namespace}.json`)}: no such file in ${display('locales', languages.source)}`,
        );
      }
    }
  }
  return { locales, sourceComplete };
}

interface FlattenContext {
  /** The file, as problems name it. */
  shown: string;
  problems: string[];
  /** Whether the text under a key may hold markup (MARKUP_ALLOWED_KEYS). */
  mayHoldMarkup: (key: string) => boolean;
}

function flatten(
  value: unknown,
  prefix: string,
  into: Map<string, string>,
  context: FlattenContext,
): void {
  const { shown, problems } = context;
  if (typeof value === 'string') {
    if (value.trim() === '') problems.push(`${shown}, key "${prefix}": the text is empty`);
    const markup = context.mayHoldMarkup(prefix) ? undefined : markupIn(value);
    if (markup) problems.push(`${shown}, key "${prefix}": ${markupProblem(markup)}`);
    into.set(prefix, value);
    return;
  }
  if (Array.isArray(value) || isRecord(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into, context);
    }
    return;
  }
  problems.push(`${shown}, key "${prefix}": ${show(value)} should be text in quotes`);
  // Keep the key, so the comparison across languages does not report it missing as well.
  into.set(prefix, String(value));
}

function placeholders(text: string): string {
  return [...text.matchAll(PLACEHOLDER_PATTERN)]
    .map((match) => `{{${match[1]}}}`)
    .sort()
    .join(' ');
}

/**
 * A text file as editors save it: a UTF-8 byte-order mark (Windows Notepad, some CMSs) is not part
 * of the content. CRLF line endings and a missing final newline need nothing: YAML and JSON accept
 * them.
 */
function readText(file: string): string {
  return fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}
