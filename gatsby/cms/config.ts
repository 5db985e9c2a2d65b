// Sveltia's config.yml (Italian) and config.en.yml, from the content schema, labels and locales.
import path from 'node:path';
import type { CmsConfig, CollectionFile, Field, FileCollection, GitHubBackend } from '@sveltia/cms';
import yaml from 'js-yaml';
import { PAGE_SHAPE } from '../../src/lib/page-shape';
import { CONTENT_FILES, entryJsonSchema, rulesOf, VOCABULARIES } from '../content-model';
import type { ContentFile, VocabularyName } from '../content-model';
import { namesIn, PICTURE_LIMITS, readText, yamlOrNothing } from '../content-check';
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
import { LEGAL_FOLDER, legalSlugs, RECAPTCHA_FOLDER } from '../legal-pages';

type FieldWords = { label: Words; hint?: Words };
type FileWords = FieldWords & { entry?: Words; item?: Words };
interface Labels {
  ui: Record<string, Words> & { sectionLink: FieldWords; entryLabel: Words; entryHint: Words };
  fields: Record<string, FieldWords>;
  files: Record<string, FileWords & { fields?: Record<string, Partial<FieldWords>> }>;
  values: Record<string, Record<string, Words>>;
  namespaces: Record<string, FieldWords>;
  keys: Record<string, FieldWords>;
  legal: Record<string, Words> & { pages: Record<string, Words>; fields: Labels['fields'] };
}

export const LABELS = yaml.load(
  readText(path.join(__dirname, '..', 'editor-labels.yaml')),
) as Labels;

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

