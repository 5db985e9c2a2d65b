import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SHAPE } from '../../src/lib/page-shape';
import { copyValidContent, REAL_CONTENT_DIR } from '../__fixtures__/content-tree';
import { jsonSchemas, VOCABULARIES } from '../content-model';
import { editorPattern, FACT_RULES } from '../content-rules';
import { backendFromEnv, COLLECTIONS, editorConfig } from './config';

type Node = { name: string; fields?: Node[]; files?: Node[]; [key: string]: unknown };
const find = (nodes: readonly Node[] | undefined, ...names: string[]): Node | undefined =>
  names.reduce<Node | undefined>(
    (node, name, n) =>
      (n === 0 ? nodes : (node?.fields ?? node?.files))?.find((c) => c.name === name),
    undefined,
  );

describe("the editor's configuration", () => {
  it('has a label for every field, value and key, in both languages, with the schema’s rules', () => {
    for (const language of ['it', 'en'] as const) {
      const config = editorConfig(REAL_CONTENT_DIR, language, {});
      const collections = config.collections as unknown as Node[];
      expect(collections.map((c) => c.name)).toEqual(Object.values(COLLECTIONS));
      expect(config.i18n).toMatchObject({ structure: 'multiple_folders', default_locale: 'it' });
      const services = find(collections, COLLECTIONS.facts, 'services', 'items');
      expect(services).toMatchObject({ widget: 'list', root: true, min: 1 });
      expect(find(services?.fields, 'icon')?.options).toHaveLength(
        VOCABULARIES.IconName.values.length,
      );
      const entry = find(collections, COLLECTIONS.words, 'home', 'services', 'items', 'web-apps');
      expect(find(entry?.fields, 'features')).toMatchObject({ widget: 'list', min: 3, max: 3 });
      expect(
        find(collections, COLLECTIONS.facts, 'kpis', 'items')?.fields?.map((f) => f.widget),
      ).toEqual(['string', 'select', 'number', 'select', 'number', 'select', 'select']);
      // A picture: chosen among the uploads, required; its description among the words.
      expect(find(collections, COLLECTIONS.facts, 'projects', 'items', 'picture')).toMatchObject({
        widget: 'image',
        choose_url: false,
      });
      const project = find(collections, COLLECTIONS.words, 'home', 'work', 'projects');
      expect(find(project?.fields?.[0]?.fields, 'alt')).toMatchObject({ widget: 'string' });
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

  it('offers, empty, the words an entry just added to a YAML file still lacks', () => {
    const tree = copyValidContent();
    tree.write(
      'services.yaml',
      `${tree.read('services.yaml')}- id: migration\n  icon: code\n  gradient: cyan\n`,
    );
    const words = editorConfig(tree.dir, 'en', {}).collections as unknown as Node[];
    expect(find(words, COLLECTIONS.words, 'home', 'services', 'items', 'migration')?.label).toBe(
      'Service “migration”',
    );
    tree.cleanup();
  });

  it('takes the files the content check takes empty (no quotes, no more pictures yet)', () => {
    const tree = copyValidContent();
    tree.write('quotes.yaml', '');
    tree.write('project-pictures.yaml', '');
    expect(() => editorConfig(tree.dir, 'it', {})).not.toThrow();
    tree.cleanup();
  });

  it('stops, naming it, at a locale key without a label', () => {
    const tree = copyValidContent();
    for (const { code } of PAGE_SHAPE.languages) {
      tree.editJson(`locales/${code}/common.json`, (data) =>
        Object.assign(data, { newThing: 'x' }),
      );
    }
    expect(() => editorConfig(tree.dir, 'it', {})).toThrow('keys["newThing"]');
    tree.cleanup();
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
