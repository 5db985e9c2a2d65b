/**
 * The editor's view of one YAML file under content/ (a "facts" file), generated from its
 * description in the content model: each field kind becomes the widget whose rules mirror the
 * content check (numbers with their limits, the fixed lists as choices, ids and addresses with the
 * check's own patterns, required unless the model says optional).
 */
import type { CollectionFile, Field, ListFieldWithSubFields } from '@sveltia/cms';
import { FIELD_PATTERNS, VOCABULARIES } from '../content-model';
import type { ContentFileSpec, FieldSpec } from '../content-model';
import { FIELD_WORDS, FILE_WORDS, UI_WORDS, VALUE_WORDS } from '../editor-words';
import type { EditorLanguage, FieldWords, FileWords } from '../editor-words';

/** The name the editor gives a content file ("services" for services.yaml). */
export const factFileName = (file: string): string => file.replace(/\.ya?ml$/, '');

export function factFile(
  spec: ContentFileSpec,
  language: EditorLanguage,
  problems: string[],
): CollectionFile {
  const words = FILE_WORDS[spec.file];
  if (!words) {
    problems.push(`gatsby/editor-words.ts: no FILE_WORDS for content/${spec.file}`);
  }
  const fileWords: FileWords = words ?? {
    label: { it: spec.file, en: spec.file },
    hint: { it: '', en: '' },
  };
  const fields = Object.entries(spec.fields).map(([name, field]) =>
    factField(name, field, fieldWords(spec.file, name, fileWords, problems), language, problems),
  );
  const file = {
    name: factFileName(spec.file),
    label: fileWords.label[language],
    file: `content/${spec.file}`,
    format: 'yaml',
  };
  if (spec.shape === 'object') {
    // A file of a file collection has no description of its own: its words go above its first field.
    const [first, ...rest] = fields;
    return {
      ...file,
      fields: first ? [{ ...first, comment: fileWords.hint[language] }, ...rest] : [],
    };
  }
  const list: ListFieldWithSubFields = {
    name: 'items',
    label: fileWords.label[language],
    ...(fileWords.item ? { label_singular: fileWords.item[language] } : {}),
    hint: fileWords.hint[language],
    widget: 'list',
    // The file's root is the list itself ("- id: …" lines), not a key holding it.
    root: true,
    // The content check wants at least one entry.
    min: 1,
    summary: '{{fields.id}}',
    fields,
  };
  return { ...file, fields: [list] };
}

/** A field's words: the file's own, over the words the field has in every file. */
function fieldWords(
  file: string,
  name: string,
  fileWords: FileWords,
  problems: string[],
): FieldWords {
  const own = fileWords.fields?.[name];
  const shared = FIELD_WORDS[name];
  const label = own?.label ?? shared?.label;
  if (!label) {
    problems.push(
      `gatsby/editor-words.ts: no label for the field "${name}" of content/${file} (FILE_WORDS["${file}"].fields or FIELD_WORDS)`,
    );
  }
  const hint = own?.hint ?? shared?.hint;
  return { label: label ?? { it: name, en: name }, ...(hint ? { hint } : {}) };
}

function factField(
  name: string,
  spec: FieldSpec,
  words: FieldWords,
  language: EditorLanguage,
  problems: string[],
): Field {
  const base = {
    name,
    label: words.label[language],
    ...(words.hint ? { hint: words.hint[language] } : {}),
    // Sveltia's fields are required unless told otherwise; so are the content model's.
    ...(spec.optional ? { required: false } : {}),
  };
  const { kind } = spec;
  switch (kind.type) {
    case 'id':
      return {
        ...base,
        widget: 'string',
        pattern: [FIELD_PATTERNS.id.source, UI_WORDS.idError[language]],
      };
    case 'text':
      return { ...base, widget: 'string' };
    case 'email':
      return {
        ...base,
        widget: 'string',
        pattern: [FIELD_PATTERNS.email.source, UI_WORDS.emailError[language]],
      };
    case 'href':
      return {
        ...base,
        widget: 'string',
        pattern: [FIELD_PATTERNS.href.source, UI_WORDS.hrefError[language]],
      };
    case 'integer':
    case 'decimal':
      return {
        ...base,
        widget: 'number',
        value_type: kind.type === 'integer' ? 'int' : 'float',
        ...(kind.min !== undefined ? { min: kind.min } : {}),
        ...(kind.max !== undefined ? { max: kind.max } : {}),
      };
    case 'boolean':
      // A boolean widget writes `false` into every entry that lacks the field; an optional flag is
      // a choice that may stay empty (and then stays out of the file).
      if (!spec.optional) return { ...base, widget: 'boolean' };
      return {
        ...base,
        widget: 'select',
        options: [
          { label: UI_WORDS.yes[language], value: true },
          { label: UI_WORDS.no[language], value: false },
        ],
      };
    case 'oneOf': {
      const labels: Readonly<Record<string, { it: string; en: string }>> =
        VALUE_WORDS[kind.vocabulary];
      return {
        ...base,
        widget: 'select',
        options: VOCABULARIES[kind.vocabulary].values.map((value: string) => {
          const label = labels[value];
          if (!label) {
            problems.push(`gatsby/editor-words.ts: no VALUE_WORDS.${kind.vocabulary}["${value}"]`);
          }
          return { label: label?.[language] ?? value, value };
        }),
      };
    }
  }
}
