// Sveltia's config.yml (Italian) and config.en.yml, from the content schema, labels and locales.
import path from 'node:path';
import type { CmsConfig, CollectionFile, Field, FileCollection, GitHubBackend } from '@sveltia/cms';
import yaml from 'js-yaml';
import { z } from 'zod';
import { PAGE_SHAPE } from '../../src/lib/page-shape';
import {
  CONTENT_FILES,
  editorWords,
  entryJsonSchema,
  rulesOf,
  VOCABULARIES,
} from '../content-model';
import type { ContentFile, JsonProperty, VocabularyName } from '../content-model';
import { namesIn, PICTURE_LIMITS, readText } from '../content-check';
import {
  editorPattern,
  fill,
  IMAGES_FOLDER,
  LEGAL_BODY_RULES,
  LEGAL_TEXT_RULES,
  placeholderNames,
  wordRules,
} from '../content-rules';
import type { EditorLanguage, Words } from '../content-rules';
import { LEGAL_FOLDER, legalSlugs } from '../legal-pages';
import { LEGAL_PARTS, partBodyRules } from '../legal-parts';

type FieldWords = { label: Words; hint?: Words };
// The words of what has no field in the content model (a field's own are in its definition): the
// editor's interface, the vocabularies' values, the locale files and their keys, the legal pages.
interface Labels {
  ui: Record<string, Words> & { sectionLink: FieldWords };
  values: Record<string, Record<string, Words>>;
  namespaces: Record<string, FieldWords>;
  keys: Record<string, FieldWords>;
  legal: Record<string, Words> & {
    pages: Record<string, Words>;
    fields: Record<string, FieldWords>;
  };
}

export const LABELS = yaml.load(
  readText(path.join(__dirname, '..', 'editor-labels.yaml')),
) as Labels;

/** Words in one editor language; none (a missing label) leaves the caller's fallback, a name. */
const say = (
  words: Words | undefined,
  language: EditorLanguage,
  values?: Record<string, string>,
) => (words ? fill(words, language, values) : undefined);

export const CONFIG_FILES = [
  ['it', 'config.yml'],
  ['en', 'config.en.yml'],
] as const;
export const COLLECTIONS = { words: 'words', facts: 'facts', legal: 'legal' } as const;

/** Where the editor saves on the public site (GitHub), and what the build should say about it. */
export function backendFromEnv(env: NodeJS.ProcessEnv) {
  const given = env.CMS_GITHUB_REPO?.trim();
  const valid = given && /^[\w.-]+\/[\w.-]+$/.test(given) ? given : undefined;
  const notes = [];
  if (given && !valid)
    notes.push(`CMS_GITHUB_REPO "${given}" is not "owner/name": the editor uses a placeholder`);
  if (!given)
    notes.push(
      'CMS_GITHUB_REPO is not set: the editor at /admin/ can only work on a local folder (npm run edit); set it to sign in with GitHub',
    );
  const authUrl = env.CMS_AUTH_URL?.trim().replace(/\/+$/, '');
  const secure = authUrl?.startsWith('https://');
  if (authUrl && !secure)
    notes.push(`CMS_AUTH_URL "${authUrl}" is not an https:// address: left out`);
  const backend: GitHubBackend = {
    name: 'github',
    repo: valid ?? 'your-account/your-site-repository', // valid, and plainly not real
    branch: env.CMS_GITHUB_BRANCH?.trim() || 'main',
    // What "Sign in with GitHub" asks for: enough for a public repository; a private one needs repo.
    auth_scope: env.CMS_GITHUB_AUTH_SCOPE?.trim() === 'repo' ? 'repo' : 'public_repo',
    ...(secure ? { base_url: authUrl } : {}),
  };
  return { backend, notes };
}

/** Texts longer than this (in Italian), or under these names, get a box of several lines. */
const LONG_TEXT = 90;
const LONG_NAMES = ['description', 'intro', 'subtitle', 'summary', 'text'];

const bare = (schema: z.ZodType) => (schema instanceof z.ZodOptional ? schema.unwrap() : schema);

