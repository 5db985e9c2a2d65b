/**
 * The editor's fields for one locale file (content/locales/{{locale}}/<namespace>.json), generated
 * from the Italian file's shape: one field per key, in the file's order (a save writes keys in
 * field order, so the order of the files is kept), every field translatable (`i18n: true`) so the
 * three languages are edited side by side, and every text required, as the content check wants.
 */
import type { Field, ListFieldWithSubField, StringField, TextField } from '@sveltia/cms';
import { PLACEHOLDER_PATTERN } from '../content-model';
import { ENTRY_WORDS, FILE_WORDS, KEY_WORDS, SECTION_LINK_WORDS, UI_WORDS } from '../editor-words';
import type { EditorLanguage, FieldWords, Words } from '../editor-words';
import { listLengths } from './entry-groups';
import type { EntryGroup } from './entry-groups';
import { isJsonObject } from './json';
import type { JsonObject, JsonValue } from './json';

/** Texts longer than this (in Italian), or under these keys, get a box of several lines. */
const LONG_TEXT = 90;
const LONG_KEYS = new Set(['description', 'intro', 'subtitle', 'text']);

export interface LocaleFieldsContext {
  namespace: string;
  /** The entry groups of this namespace (gatsby/cms/entry-groups.ts). */
  groups: readonly EntryGroup[];
  language: EditorLanguage;
  /** Where a missing word is reported: a key the editor would have no label for. */
  problems: string[];
}

/** The fields of a locale file whose Italian content (completed, see entry-words.ts) is `source`. */
export function localeFields(source: JsonObject, context: LocaleFieldsContext): Field[] {
  return objectFields(source, '', undefined, context);
}

/** The entry a key belongs to: its group and id, while walking inside an entry's words. */
interface Inside {
  group: EntryGroup;
  /** The key path relative to the entry ("features"). */
  relative: string;
}

function objectFields(
  object: JsonObject,
  path: string,
  inside: Inside | undefined,
  context: LocaleFieldsContext,
): Field[] {
  return Object.entries(object).map(([key, value]) => {
    const keyPath = path ? `${path}.${key}` : key;
    const group = context.groups.find((candidate) => candidate.path === path);
    if (group) return entryField(key, value, keyPath, group, context);
    const childInside = inside && {
      group: inside.group,
      relative: inside.relative ? `${inside.relative}.${key}` : key,
    };
    const words = keyWords(keyPath, key, context);
    return valueField(key, value, keyPath, words, childInside, context);
  });
}

/** The words of one entry (services.items.web-apps): labelled by the entry, not by its key. */
function entryField(
  id: string,
  value: JsonValue,
  keyPath: string,
  group: EntryGroup,
  context: LocaleFieldsContext,
): Field {
  const entry = ENTRY_WORDS[group.file];
  const file = FILE_WORDS[group.file];
  if (!entry || !file) {
    context.problems.push(
      `gatsby/editor-words.ts: no ENTRY_WORDS or FILE_WORDS for ${group.file}, whose entries have words under ${group.path}`,
    );
  }
  const words: FieldWords = {
    label: UI_WORDS.entryLabel(entry ?? { it: group.file, en: group.file }, id),
    hint: UI_WORDS.entryHint(group.file, file?.label ?? { it: '', en: '' }, id),
  };
  return valueField(id, value, keyPath, words, { group, relative: '' }, context);
}

function valueField(
  name: string,
  value: JsonValue,
  keyPath: string,
  words: FieldWords,
  inside: Inside | undefined,
  context: LocaleFieldsContext,
): Field {
  const { language } = context;
  const common = {
    name,
    label: words.label[language],
    ...(words.hint ? { hint: words.hint[language] } : {}),
    i18n: true as const,
  };
  if (typeof value === 'string') return textField(common, name, value, language);
  if (Array.isArray(value)) {
    if (!value.every((item) => typeof item === 'string')) {
      context.problems.push(
        `${context.namespace}.json, key "${keyPath}": a list of something other than texts`,
      );
    }
    const length = inside && listLengths(inside.group).get(inside.relative);
    const list: ListFieldWithSubField = {
      ...common,
      widget: 'list',
      field: { name: 'item', label: UI_WORDS.point[language], widget: 'string', i18n: true },
      ...(length ? { min: length, max: length } : {}),
    };
    return list;
  }
  if (isJsonObject(value)) {
    return { ...common, widget: 'object', fields: objectFields(value, keyPath, inside, context) };
  }
  context.problems.push(
    `${context.namespace}.json, key "${keyPath}": ${JSON.stringify(value)} is not a text`,
  );
  return { ...common, widget: 'string' };
}

function textField(
  common: { name: string; label: string; hint?: string; i18n: true },
  key: string,
  italian: string,
  language: EditorLanguage,
): StringField | TextField {
  const widget = italian.length > LONG_TEXT || LONG_KEYS.has(key) ? 'text' : 'string';
  const names = [...new Set([...italian.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1]))];
  if (names.length === 0) return { ...common, widget };
  const shown = names.map((placeholder) => `{{${placeholder}}}`).join(', ');
  return {
    ...common,
    widget,
    hint: [common.hint, UI_WORDS.placeholdersHint(shown)[language]].filter(Boolean).join(' '),
    pattern: [placeholderPattern(names as string[]), UI_WORDS.placeholdersError(shown)[language]],
  };
}

/**
 * A pattern that holds when the text contains each {{name}} as it is and no other {{…}}: what
 * the content check compares with the Italian text.
 */
export function placeholderPattern(names: readonly string[]): string {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const each = names.map((name) => `(?=[\\s\\S]*\\{\\{${escape(name)}\\}\\})`).join('');
  const known = names.map(escape).join('|');
  return `^${each}(?![\\s\\S]*\\{\\{(?!(?:${known})\\}\\}))[\\s\\S]*$`;
}

/** The words of a key: by its full path, else by its last part; a missing one is a problem. */
function keyWords(keyPath: string, key: string, context: LocaleFieldsContext): FieldWords {
  const parent = keyPath.slice(0, -key.length - 1);
  if (parent === SECTION_LINK_WORDS.container) {
    return { label: SECTION_LINK_WORDS.label(key), hint: SECTION_LINK_WORDS.hint(key) };
  }
  const found = KEY_WORDS[keyPath] ?? KEY_WORDS[key];
  if (found) return found;
  context.problems.push(
    `gatsby/editor-words.ts: no KEY_WORDS for "${keyPath}" (content/locales/*/${context.namespace}.json): add a label for editors under "${keyPath}" or "${key}"`,
  );
  const fallback: Words = { it: keyPath, en: keyPath };
  return { label: fallback };
}
