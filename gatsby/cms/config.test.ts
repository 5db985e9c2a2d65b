import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SHAPE } from '../../src/lib/page-shape';
import { copyValidContent, REAL_CONTENT_DIR } from '../__fixtures__/content-tree';
import yaml from 'js-yaml';
import { schemaProblems } from '../content-check';
import * as model from '../content-model';
import { CONTENT_FILES, fileSchema, jsonSchemas, VOCABULARIES } from '../content-model';
import { editorPattern, FACT_RULES } from '../content-rules';
import { backendFromEnv, COLLECTIONS, editorConfig, LABELS } from './config';

type Node = { name: string; fields?: Node[]; files?: Node[]; [key: string]: unknown };
const find = (nodes: readonly Node[] | undefined, ...names: string[]): Node | undefined =>
  names.reduce<Node | undefined>(
    (node, name, n) =>
      (n === 0 ? nodes : (node?.fields ?? node?.files))?.find((c) => c.name === name),
    undefined,
  );

const LANGUAGE_CODES = PAGE_SHAPE.languages.map(({ code }) => code);
const factsOf = (language: 'it' | 'en') =>
  find(
    editorConfig(REAL_CONTENT_DIR, language, {}).collections as unknown as Node[],
    COLLECTIONS.facts,
  );
const listFields = (facts: Node | undefined, file: string) =>
  find(facts?.files, file, 'items')?.fields;

/** Every node under `nodes`, nested fields included. */
const everyField = (nodes: readonly Node[] = []): Node[] =>
  nodes.flatMap((node) => [node, ...everyField(node.fields)]);

