// Run first by every build (and `npm run check:content`): one line per problem, naming file, entry, field.
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import yaml from 'js-yaml';
import probe from 'probe-image-size';
import { z } from 'zod';
import { valueAt } from '../src/lib/locale-text';
import type { PageShape } from '../src/lib/page-shape';
import {
  CONTENT_FILES,
  fileSchema,
  localeSchema,
  PAGE_SHAPE_SCHEMA,
  entryPictures,
  show,
} from './content-model';
import { PICTURE_EXTENSIONS } from './content-rules';
import { legalProblems } from './legal-pages';

/** What is checked: YAML facts and page-shape.json have fields; locale files have keys. */
type Kind = 'fields' | 'keys';

export interface Problem {
  readonly file: string; // from the project's folder: "content/services.yaml", "page-shape.json"
  readonly entry?: string; // a list entry's id, or "#3" when it has none
  readonly entryKind?: 'section' | 'language'; // page-shape.json's lists
  readonly field?: string;
  readonly key?: string; // a locale file's dotted key: "hero.title"
  readonly line?: number; // a legal page's Markdown line
  readonly message: string;
}

/** "content/services.yaml, entry "web-apps", field "icon": …": the one place a problem is written. */
export function problemLine(problem: Problem): string {
  const { file, entry, entryKind = 'entry', field, key, line, message } = problem;
  const parts = [file];
  if (entry !== undefined)
    parts.push(`${entryKind} ${entry.startsWith('#') ? entry : `"${entry}"`}`);
  if (key !== undefined) parts.push(`key "${key}"`);
  if (field !== undefined) parts.push(`field "${field}"`);
  if (line !== undefined) parts.push(`line ${line}`);
  return `${parts.join(', ')}: ${message}`;
}

const LIST_SHAPE = 'expected a list of entries, each starting with "- id: ..."';
const EXPECTED: Record<string, string> = {
  int: 'should be a whole number',
  number: 'should be a number (use a dot for decimals, e.g. 12.5)',
  boolean: 'should be true or false',
};

/** zod's issues in the words docs/editing.md lists. */
const messages =
  (kind: Kind) =>
  (issue: z.core.$ZodRawIssue): string | undefined => {
    const value = show(issue.input);
    if (issue.input === undefined && issue.code !== 'unrecognized_keys')
      return kind === 'keys' ? 'missing (the Italian file has it)' : 'missing';
    switch (issue.code) {
      case 'invalid_type':
        if (issue.expected === 'string')
          return `${value} should be text${kind === 'keys' ? ' in quotes' : ''}`;
        if (issue.expected === 'array') return LIST_SHAPE;
        if (EXPECTED[issue.expected]) return `${value} ${EXPECTED[issue.expected]}`;
        return 'expected "field: value" lines';
      case 'too_small':
        if (issue.origin !== 'array') return `${value} is below ${issue.minimum}`;
        // A file's own list, or a list inside an entry (a service's features).
        return issue.path?.length ? `give at least ${issue.minimum}` : LIST_SHAPE;
      case 'too_big':
        if (issue.origin !== 'array') return `${value} is above ${issue.maximum}`;
        return kind === 'keys'
          ? `more items than the Italian's ${issue.maximum}`
          : `at most ${issue.maximum}: remove one`;
      case 'invalid_value': {
        const label =
          (issue.inst && z.globalRegistry.get(issue.inst as z.ZodType)?.title) ?? 'value';
        return `${value} is not a known ${label} (known: ${issue.values.join(', ')})`;
      }
      case 'unrecognized_keys': {
        if (kind === 'keys') return 'not in the Italian file (add it there or remove it here)';
        const known = Object.keys((issue.inst as { shape?: object } | undefined)?.shape ?? {});
        return `not a known field (known fields: ${known.join(', ')})`;
      }
      default:
        return undefined;
    }
  };

/** Where in a file an issue is: its entry (by id), then its field ("title.fr" inside one) or its key. */
function place(at: readonly PropertyKey[], data: unknown, kind: Kind) {
  if (kind === 'keys') return at.length ? { key: at.join('.') } : {};
  const where: { entry?: string; entryKind?: Problem['entryKind']; field?: string } = {};
  // The first number is a list's entry; what follows it is the field, and the field's own parts.
  const index = at.findIndex((part) => typeof part === 'number');
  if (index >= 0) {
    const node = at
      .slice(0, index + 1)
      .reduce<unknown>((parent, part) => (parent as Record<PropertyKey, unknown>)?.[part], data) as
      { id?: unknown; code?: unknown } | undefined;
    const name = node?.id ?? node?.code;
    where.entry = typeof name === 'string' ? name : `#${(at[index] as number) + 1}`;
    const noun = ({ languages: 'language', sections: 'section' } as const)[String(at[index - 1])];
    if (noun) where.entryKind = noun;
  }
  const field = at.slice(index + 1).join('.');
  if (field) where.field = field;
  return where;
}