// A translated field's languages as plain sub-fields, not Sveltia's i18n (a list of i18n entries
// joins languages by position): each required, refusing what the content check refuses.
function languageFields(schema: z.ZodType, long: boolean, language: EditorLanguage): Field[] {
  const { shape } = bare(schema) as z.ZodObject;
  return PAGE_SHAPE.languages.map(({ code, name }) => ({
    name: code,
    label: name,
    widget: long ? 'text' : 'string',
    pattern: editorPattern(rulesOf(shape[code]), language),
  }));
}

/** The fields of an object of the content model, in its order (the order a save writes). */
function objectFields(
  schema: z.ZodType,
  { properties = {}, required = [] }: Pick<JsonProperty, 'properties' | 'required'>,
  language: EditorLanguage,
): Field[] {
  const { shape } = bare(schema) as z.ZodObject;
  return Object.entries(properties).map(([name, property]) =>
    factField(name, shape[name] as z.ZodType, property, !required.includes(name), language),
  );
}

/** One field of a facts file: its widget from the JSON Schema, its words and rules from the schema. */
function factField(
  name: string,
  schema: z.ZodType,
  property: JsonProperty,
  optional: boolean,
  language: EditorLanguage,
): Field {
  const words = editorWords(schema);
  const base = {
    name,
    label: say(words?.label, language) ?? name,
    hint: say(words?.hint, language),
    // Undefined values stay out of the file (yaml.dump's skipInvalid).
    required: optional ? false : undefined,
  };
  const long = LONG_NAMES.includes(name);
  if (property.translated)
    return { ...base, widget: 'object', fields: languageFields(schema, long, language) };
  if (property.type === 'array') {
    const item = (bare(schema) as z.ZodArray<z.ZodType>).element;
    const items = property.items ?? {};
    const fields = items.translated
      ? languageFields(item, long, language)
      : objectFields(item, items, language);
    const list = { widget: 'list' as const, min: property.minItems, max: property.maxItems };
    return { ...base, ...list, label_singular: say(editorWords(item)?.label, language), fields };
  }
  if (property.type === 'object')
    return { ...base, widget: 'object', fields: objectFields(schema, property, language) };
  const vocabulary = property.$ref?.split('/').pop() as VocabularyName | undefined;
  if (vocabulary) {
    const options = VOCABULARIES[vocabulary].values.map((value: string) => {
      const label = say(LABELS.values[vocabulary]?.[value], language) ?? value;
      return { label, value };
    });
    return { ...base, widget: 'select', options };
  }
  if (property.type === 'integer' || property.type === 'number') {
    // z.int() bounds itself at the largest safe integer: no limit an editor needs to see.
    const max = property.maximum === Number.MAX_SAFE_INTEGER ? undefined : property.maximum;
    const type = property.type === 'integer' ? 'int' : 'float';
    return { ...base, widget: 'number', value_type: type, min: property.minimum, max };
  }
  // A boolean widget writes `false` into every entry; an optional flag may stay out of the file.
  if (property.type === 'boolean' && optional) {
    const options = [true, false].map((value) => {
      const label = value ? 'yes' : 'no';
      return { label: say(LABELS.ui[label], language) ?? label, value };
    });
    return { ...base, widget: 'select', options };
  }
  if (property.type === 'boolean') return { ...base, widget: 'boolean' };
  // A picture chosen among the uploads in content/images (no address of another site).
  if (property.contentMediaType) return { ...base, widget: 'image', choose_url: false };
  return { ...base, widget: 'string', pattern: editorPattern(rulesOf(schema), language) };
}

function factFile(spec: ContentFile, language: EditorLanguage): CollectionFile {
  const fields = objectFields(z.strictObject(spec.fields), entryJsonSchema(spec), language);
  const label = say(spec.label, language) ?? spec.file;
  const hint = say(spec.hint, language);
  const common = { name: spec.file.replace('.yaml', ''), label, file: `content/${spec.file}` };
  // A file of a file collection has no description of its own: its words go above its first field.
  const [first, ...rest] = fields;
  if (spec.shape === 'object')
    return {
      ...common,
      format: 'yaml',
      fields: first ? [{ ...first, comment: hint }, ...rest] : [],
    };
  const list = {
    name: 'items',
    label,
    label_singular: say(spec.item, language),
    hint,
    widget: 'list' as const,
    root: true, // the file's root is the list itself ("- id: …" lines)
    min: 1,
    summary: '{{fields.id}}',
    fields,
  };
  return { ...common, format: 'yaml', fields: [list] };
}