describe("the editor's configuration", () => {
  it('gives each YAML list a root list of its entries, each field in the model’s words', () => {
    for (const language of ['it', 'en'] as const) {
      const config = editorConfig(REAL_CONTENT_DIR, language, {});
      const collections = config.collections as unknown as Node[];
      expect(collections.map((c) => c.name)).toEqual(Object.values(COLLECTIONS));
      expect(config.i18n).toMatchObject({ structure: 'multiple_folders', default_locale: 'it' });
      const facts = find(collections, COLLECTIONS.facts);
      const services = find(facts?.files, 'services', 'items');
      expect(services).toMatchObject({ widget: 'list', root: true, min: 1 });
      expect(services?.label_singular).toBe(language === 'it' ? 'Servizio' : 'Service');
      const icon = find(services?.fields, 'icon');
      expect(icon).toMatchObject({ label: language === 'it' ? 'Icona' : 'Icon', widget: 'select' });
      expect(icon?.options).toHaveLength(VOCABULARIES.IconName.values.length);
      expect(listFields(facts, 'kpis')?.map((f) => f.widget)).toEqual([
        'string',
        'select',
        'number',
        'select',
        'number',
        'select',
        'select',
        'object',
      ]);
      // The facts are edited without Sveltia's i18n: the languages are plain sub-fields.
      expect(everyField(facts?.files).filter((node) => 'i18n' in node)).toEqual([]);
      expect(everyField(facts?.files).filter((node) => node.widget === 'relation')).toEqual([]);
    }
  });

  it('edits a translated field as an object of the languages, each required, with the check’s rule', () => {
    const services = CONTENT_FILES.find((spec) => spec.file === 'services.yaml')!;
    const entries = yaml.load(
      fs.readFileSync(path.join(REAL_CONTENT_DIR, 'services.yaml'), 'utf8'),
    );
    const [first] = entries as { title: Record<string, string> }[];
    first!.title.en = 'Web apps for {{name}}';
    const [problem] = schemaProblems(
      'content/services.yaml',
      fileSchema(services),
      entries,
      'fields',
    );
    expect(problem).toMatchObject({ field: 'title.en' });
    for (const language of ['it', 'en'] as const) {
      const fields = listFields(factsOf(language), 'services');
      const title = find(fields, 'title');
      expect(title).toMatchObject({
        widget: 'object',
        label: language === 'it' ? 'Titolo' : 'Title',
      });
      expect(title?.fields?.map((field) => [field.name, field.label])).toEqual(
        PAGE_SHAPE.languages.map(({ code, name }) => [code, name]),
      );
      for (const field of title?.fields ?? []) {
        expect(field).toMatchObject({ widget: 'string' });
        expect(field.required).not.toBe(false);
        const [pattern = '', message] = field.pattern as [string, string];
        expect(new RegExp(pattern).test('Web apps for {{name}}')).toBe(false);
        expect(new RegExp(pattern).test('Web apps < 24h & R&D')).toBe(true);
        if (language === 'en') expect(message).toBe(problem?.message);
      }
      // A long text gets a box of several lines; a list of translated points, one object each.
      expect(find(fields, 'description', 'en')).toMatchObject({ widget: 'text' });
      const features = find(fields, 'features');
      expect(features).toMatchObject({ widget: 'list', min: 1, max: 3 });
      expect(features?.fields?.map((field) => field.name)).toEqual(LANGUAGE_CODES);
    }
  });

  it('holds a project’s pictures and its client’s quote inside the project', () => {
    const facts = factsOf('en');
    expect(facts?.files?.map((file) => file.name)).not.toContain('quotes');
    expect(facts?.files?.map((file) => file.name)).not.toContain('project-pictures');
    const project = listFields(facts, 'projects');
    expect(find(project, 'picture')).toMatchObject({ widget: 'image', choose_url: false });
    expect(find(project, 'alt')?.fields?.map((field) => field.name)).toEqual(LANGUAGE_CODES);
    const pictures = find(project, 'pictures');
    expect(pictures).toMatchObject({ widget: 'list', required: false, label_singular: 'Picture' });
    expect(pictures?.fields?.map((field) => [field.name, field.widget])).toEqual([
      ['picture', 'image'],
      ['alt', 'object'],
    ]);
    const quote = find(project, 'quote');
    expect(quote).toMatchObject({ widget: 'object', required: false });
    expect(quote?.fields?.map((field) => [field.name, field.widget])).toEqual([
      ['text', 'object'],
      ['person', 'string'],
      ['role', 'object'],
      ['company', 'string'],
      ['consent', 'boolean'],
      ['featured', 'boolean'],
      ['sample', 'select'],
    ]);
    expect(find(quote?.fields, 'text', 'fr')).toMatchObject({ widget: 'text' });
    expect(find(quote?.fields, 'sample')).toMatchObject({ required: false });
  });

  it('lists fields in the order of the YAML files (a save writes keys in field order)', () => {
    /** The keys of `value` out of the fields' order, at every level. */
    const disorder = (value: unknown, fields: readonly Node[] = [], at: string): string[] => {
      if (Array.isArray(value))
        return value.flatMap((item, n) => disorder(item, fields, `${at}.${n}`));
      if (typeof value !== 'object' || value === null || fields.length === 0) return [];
      const names = fields.map((field) => field.name);
      const keys = Object.keys(value);
      const inOrder = keys.every(
        (key, n) => n === 0 || names.indexOf(key) > names.indexOf(keys[n - 1]!),
      );
      return [
        ...(inOrder ? [] : [`${at}: ${keys.join(', ')}`]),
        ...keys.flatMap((key) =>
          disorder(
            (value as Record<string, unknown>)[key],
            find(fields, key)?.fields,
            `${at}.${key}`,
          ),
        ),
      ];
    };
    const facts = factsOf('en');
    for (const spec of CONTENT_FILES) {
      const file = find(facts?.files, spec.file.replace('.yaml', ''));
      const fields = spec.shape === 'list' ? file?.fields?.[0]?.fields : file?.fields;
      expect(fields?.map((field) => field.name)).toEqual(Object.keys(spec.fields));
      const data = yaml.load(fs.readFileSync(path.join(REAL_CONTENT_DIR, spec.file), 'utf8'));
      expect(disorder(data, fields, spec.file)).toEqual([]);
    }
  });

  it("offers the company's legal identity, its rules as patterns, and the legal notice", () => {
    const fields = ['legalName', 'legalForm', 'vatNumber', 'taxCode', 'officeStreet'];
    fields.push('officePostalCode', 'officeCity', 'officeProvince', 'officeCountry', 'reaOffice');
    fields.push('reaNumber', 'shareCapital', 'soleShareholder', 'pec', 'publicationDirector');
    fields.push('hostName', 'hostAddress', 'hostTelephone');
    for (const language of ['it', 'en'] as const) {
      const collections = editorConfig(REAL_CONTENT_DIR, language, {})
        .collections as unknown as Node[];
      const company = find(collections, COLLECTIONS.facts, 'company');
      expect(company?.fields?.map((field) => field.name)).toEqual(fields);
      const field = (name: string) => find(company?.fields, name);
      expect(field('legalForm')?.options).toHaveLength(VOCABULARIES.LegalForm.values.length);
      // The digits' form only: the check digit is the build's (content-check.ts).
      expect(field('vatNumber')).toMatchObject({
        widget: 'string',
        pattern: [FACT_RULES.vatNumber.pattern, FACT_RULES.vatNumber.message[language]],
      });
      expect(field('taxCode')).toMatchObject({ required: false, pattern: expect.any(Array) });
      expect(field('pec')?.pattern).toEqual(editorPattern([FACT_RULES.email], language));
      expect(field('shareCapital')).toMatchObject({ widget: 'number', required: false });
      expect(field('soleShareholder')).toMatchObject({ widget: 'select', required: false });
      for (const name of fields) expect(field(name)?.label).not.toBe(name);
      expect(find(collections, COLLECTIONS.legal, 'legal-notice')).toMatchObject({
        file: 'content/legal/{{locale}}/legal-notice.md',
      });
    }
  });

  it('refuses uploads over 8 MB and shrinks larger pictures to 2400 pixels before saving', () => {
    const config = editorConfig(REAL_CONTENT_DIR, 'en', {});
    expect(config.media_libraries?.default).toMatchObject({
      config: {
        max_file_size: 8 * 1024 * 1024,
        transformations: { raster_image: { width: 2400, height: 2400 } },
      },
    });
    expect(config.media_folder).toBe('content/images');
  });

  it('shows the name of whatever has no label, and stops at nothing', () => {
    const tree = copyValidContent();
    for (const { code } of PAGE_SHAPE.languages) {
      tree.editJson(`locales/${code}/common.json`, (data) =>
        Object.assign(data, { newThing: { text: 'x' } }),
      );
      tree.write(`locales/${code}/extra.json`, '{ "greeting": "Ciao" }\n');
    }
    const icons = LABELS.values.IconName;
    delete LABELS.values.IconName;
    const fieldWords = jest.spyOn(model, 'editorWords').mockReturnValue(undefined);
    try {
      const collections = editorConfig(tree.dir, 'it', {}).collections as unknown as Node[];
      expect(find(collections, COLLECTIONS.words, 'common', 'newThing')).toMatchObject({
        label: 'newThing',
        fields: [expect.objectContaining({ name: 'text', label: 'text' })],
      });
      expect(find(collections, COLLECTIONS.words, 'extra')).toMatchObject({ label: 'extra' });
      const services = find(collections, COLLECTIONS.facts, 'services', 'items');
      expect(find(services?.fields, 'title')?.label).toBe('title');
      expect(find(services?.fields, 'icon')?.options).toContainEqual({
        label: 'code',
        value: 'code',
      });
    } finally {
      fieldWords.mockRestore();
      LABELS.values.IconName = icons!;
      tree.cleanup();
    }
  });
});