export function schemaProblems(
  file: string,
  schema: z.ZodType,
  data: unknown,
  kind: Kind,
): Problem[] {
  const result = schema.safeParse(data, { error: messages(kind) });
  return (result.error?.issues ?? []).flatMap((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
    return keys.map((key) => ({
      file,
      ...place(key ? [...issue.path, key] : issue.path, data, kind),
      message: issue.message,
    }));
  });
}

/** A YAML file's data; an empty file holds nothing (js-yaml 5 calls it an error). */
export const yamlOrNothing = (text: string): unknown => (text.trim() ? yaml.load(text) : undefined);

/** A file's text as editors may save it (a byte-order mark is not content). */
export const readText = (file: string) => fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');

export function namesIn(folder: string, extension: string): string[] {
  if (!fs.existsSync(folder)) return [];
  const names = fs.readdirSync(folder).filter((name) => name.endsWith(extension));
  return names.map((name) => name.slice(0, -extension.length)).sort();
}

function read(file: string, shown: string, parse: (text: string) => unknown, problems: Problem[]) {
  try {
    return { data: parse(readText(file)) };
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const format = file.endsWith('.json') ? 'JSON' : 'YAML';
    const wrong = code === 'ENOENT' ? 'the file is missing' : `not valid ${format}: ${message}`;
    problems.push({ file: shown, message: wrong.split('\n')[0] ?? wrong });
    return undefined;
  }
}

/** Empty fields (`field:` or '') count as absent, inside an entry's objects too (`fr:`). */
const withoutEmpty = (data: unknown): unknown =>
  Array.isArray(data)
    ? data.map(withoutEmpty)
    : typeof data === 'object' && data !== null && !(data instanceof Date)
      ? Object.fromEntries(
          Object.entries(data)
            .filter(([, value]) => value !== null && value !== '')
            .map(([key, value]) => [key, withoutEmpty(value)]),
        )
      : data;

type Words = Map<string, Map<string, unknown>>; // language -> namespace -> parsed file

function localeProblems(contentDir: string, shape: PageShape, problems: Problem[]): Words {
  const words: Words = new Map();
  const source = shape.defaultLanguage;
  const shown = (code: string, name = '') => `content/locales/${code}${name && `/${name}.json`}`;
  const namespaces = namesIn(path.join(contentDir, 'locales', source), '.json');
  for (const { code } of shape.languages) {
    const folder = path.join(contentDir, 'locales', code);
    const files = new Map<string, unknown>();
    words.set(code, files);
    if (!fs.existsSync(folder)) {
      problems.push({
        file: shown(code),
        message: `the folder is missing (page-shape.json publishes "${code}": copy ${shown(source)} and translate its texts)`,
      });
      continue;
    }
    const found = namesIn(folder, '.json');
    for (const name of found.filter((n) => !namespaces.includes(n)))
      problems.push({ file: shown(code, name), message: `no such file in ${shown(source)}` });
    for (const namespace of namespaces) {
      if (!found.includes(namespace)) {
        const message = `the file is missing (${shown(source, namespace)} has it)`;
        problems.push({ file: shown(code, namespace), message });
        continue;
      }
      const file = path.join(folder, `${namespace}.json`);
      const parsed = read(file, shown(code, namespace), JSON.parse, problems);
      if (parsed) files.set(namespace, parsed.data);
    }
  }
  for (const namespace of namespaces) {
    const reference = words.get(source)?.get(namespace);
    if (reference === undefined) continue;
    const schema = localeSchema(reference);
    for (const [code, files] of words) {
      if (files.has(namespace))
        problems.push(
          ...schemaProblems(shown(code, namespace), schema, files.get(namespace), 'keys'),
        );
    }
  }
  return words;
}

const MEGABYTE = 1024 * 1024;
/** Beyond these a picture is a mistake (a camera original, a poster): the editor shrinks uploads. */
export const PICTURE_LIMITS = { bytes: 8 * MEGABYTE, pixels: 6000 };