type Json = string | Json[] | { [key: string]: Json };

// The fields of one locale file, from its Italian shape: one per key, in the file's order (a save
// writes keys in field order), every one translatable and required; lists as long as the Italian's.
function localeFields(object: Record<string, Json>, at: string, language: EditorLanguage): Field[] {
  return Object.entries(object).map(([key, value]): Field => {
    const keyAt = at ? `${at}.${key}` : key;
    let words = LABELS.keys[keyAt] ?? LABELS.keys[key];
    let values: Record<string, string> = {};
    if (at === 'nav.links') [words, values] = [LABELS.ui.sectionLink, { section: key }];
    const common = {
      name: key,
      label: say(words?.label, language, values) ?? key,
      hint: say(words?.hint, language, values),
      i18n: true as const,
    };
    if (Array.isArray(value)) {
      const label = say(LABELS.ui.point, language) ?? 'item';
      const item = { name: 'item', label, widget: 'string' as const, i18n: true as const };
      return { ...common, widget: 'list', field: item, min: value.length, max: value.length };
    }
    if (typeof value === 'object')
      return { ...common, widget: 'object', fields: localeFields(value, keyAt, language) };
    const widget = value.length > LONG_TEXT || LONG_NAMES.includes(key) ? 'text' : 'string';
    // The content check's rules of the key, from the Italian text (its placeholders).
    const pattern = editorPattern(wordRules(value), language);
    const names = placeholderNames(value).map((name) => `{{${name}}}`);
    if (names.length === 0) return { ...common, widget, pattern };
    const placeholders = say(LABELS.ui.placeholdersHint, language, { names: names.join(', ') });
    const hint = [common.hint, placeholders].filter(Boolean).join(' ');
    return { ...common, widget, hint, pattern };
  });
}

/** A collection's name and words (ui.<name>, <name>Singular, <name>Hint); all but the facts in every language. */
const collection = (name: string, language: EditorLanguage) => ({
  name,
  label: say(LABELS.ui[name], language) ?? name,
  label_singular: say(LABELS.ui[`${name}Singular`], language),
  description: say(LABELS.ui[`${name}Hint`], language),
  i18n: name === COLLECTIONS.facts ? undefined : true,
});

