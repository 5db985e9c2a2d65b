import type { CmsConfig, CollectionFile, Field, FileCollection } from '@sveltia/cms';
import { PAGE_SHAPE } from '../../src/lib/page-shape';
import { copyValidContent, REAL_CONTENT_DIR } from '../__fixtures__/content-tree';
import type { ContentTree } from '../__fixtures__/content-tree';
import { CONTENT_FILES, FIELD_PATTERNS, VOCABULARIES } from '../content-model';
import type { ContentFileSpec } from '../content-model';
import { EDITOR_LANGUAGES } from '../editor-words';
import { backendFromEnv } from './backend';
import { readContentSources } from './content-sources';
import { COLLECTIONS, editorConfig } from './editor-config';
import type { EditorConfigInput } from './editor-config';
import { factFileName } from './fact-fields';
import type { JsonObject } from './json';

const SOURCES = readContentSources(REAL_CONTENT_DIR, PAGE_SHAPE.defaultLanguage);
const INPUT: EditorConfigInput = {
  shape: PAGE_SHAPE,
  backend: backendFromEnv({}).backend,
  sourceWords: SOURCES.sourceWords,
  entryIds: SOURCES.entryIds,
};

type AnyField = Field & Record<string, unknown>;

function collection(config: CmsConfig, name: string): FileCollection {
  const found = config.collections?.find((c) => 'name' in c && c.name === name);
  if (!found || !('files' in found)) throw new Error(`no file collection ${name}`);
  return found;
}

function file(config: CmsConfig, collectionName: string, name: string): CollectionFile {
  const found = collection(config, collectionName).files.find((f) => f.name === name);
  if (!found) throw new Error(`no file ${name} in ${collectionName}`);
  return found;
}

/** The field at a dotted path of names ("services.items.web-apps.title"). */
function fieldAt(fields: readonly Field[], dotted: string): AnyField {
  let current: readonly Field[] = fields;
  let found: AnyField | undefined;
  for (const name of dotted.split('.')) {
    found = current.find((f) => f.name === name) as AnyField | undefined;
    if (!found) throw new Error(`no field ${name} on the way to ${dotted}`);
    current = (found.fields as Field[] | undefined) ?? [];
  }
  if (!found) throw new Error(`empty path ${dotted}`);
  return found;
}

/** The fields of a list file of the facts (the root list's own fields). */
function entryFields(config: CmsConfig, spec: ContentFileSpec): AnyField[] {
  const [list] = file(config, COLLECTIONS.facts, factFileName(spec.file)).fields as AnyField[];
  return (list?.fields as AnyField[] | undefined) ?? [];
}

function factFields(config: CmsConfig, spec: ContentFileSpec): AnyField[] {
  return spec.shape === 'list'
    ? entryFields(config, spec)
    : (file(config, COLLECTIONS.facts, factFileName(spec.file)).fields as AnyField[]);
}

/** Every field of a tree of fields, with its dotted path. */
function* walk(fields: readonly Field[], prefix = ''): Generator<[string, AnyField]> {
  for (const field of fields as AnyField[]) {
    const dotted = prefix ? `${prefix}.${field.name}` : field.name;
    yield [dotted, field];
    yield* walk((field.fields as Field[] | undefined) ?? [], dotted);
  }
}

const { config, problems } = editorConfig(INPUT, 'en');
const services = INPUT.entryIds.get('services.yaml') ?? [];