function pictureProblem(file: string): string | undefined {
  if (!fs.existsSync(file)) return 'the file is missing: upload it, or choose one already there';
  const bytes = fs.readFileSync(file);
  const size = probe.sync(bytes);
  if (!size || !PICTURE_EXTENSIONS.includes(size.type))
    return 'not a JPEG, PNG, WebP, AVIF or GIF picture (the only files the site shows): replace it';
  if (bytes.length > PICTURE_LIMITS.bytes)
    return `${(bytes.length / MEGABYTE).toFixed(1)} MB is too large (at most 8 MB): export it smaller`;
  if (Math.max(size.width, size.height) > PICTURE_LIMITS.pixels)
    return `${size.width}×${size.height} pixels is too large (at most ${PICTURE_LIMITS.pixels} on each side): resize it`;
  return undefined;
}

const has = (data: unknown, key: string) => valueAt(data, key) !== undefined;
const SHAPE_FILE = 'page-shape.json';
const sectionAt = (id: string) => ({ file: SHAPE_FILE, entry: id, entryKind: 'section' as const });

export function contentProblems(
  projectDir: string,
  contentDir = path.join(projectDir, 'content'),
): Problem[] {
  const problems: Problem[] = [];
  const shapeFile = read(path.join(projectDir, SHAPE_FILE), SHAPE_FILE, JSON.parse, problems);
  if (!shapeFile) return problems;
  problems.push(...schemaProblems(SHAPE_FILE, PAGE_SHAPE_SCHEMA, shapeFile.data, 'fields'));
  if (problems.length > 0) return problems; // the content is checked against a valid shape only
  const shape = shapeFile.data as PageShape;
  const words = localeProblems(contentDir, shape, problems);
  for (const spec of CONTENT_FILES) {
    const file = `content/${spec.file}`;
    const parsed = read(path.join(contentDir, spec.file), file, yamlOrNothing, problems);
    if (!parsed) continue;
    const data = withoutEmpty(parsed.data);
    const fileProblems = schemaProblems(file, fileSchema(spec), data, 'fields');
    problems.push(...fileProblems);
    const entries = (Array.isArray(data) ? data : [data]) as (Record<string, unknown> | null)[];
    const entryIds = entries.map((item) => item?.id);
    for (const [required, why] of Object.entries(spec.requiredEntries ?? {}))
      if (!entryIds.includes(required))
        problems.push({ file, entry: required, field: 'id', message: `missing: ${why}` });
    for (const item of entries) {
      const entry = typeof item?.id === 'string' ? item.id : undefined;
      for (const { field, value } of entryPictures(spec, item ?? {})) {
        const reported = fileProblems.some((p) => p.entry === entry && p.field === field);
        if (typeof value !== 'string' || reported) continue;
        const problem = pictureProblem(path.join(contentDir, value));
        if (problem)
          problems.push({
            file,
            entry,
            field,
            message: `${path.posix.join('content', value)}: ${problem}`,
          });
      }
    }
  }
  // Words that may sit in an unreadable Italian file are not reported missing: the file is.
  const source = shape.defaultLanguage;
  const sourceWords = words.get(source) ?? new Map<string, unknown>();
  const sourceFiles = namesIn(path.join(contentDir, 'locales', source), '.json');
  if (sourceWords.size > 0 && sourceWords.size === sourceFiles.length) {
    for (const { id, nav } of shape.sections) {
      const section = `no words for "${id}" in content/locales/${source} (add a "${id}" object with the section's texts to one of its files)`;
      if (![...sourceWords.values()].some((locale) => has(locale, id)))
        problems.push({ ...sectionAt(id), field: 'id', message: section });
      const link = `no words for "nav.links.${id}" in content/locales/${source}/common.json`;
      if (nav && !has(sourceWords.get('common'), `nav.links.${id}`))
        problems.push({ ...sectionAt(id), field: 'nav', message: link });
    }
  }
  return [...problems, ...legalProblems(contentDir, shape)];
}

export function formatProblems(problems: readonly Problem[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return `The content files have ${count}:\n${problems.map((p) => `  - ${problemLine(p)}`).join('\n')}`;
}

export function stopOnContentProblems(projectDir: string, reporter: Reporter): void {
  const problems = contentProblems(projectDir);
  if (problems.length === 0) return;
  // Gatsby's id for "the content files are broken", so its output says so instead of UNKNOWN.
  const id = 'studio-content';
  reporter.setErrorMap({
    [id]: {
      text: (context: { problems: string }) => context.problems,
      level: 'ERROR',
      category: 'USER',
    },
  });
  reporter.panic({ id, context: { problems: formatProblems(problems) } });
}