function legalCollection(contentDir: string, language: EditorLanguage): FileCollection {
  const { legal } = LABELS;
  const field = (name: string) => {
    const words = legal.fields[name];
    const label = say(words?.label, language) ?? name;
    return { name, label, hint: say(words?.hint, language), i18n: true };
  };
  // The raw mode keeps the Markdown as typed: the rich-text mode rewrites it its own way.
  const body = { widget: 'markdown' as const, modes: ['raw' as const] };
  const bodyPattern = editorPattern(LEGAL_BODY_RULES, language);
  const text = editorPattern(LEGAL_TEXT_RULES, language);
  const fields: Field[] = [
    { ...field('title'), widget: 'string', pattern: text },
    { ...field('description'), widget: 'text', pattern: text },
    // Stored as the content check reads it, YYYY-MM-DD, the day the editor picks in any time zone.
    { ...field('updated'), widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' },
    { ...field('body'), ...body, pattern: bodyPattern },
  ];
  const page = (slug: string) => say(legal.pages[slug] ?? legal.page, language, { slug }) ?? slug;
  const pageFile = (name: string, label: string, file: string, pageFields: Field[]) => ({
    name,
    label,
    file: `content/${LEGAL_FOLDER}/{{locale}}/${file}.md`,
    format: 'frontmatter' as const,
    i18n: true,
    fields: pageFields,
  });
  // A part a page gets when the build uses what it describes (Google's reCAPTCHA, the booking
  // link, the counting): Markdown alone, no front matter, labelled <id>Page and <id>Body.
  const partFiles = LEGAL_PARTS.flatMap((part) => {
    const pattern = editorPattern(partBodyRules(part), language);
    const partBody = { ...field(`${part.id}Body`), name: 'body', ...body, pattern };
    return legalSlugs(contentDir, PAGE_SHAPE, part.folder).map((slug) =>
      pageFile(
        `${slug}-${part.folder}`,
        say(legal[`${part.id}Page`], language, { page: page(slug) }) ?? `${slug} (${part.id})`,
        `${part.folder}/${slug}`,
        [partBody],
      ),
    );
  });
  return {
    ...collection(COLLECTIONS.legal, language),
    files: [
      ...legalSlugs(contentDir, PAGE_SHAPE).map((slug) => pageFile(slug, page(slug), slug, fields)),
      ...partFiles,
    ],
  };
}

/** The configuration in one language; a missing label shows the field's or key's name. */
export function editorConfig(
  contentDir: string,
  language: EditorLanguage,
  env = process.env,
): CmsConfig {
  const italian = path.join(contentDir, 'locales', PAGE_SHAPE.defaultLanguage);
  const found = namesIn(italian, '.json');
  // In the labels' order (home first), then any file without labels.
  const namespaces = [...new Set([...Object.keys(LABELS.namespaces), ...found])].filter((name) =>
    found.includes(name),
  );
  const wordFiles = namespaces.map((namespace): CollectionFile => ({
    name: namespace,
    label: say(LABELS.namespaces[namespace]?.label, language) ?? namespace,
    file: `content/locales/{{locale}}/${namespace}.json`,
    format: 'json',
    i18n: true,
    fields: localeFields(
      JSON.parse(readText(path.join(italian, `${namespace}.json`))) as Record<string, Json>,
      '',
      language,
    ),
  }));
  const config: CmsConfig = {
    backend: backendFromEnv(env).backend,
    // Each save a pull request, which a branch rule on main can hold for review (docs/deploying.md).
    publish_mode: env.CMS_EDITORIAL_WORKFLOW === '1' ? 'editorial_workflow' : undefined,
    app_title: say(LABELS.ui.appTitle, language),
    // Uploads stay under content/ (a field's value is the path from there, as the image pipeline
    // reads it); admin-boot.js and the content check refuse what is not a picture.
    media_folder: `content/${IMAGES_FOLDER}`,
    public_folder: IMAGES_FOLDER,
    // Pictures over the check's limits are refused (bytes) or shrunk, as WebP, before they are saved.
    media_libraries: {
      default: {
        config: {
          max_file_size: PICTURE_LIMITS.bytes,
          slugify_filename: true,
          transformations: {
            raster_image: { format: 'webp', quality: 85, width: 2400, height: 2400 },
          },
        },
      },
    },
    show_preview_links: false,
    i18n: {
      structure: 'multiple_folders',
      locales: PAGE_SHAPE.languages.map((entry) => entry.code),
      default_locale: PAGE_SHAPE.defaultLanguage,
    },
    output: {
      omit_empty_optional_fields: true,
      // JSON.stringify(…, null, 2) and plain YAML scalars: the layouts Prettier keeps.
      json: { indent_style: 'space', indent_size: 2 },
      yaml: { indent_size: 2, indent_sequences: true, quote: 'none' },
    },
    collections: [
      { ...collection(COLLECTIONS.words, language), files: wordFiles },
      {
        ...collection(COLLECTIONS.facts, language),
        files: CONTENT_FILES.map((spec) => factFile(spec, language)),
      },
      legalCollection(contentDir, language),
    ],
  };
  return config;
}

export const editorConfigFile = (projectDir: string, language: EditorLanguage, env = process.env) =>
  '# Generated by gatsby/cms/config.ts from the content model and gatsby/editor-labels.yaml: do not edit.\n' +
  yaml.dump(editorConfig(path.join(projectDir, 'content'), language, env), {
    lineWidth: -1,
    noRefs: true,
    skipInvalid: true,
  });