function factFile(spec: ContentFile, language: EditorLanguage, missing: string[]): CollectionFile {
  const { properties, required } = entryJsonSchema(spec);
  const file = LABELS.files[spec.file];
  if (!file) missing.push(`files["${spec.file}"]`);
  const say = (words: Words | undefined) => (words ? fill(words, language) : undefined);
  const fields = Object.entries(properties).map(([name, property]): Field => {
    const words = { ...LABELS.fields[name], ...file?.fields?.[name] };
    if (!words.label) missing.push(`fields.${name} or files["${spec.file}"].fields.${name}`);
    // Undefined values stay out of the file (yaml.dump's skipInvalid).
    const optional = !required.includes(name);
    const base = {
      name,
      label: say(words.label) ?? name,
      hint: say(words.hint),
      required: optional ? false : undefined,
    };
    const vocabulary = property.$ref?.split('/').pop() as VocabularyName | undefined;
    if (vocabulary) {
      const options = VOCABULARIES[vocabulary].values.map((value: string) => {
        const label = LABELS.values[vocabulary]?.[value];
        if (!label) missing.push(`values.${vocabulary}.${value}`);
        return { label: say(label) ?? value, value };
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
      const options = [true, false].map((value) => ({
        label: fill(LABELS.ui[value ? 'yes' : 'no']!, language),
        value,
      }));
      return { ...base, widget: 'select', options };
    }
    if (property.type === 'boolean') return { ...base, widget: 'boolean' };
    // A picture chosen among the uploads in content/images (no address of another site).
    if (property.contentMediaType) return { ...base, widget: 'image', choose_url: false };
    // One of another list file's ids, picked from that list (never typed, so never unknown).
    if (property.references) {
      const ids = 'items.*.id';
      const file = property.references.replace('.yaml', '');
      const picked = { collection: COLLECTIONS.facts, file, value_field: ids };
      return { ...base, widget: 'relation', ...picked, search_fields: [ids] };
    }
    const pattern = editorPattern(rulesOf(spec.fields[name]), language);
    return { ...base, widget: 'string', pattern };
  });
  const label = say(file?.label) ?? spec.file;
  const common = { name: spec.file.replace('.yaml', ''), label, file: `content/${spec.file}` };
  // A file of a file collection has no description of its own: its words go above its first field.
  const [first, ...rest] = fields;
  if (spec.shape === 'object')
    return {
      ...common,
      format: 'yaml',
      fields: first ? [{ ...first, comment: say(file?.hint) }, ...rest] : [],
    };
  const list = {
    name: 'items',
    label,
    label_singular: say(file?.item),
    hint: say(file?.hint),
    widget: 'list' as const,
    root: true, // the file's root is the list itself ("- id: …" lines)
    min: spec.mayBeEmpty ? 0 : 1,
    summary: '{{fields.id}}',
    fields,
  };
  return { ...common, format: 'yaml', fields: [list] };
}

type Json = string | Json[] | { [key: string]: Json };

/** "home:services.items" -> "services.yaml": the objects whose keys are a YAML file's entry ids. */
const ENTRY_PARENTS = new Map(
  CONTENT_FILES.flatMap((spec) =>
    (spec.words ?? []).map((template) => [template.split('.{id}')[0] ?? '', spec.file] as const),
  ),
);

/** The Italian file with an empty text for every key an entry of a YAML file still lacks. */
function withEntryWords(namespace: string, contentDir: string) {
  const file = path.join(contentDir, 'locales', PAGE_SHAPE.defaultLanguage, `${namespace}.json`);
  const result = JSON.parse(readText(file)) as Record<string, Json>;
  for (const spec of CONTENT_FILES) {
    const templates = (spec.words ?? []).filter((word) => word.startsWith(`${namespace}:`));
    if (templates.length === 0) continue;
    // A list that may be empty may be an empty file (the content check takes it).
    const text = readText(path.join(contentDir, spec.file));
    const entries = (yamlOrNothing(text) ?? []) as { id: string }[];
    for (const { id } of entries) {
      for (const template of templates) {
        const parts = template.replace('{id}', id).split(':')[1]!.split('.');
        parts.reduce<Record<string, Json>>((node, part, n) => {
          const next = parts[n + 1];
          node[part] ??= next === undefined ? '' : /^\d+$/.test(next) ? [] : {};
          return node[part] as Record<string, Json>;
        }, result);
      }
    }
  }
  return result;
}

/** Texts longer than this (in Italian), or under these keys, get a box of several lines. */
const LONG_TEXT = 90;
const LONG_KEYS = ['description', 'intro', 'subtitle', 'text'];

// The fields of one locale file, from its Italian shape: one per key, in the file's order (a save
// writes keys in field order), every one translatable and required; lists as long as the Italian's.
function localeFields(
  object: Record<string, Json>,
  at: string,
  language: EditorLanguage,
  missing: string[],
): Field[] {
  const [namespace, keyPath = ''] = at.split(':');
  const entryFile = ENTRY_PARENTS.get(at);
  const file = LABELS.files[entryFile ?? ''];
  return Object.entries(object).map(([key, value]): Field => {
    const keyAt = keyPath ? `${keyPath}.${key}` : key;
    let words = LABELS.keys[keyAt] ?? LABELS.keys[key];
    let values: Record<string, string> = {};
    if (entryFile) {
      words = { label: LABELS.ui.entryLabel, hint: LABELS.ui.entryHint };
      const fileLabel = file?.label[language] ?? '';
      values = { id: key, entry: file?.entry?.[language] ?? '', file: entryFile, fileLabel };
    } else if (keyPath === 'nav.links') {
      [words, values] = [LABELS.ui.sectionLink, { section: key }];
    }
    if (!words) missing.push(`keys["${keyAt}"] (or keys.${key})`);
    const common = {
      name: key,
      label: words ? fill(words.label, language, values) : keyAt,
      hint: words?.hint && fill(words.hint, language, values),
      i18n: true as const,
    };
    if (Array.isArray(value)) {
      const label = fill(LABELS.ui.point!, language);
      const item = { name: 'item', label, widget: 'string' as const, i18n: true as const };
      return { ...common, widget: 'list', field: item, min: value.length, max: value.length };
    }
    if (typeof value === 'object') {
      const fields = localeFields(value, `${namespace}:${keyAt}`, language, missing);
      return { ...common, widget: 'object', fields };
    }
    const widget = value.length > LONG_TEXT || LONG_KEYS.includes(key) ? 'text' : 'string';
    // The content check's rules of the key, from the Italian text (its placeholders).
    const pattern = editorPattern(wordRules(value), language);
    const names = placeholderNames(value).map((name) => `{{${name}}}`);
    if (names.length === 0) return { ...common, widget, pattern };
    const placeholders = fill(LABELS.ui.placeholdersHint!, language, { names: names.join(', ') });
    const hint = [common.hint, placeholders].filter(Boolean).join(' ');
    return { ...common, widget, hint, pattern };
  });
}

/** A collection's name and words (ui.<name>, <name>Singular, <name>Hint); all but the facts in every language. */
const collection = (name: string, language: EditorLanguage) => ({
  name,
  label: fill(LABELS.ui[name]!, language),
  label_singular: fill(LABELS.ui[`${name}Singular`]!, language),
  description: fill(LABELS.ui[`${name}Hint`]!, language),
  i18n: name === COLLECTIONS.facts ? undefined : true,
});

function legalCollection(contentDir: string, language: EditorLanguage): FileCollection {
  const { legal } = LABELS;
  const say = (words: Words, values?: Record<string, string>) => fill(words, language, values);
  const field = (name: string) => {
    const words = legal.fields[name]!;
    return { name, label: say(words.label), hint: say(words.hint!), i18n: true };
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
  const page = (slug: string) => say(legal.pages[slug] ?? legal.page!, { slug });
  const pageFile = (name: string, label: string, file: string, pageFields: Field[]) => ({
    name,
    label,
    file: `content/${LEGAL_FOLDER}/{{locale}}/${file}.md`,
    format: 'frontmatter' as const,
    i18n: true,
    fields: pageFields,
  });
  // Google's part of a page, added when the form uses reCAPTCHA: Markdown alone, no front matter.
  const recaptchaBody = { ...field('recaptchaBody'), name: 'body', ...body, pattern: bodyPattern };
  return {
    ...collection(COLLECTIONS.legal, language),
    files: [
      ...legalSlugs(contentDir, PAGE_SHAPE).map((slug) => pageFile(slug, page(slug), slug, fields)),
      ...legalSlugs(contentDir, PAGE_SHAPE, RECAPTCHA_FOLDER).map((slug) =>
        pageFile(
          `${slug}-${RECAPTCHA_FOLDER}`,
          say(legal.recaptchaPage!, { page: page(slug) }),
          `${RECAPTCHA_FOLDER}/${slug}`,
          [recaptchaBody],
        ),
      ),
    ],
  };
}

/** The configuration in one language. Throws, naming each, when labels are missing. */
export function editorConfig(
  contentDir: string,
  language: EditorLanguage,
  env = process.env,
): CmsConfig {
  const missing: string[] = [];
  const found = namesIn(path.join(contentDir, 'locales', PAGE_SHAPE.defaultLanguage), '.json');
  // In the labels' order (home first), then any file without labels (a problem below).
  const namespaces = [...new Set([...Object.keys(LABELS.namespaces), ...found])].filter((name) =>
    found.includes(name),
  );
  const wordFiles = namespaces.map((namespace): CollectionFile => {
    const words = LABELS.namespaces[namespace];
    if (!words) missing.push(`namespaces.${namespace}`);
    const object = withEntryWords(namespace, contentDir);
    return {
      name: namespace,
      label: words ? fill(words.label, language) : namespace,
      file: `content/locales/{{locale}}/${namespace}.json`,
      format: 'json',
      i18n: true,
      fields: localeFields(object, `${namespace}:`, language, missing),
    };
  });
  const config: CmsConfig = {
    backend: backendFromEnv(env).backend,
    // Each save a pull request, which a branch rule on main can hold for review (docs/deploying.md).
    publish_mode: env.CMS_EDITORIAL_WORKFLOW === '1' ? 'editorial_workflow' : undefined,
    app_title: fill(LABELS.ui.appTitle!, language),
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
        files: CONTENT_FILES.map((spec) => factFile(spec, language, missing)),
      },
      legalCollection(contentDir, language),
    ],
  };
  if (missing.length > 0) {
    const list = [...new Set(missing)].map((key) => `  - ${key}`).join('\n');
    throw new Error(`gatsby/editor-labels.yaml lacks labels for editors:\n${list}`);
  }
  return config;
}

export const editorConfigFile = (projectDir: string, language: EditorLanguage, env = process.env) =>
  '# Generated by gatsby/cms/config.ts from the content schema and gatsby/editor-labels.yaml: do not edit.\n' +
  yaml.dump(editorConfig(path.join(projectDir, 'content'), language, env), {
    lineWidth: -1,
    noRefs: true,
    skipInvalid: true,
  });
