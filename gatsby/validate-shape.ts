/**
 * Checks page-shape.json, the manifest of the page's languages and sections, and the code each of
 * its entries needs: a flag drawing for every language, a component file for every section. Each
 * problem is one line naming the entry and the field, like the content checks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FLAGS } from '../src/components/flags';
import type { PageShape } from '../src/lib/page-shape';

export const SHAPE_FILE = 'page-shape.json';

const LANGUAGE_CODE = /^[a-z]{2,3}$/;
const OG_LOCALE = /^[a-z]{2,3}_[A-Z]{2}$/;
const SECTION_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;

type Check = (value: unknown) => string | undefined;

const text: Check = (value) =>
  typeof value === 'string' && value.trim() !== '' ? undefined : `${show(value)} should be text`;
const flag: Check = (value) =>
  typeof value === 'string' && Object.hasOwn(FLAGS, value)
    ? undefined
    : `${show(value)} has no drawing in src/components/flags.ts (drawn: ${Object.keys(FLAGS).join(', ')}; add one there)`;
const yesNo: Check = (value) =>
  typeof value === 'boolean' ? undefined : `${show(value)} should be true or false`;
const matching =
  (pattern: RegExp, example: string): Check =>
  (value) =>
    typeof value === 'string' && pattern.test(value)
      ? undefined
      : `${show(value)} should look like "${example}"`;

/** One list of the manifest: what its entries are called, and each field's check. */
interface ListSpec {
  list: 'languages' | 'sections';
  entry: string;
  idField: string;
  required: Record<string, Check>;
  optional?: Record<string, Check>;
}

const LANGUAGES_SPEC: ListSpec = {
  list: 'languages',
  entry: 'language',
  idField: 'code',
  required: {
    code: matching(LANGUAGE_CODE, 'de'),
    name: text,
    flag,
    ogLocale: matching(OG_LOCALE, 'de_DE'),
  },
};

const SECTIONS_SPEC: ListSpec = {
  list: 'sections',
  entry: 'section',
  idField: 'id',
  required: {
    id: matching(SECTION_ID, 'testimonials'),
    component: matching(COMPONENT_NAME, 'Testimonials'),
    interactive: yesNo,
    nav: yesNo,
  },
  optional: { beforeCode: yesNo },
};

/**
 * Every problem of the manifest (its parsed JSON), and the typed shape when its fields are all
 * valid: a section whose component file is still missing does not stop the content from being
 * checked against it, so one run names everything a new entry lacks.
 */
export function validateShape(
  raw: unknown,
  projectDir: string,
): { problems: string[]; shape?: PageShape } {
  const problems: string[] = [];
  if (!isRecord(raw)) {
    return {
      problems: [`${SHAPE_FILE}: expected an object with defaultLanguage, languages and sections`],
    };
  }
  const languages = checkList(raw.languages, LANGUAGES_SPEC, problems);
  const sections = checkList(raw.sections, SECTIONS_SPEC, problems);

  const codes = languages.map((language) => language.code);
  if (raw.defaultLanguage === undefined) {
    problems.push(`${SHAPE_FILE}, field "defaultLanguage": missing`);
  } else if (typeof raw.defaultLanguage !== 'string' || !codes.includes(raw.defaultLanguage)) {
    problems.push(
      `${SHAPE_FILE}, field "defaultLanguage": ${show(raw.defaultLanguage)} is not one of the languages (${codes.join(', ')})`,
    );
  }
  for (const name of Object.keys(raw)) {
    if (!['defaultLanguage', 'languages', 'sections'].includes(name)) {
      problems.push(
        `${SHAPE_FILE}, field "${name}": not a known field (known fields: defaultLanguage, languages, sections)`,
      );
    }
  }
  const valid = problems.length === 0;
  for (const section of sections) {
    const where = `${SHAPE_FILE}, section "${String(section.id)}"`;
    const component = String(section.component);
    const missing = exportProblem(projectDir, `${component}.tsx`, component, 'a component');
    if (missing) problems.push(`${where}, field "component": ${missing}`);
    if (section.beforeCode === true) {
      const early = exportProblem(
        projectDir,
        `${component}.before-code.ts`,
        'beforeCode',
        'a function',
      );
      if (early) problems.push(`${where}, field "beforeCode": ${early}`);
    }
  }
  return valid ? { problems, shape: raw as unknown as PageShape } : { problems };
}

/** The entries of one list of the manifest, each checked field by field; ids must be unique. */
function checkList(
  value: unknown,
  { list, entry: entryName, idField, required, optional = {} }: ListSpec,
  problems: string[],
): Record<string, unknown>[] {
  if (!Array.isArray(value) || value.length === 0) {
    problems.push(`${SHAPE_FILE}, field "${list}": expected a list with at least one ${entryName}`);
    return [];
  }
  const known = [...Object.keys(required), ...Object.keys(optional)];
  const seen = new Set<unknown>();
  const entries: Record<string, unknown>[] = [];
  value.forEach((entry: unknown, index) => {
    const label =
      isRecord(entry) && typeof entry[idField] === 'string'
        ? `"${entry[idField]}"`
        : `#${index + 1}`;
    const where = `${SHAPE_FILE}, ${entryName} ${label}`;
    if (!isRecord(entry)) {
      problems.push(`${where}: expected an object with ${Object.keys(required).join(', ')}`);
      return;
    }
    for (const [field, check] of Object.entries(required)) {
      const problem = entry[field] === undefined ? 'missing' : check(entry[field]);
      if (problem) problems.push(`${where}, field "${field}": ${problem}`);
    }
    for (const [field, check] of Object.entries(optional)) {
      const problem = entry[field] === undefined ? undefined : check(entry[field]);
      if (problem) problems.push(`${where}, field "${field}": ${problem}`);
    }
    for (const field of Object.keys(entry)) {
      if (!known.includes(field)) {
        problems.push(
          `${where}, field "${field}": not a known field (known fields: ${known.join(', ')})`,
        );
      }
    }
    if (seen.has(entry[idField])) problems.push(`${where}, field "${idField}": used twice`);
    seen.add(entry[idField]);
    entries.push(entry);
  });
  return entries;
}

/** Why src/sections/<file> cannot give the page the export it needs, if it cannot. */
function exportProblem(
  projectDir: string,
  file: string,
  name: string,
  what: string,
): string | undefined {
  if (!COMPONENT_NAME.test(file.split('.')[0] ?? '')) return undefined;
  const shown = path.posix.join('src', 'sections', file);
  const absolute = path.join(projectDir, 'src', 'sections', file);
  if (!fs.existsSync(absolute))
    return `${shown} is missing (create it, exporting ${what} named ${name})`;
  const exported = new RegExp(`export (function|const) ${name}\\b`).test(
    fs.readFileSync(absolute, 'utf8'),
  );
  return exported ? undefined : `${shown} does not export ${what} named ${name}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}