describe('editorConfig on the project', () => {
  it.each(EDITOR_LANGUAGES)('has words for every file, field and key in %s', (language) => {
    expect(SOURCES.problems).toEqual([]);
    expect(editorConfig(INPUT, language).problems).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('takes the languages from page-shape.json, the default language as the reference', () => {
    expect(config.i18n).toMatchObject({
      structure: 'multiple_folders',
      locales: PAGE_SHAPE.languages.map((language) => language.code),
      default_locale: PAGE_SHAPE.defaultLanguage,
    });
    const withGerman = {
      ...PAGE_SHAPE,
      languages: [
        ...PAGE_SHAPE.languages,
        { code: 'de', name: 'Deutsch', flag: 'de', ogLocale: 'de_DE' },
      ],
    };
    expect(editorConfig({ ...INPUT, shape: withGerman }, 'en').config.i18n?.locales).toContain(
      'de',
    );
  });

  it('edits each locale file in every language, one field per key in the file’s order', () => {
    const words = collection(config, COLLECTIONS.words);
    expect(words.files.map((f) => f.name).sort()).toEqual([...SOURCES.sourceWords.keys()].sort());
    for (const localeFile of words.files) {
      expect(localeFile.file).toBe(`content/locales/{{locale}}/${localeFile.name}.json`);
      expect(localeFile.i18n).toBe(true);
      const keyOrder = (object: JsonObject, prefix = ''): string[] =>
        Object.entries(object).flatMap(([key, value]) => {
          const dotted = prefix ? `${prefix}.${key}` : key;
          const nested =
            value && typeof value === 'object' && !Array.isArray(value)
              ? keyOrder(value, dotted)
              : [];
          return [dotted, ...nested];
        });
      const fields = [...walk(localeFile.fields)];
      expect(fields.map(([dotted]) => dotted)).toEqual(
        keyOrder(SOURCES.sourceWords.get(localeFile.name) ?? {}),
      );
      for (const [dotted, field] of fields) {
        expect([dotted, field.i18n]).toEqual([dotted, true]);
        // Required unless said otherwise: the content check wants every text.
        expect([dotted, field.required]).toEqual([dotted, undefined]);
      }
    }
  });

  it('asks for exactly three features per service, in every service', () => {
    const home = file(config, COLLECTIONS.words, 'home');
    expect(services.length).toBeGreaterThan(0);
    for (const id of services) {
      expect(fieldAt(home.fields, `services.items.${id}.features`)).toMatchObject({
        widget: 'list',
        min: 3,
        max: 3,
      });
      expect(fieldAt(home.fields, `services.items.${id}`).label).toBe(`Service “${id}”`);
    }
  });

  it('keeps {{placeholders}}: the text must hold each one as it is, and no other', () => {
    const common = file(config, COLLECTIONS.words, 'common');
    const copyright = fieldAt(common.fields, 'footer.copyright');
    const [pattern, message] = copyright.pattern as [string, string];
    const valid = new RegExp(pattern);
    expect(valid.test('© {{year}} {{name}}. All rights reserved.')).toBe(true);
    expect(valid.test('{{name}}, since {{year}}')).toBe(true);
    expect(valid.test('© 2025 {{name}}. All rights reserved.')).toBe(false);
    expect(valid.test('© {{year}} {{name}} {{city}}')).toBe(false);
    expect(valid.test('© {{ year }} {{name}}')).toBe(false);
    expect(message).toContain('{{year}}, {{name}}');
    expect(copyright.hint).toContain('{{year}}, {{name}}');
  });

  it('offers the fixed lists of the content model as choices', () => {
    let seen = 0;
    for (const spec of CONTENT_FILES) {
      for (const [name, field] of Object.entries(spec.fields)) {
        if (field.kind.type !== 'oneOf') continue;
        const generated = factFields(config, spec).find((f) => f.name === name);
        const options = (generated?.options as { value: string; label: string }[]) ?? [];
        expect([spec.file, name, generated?.widget]).toEqual([spec.file, name, 'select']);
        expect(options.map((option) => option.value)).toEqual([
          ...VOCABULARIES[field.kind.vocabulary].values,
        ]);
        expect(options.every((option) => option.label.length > 0)).toBe(true);
        seen += 1;
      }
    }
    expect(seen).toBeGreaterThan(5);
  });

  it('writes numbers as numbers, with the limits of the content model', () => {
    for (const spec of CONTENT_FILES) {
      for (const [name, field] of Object.entries(spec.fields)) {
        const { kind } = field;
        if (kind.type !== 'integer' && kind.type !== 'decimal') continue;
        const generated = factFields(config, spec).find((f) => f.name === name);
        expect([spec.file, name, generated?.widget, generated?.value_type]).toEqual([
          spec.file,
          name,
          'number',
          kind.type === 'integer' ? 'int' : 'float',
        ]);
        expect([spec.file, name, generated?.min, generated?.max]).toEqual([
          spec.file,
          name,
          kind.min,
          kind.max,
        ]);
      }
    }
    const site = CONTENT_FILES.find((spec) => spec.file === 'site.yaml');
    if (!site) throw new Error('no site.yaml in the content model');
    expect(factFields(config, site).find((f) => f.name === 'copyrightYear')).toMatchObject({
      min: 2000,
      max: 2100,
    });
  });

  it('requires what the model requires; an optional flag may stay empty, never written false', () => {
    for (const spec of CONTENT_FILES) {
      for (const [name, field] of Object.entries(spec.fields)) {
        const generated = factFields(config, spec).find((f) => f.name === name);
        expect([spec.file, name, generated?.required]).toEqual([
          spec.file,
          name,
          field.optional ? false : undefined,
        ]);
        if (field.kind.type === 'boolean' && field.optional) {
          expect(generated?.widget).toBe('select');
          expect((generated?.options as { value: boolean }[]).map((o) => o.value)).toEqual([
            true,
            false,
          ]);
        }
      }
    }
  });

  it('checks ids, e-mail addresses and links with the content check’s own patterns', () => {
    for (const spec of CONTENT_FILES) {
      for (const [name, field] of Object.entries(spec.fields)) {
        const { type } = field.kind;
        if (type !== 'id' && type !== 'email' && type !== 'href') continue;
        const generated = factFields(config, spec).find((f) => f.name === name);
        expect((generated?.pattern as [string, string])[0]).toBe(FIELD_PATTERNS[type].source);
      }
    }
    const id = new RegExp(FIELD_PATTERNS.id.source);
    expect(['web-apps', 'q4'].map((value) => id.test(value))).toEqual([true, true]);
    expect(['Web apps', 'web_apps', '-x'].map((value) => id.test(value))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('edits every YAML file of the content model; a list file is the list itself', () => {
    const facts = collection(config, COLLECTIONS.facts);
    expect(facts.files.map((f) => f.file)).toEqual(
      CONTENT_FILES.map((spec) => `content/${spec.file}`),
    );
    for (const spec of CONTENT_FILES) {
      const generated = file(config, COLLECTIONS.facts, factFileName(spec.file));
      expect(generated.i18n).toBeUndefined();
      if (spec.shape === 'list') {
        expect(generated.fields).toEqual([
          expect.objectContaining({ widget: 'list', root: true, min: 1 }),
        ]);
        expect(entryFields(config, spec).map((f) => f.name)).toEqual(Object.keys(spec.fields));
      } else {
        expect(generated.fields.map((f) => f.name)).toEqual(Object.keys(spec.fields));
      }
    }
  });

  it('writes files in the layout `npm run format` keeps', () => {
    expect(config.output).toEqual({
      omit_empty_optional_fields: true,
      json: { indent_style: 'space', indent_size: 2 },
      yaml: { indent_size: 2, indent_sequences: true, quote: 'none' },
    });
  });
});

describe('editorConfig on changed content', () => {
  it('offers the words of a service just added to services.yaml, empty and required', () => {
    const entryIds = new Map(INPUT.entryIds);
    entryIds.set('services.yaml', [...services, 'consulting']);
    const changed = editorConfig({ ...INPUT, entryIds }, 'it');
    expect(changed.problems).toEqual([]);
    const home = file(changed.config, COLLECTIONS.words, 'home');
    const items = fieldAt(home.fields, 'services.items');
    expect((items.fields as Field[]).map((f) => f.name)).toEqual([...services, 'consulting']);
    const added = fieldAt(home.fields, 'services.items.consulting');
    expect(added.label).toBe('Servizio «consulting»');
    expect((added.fields as AnyField[]).map((f) => [f.name, f.widget, f.required])).toEqual([
      ['title', 'string', undefined],
      ['description', 'text', undefined],
      ['features', 'list', undefined],
    ]);
  });

  it('names each key that has no words for editors', () => {
    const sourceWords = new Map(INPUT.sourceWords);
    sourceWords.set('home', { ...(sourceWords.get('home') ?? {}), ribbon: { tagline: 'Nuovo' } });
    sourceWords.set('pricing', { pricing: { title: 'Prezzi' } });
    const { problems: missing } = editorConfig({ ...INPUT, sourceWords }, 'it');
    expect(missing).toEqual([
      'gatsby/editor-words.ts: no NAMESPACE_WORDS for the locale file pricing.json',
      expect.stringMatching(
        /^gatsby\/editor-words\.ts: no KEY_WORDS for "ribbon" \(content\/locales\/\*\/home\.json\)/,
      ),
      expect.stringMatching(/^gatsby\/editor-words\.ts: no KEY_WORDS for "ribbon\.tagline" /),
    ]);
  });

  it('names a content file without words for editors', () => {
    const extra: ContentFileSpec = {
      file: 'partners.yaml',
      typeName: 'PartnersYaml',
      shape: 'list',
      fields: { id: { kind: { type: 'id' } }, logoWidth: { kind: { type: 'integer' } } },
    };
    const { problems: missing } = editorConfig(
      { ...INPUT, files: [...CONTENT_FILES, extra] },
      'en',
    );
    expect(missing).toEqual([
      'gatsby/editor-words.ts: no FILE_WORDS for content/partners.yaml',
      'gatsby/editor-words.ts: no label for the field "logoWidth" of content/partners.yaml (FILE_WORDS["partners.yaml"].fields or FIELD_WORDS)',
    ]);
  });
});

describe('readContentSources', () => {
  let tree: ContentTree;
  beforeEach(() => {
    tree = copyValidContent();
  });
  afterEach(() => tree.cleanup());

  it('reads the default language’s words and the entries’ ids, as editors may save them', () => {
    tree.write('services.yaml', `\uFEFF${tree.read('services.yaml').replace(/\n/g, '\r\n')}`);
    const sources = readContentSources(tree.dir, PAGE_SHAPE.defaultLanguage);
    expect(sources.problems).toEqual([]);
    expect([...sources.sourceWords.keys()]).toEqual([...SOURCES.sourceWords.keys()]);
    expect(sources.entryIds.get('services.yaml')).toEqual(services);
  });

  it('names the files it cannot read', () => {
    tree.write(`locales/${PAGE_SHAPE.defaultLanguage}/home.json`, '{ "hero": ');
    tree.write('services.yaml', 'id: web-apps\n');
    expect(readContentSources(tree.dir, PAGE_SHAPE.defaultLanguage).problems).toEqual([
      `content/locales/${PAGE_SHAPE.defaultLanguage}/home.json: not valid JSON (npm run check:content says more)`,
      'content/services.yaml: not a readable list (npm run check:content says more)',
    ]);
  });
});