describe('every content file in the editor', () => {
  /** Every file under content/, from the content folder, but the generated JSON Schemas. */
  const contentFiles = (dir: string) =>
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(path.dirname(dir), path.join(entry.parentPath, entry.name)))
      .filter((file) => !file.startsWith('content/schemas/'))
      .sort();

  it('reaches every file of content/ (words, facts, legal pages and their reCAPTCHA parts, pictures)', () => {
    const config = editorConfig(REAL_CONTENT_DIR, 'en', {});
    const collections = config.collections as unknown as Node[];
    const files = collections.flatMap((collection) => collection.files ?? []);
    const codes = PAGE_SHAPE.languages.map((language) => language.code);
    const reachable = new Set(
      files.flatMap((file) => codes.map((code) => String(file.file).replace('{{locale}}', code))),
    );
    const unreachable = contentFiles(REAL_CONTENT_DIR).filter(
      (file) => !reachable.has(file) && !file.startsWith(`${config.media_folder}/`),
    );
    expect(unreachable).toEqual([]);
    expect([...reachable].filter((file) => file.includes('with-recaptcha')).sort()).toEqual(
      codes
        .flatMap((code) =>
          ['cookies', 'privacy'].map((page) => `content/legal/${code}/with-recaptcha/${page}.md`),
        )
        .sort(),
    );
  });

  it('edits a reCAPTCHA part as Markdown alone, with the legal texts’ rules', () => {
    for (const language of ['it', 'en'] as const) {
      const collections = editorConfig(REAL_CONTENT_DIR, language, {})
        .collections as unknown as Node[];
      const part = find(collections, COLLECTIONS.legal, 'privacy-with-recaptcha');
      const body = find(collections, COLLECTIONS.legal, 'privacy', 'body');
      expect(part).toMatchObject({ format: 'frontmatter', i18n: true });
      expect(part?.fields?.map((field) => field.name)).toEqual(['body']);
      expect(part?.fields?.[0]).toMatchObject({
        widget: 'markdown',
        modes: ['raw'],
        pattern: body?.pattern,
      });
      expect(part?.label).toMatch(/reCAPTCHA/);
    }
  });
});

describe('signing in with GitHub', () => {
  it('asks for public repositories only, unless CMS_GITHUB_AUTH_SCOPE=repo (a private one)', () => {
    expect(editorConfig(REAL_CONTENT_DIR, 'it', {}).backend).toMatchObject({
      name: 'github',
      auth_scope: 'public_repo',
    });
    expect(backendFromEnv({ CMS_GITHUB_AUTH_SCOPE: ' repo ' }).backend.auth_scope).toBe('repo');
  });

  it('saves each change as a pull request when CMS_EDITORIAL_WORKFLOW=1', () => {
    expect(editorConfig(REAL_CONTENT_DIR, 'en', {}).publish_mode).toBeUndefined();
    const config = editorConfig(REAL_CONTENT_DIR, 'en', { CMS_EDITORIAL_WORKFLOW: '1' });
    expect(config.publish_mode).toBe('editorial_workflow');
  });
});

describe('content/schemas', () => {
  it('are the JSON Schemas of the schema (npm run check:content -- --write-schemas)', () => {
    for (const [name, schema] of Object.entries(jsonSchemas())) {
      const file = path.join(REAL_CONTENT_DIR, 'schemas', `${name}.json`);
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(schema);
    }
  });
});
