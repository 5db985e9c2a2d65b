// What a change to the schema touches (docs/architecture.md, "What a change touches"): a field or a
// list file described once in content-model.ts reaches the GraphQL types, the JSON Schemas and the
// content check with no other file. The editor's configuration is built from the same JSON Schema
// (gatsby/cms/config.ts).
import { problemLine, schemaProblems } from './content-check';
import { CONTENT_FILES, entryJsonSchema, fileSchema, jsonSchemas } from './content-model';
import type { ContentFile } from './content-model';
import { contentTypeDefs, localizedExtension } from './schema';

const at = CONTENT_FILES.findIndex(({ file }) => file === 'services.yaml');
const services = CONTENT_FILES[at]!;
// `title: translated()` in content-model.ts: the same schema stands for a new line written there.
const translated = services.fields.title!;

/** A type's block in the GraphQL type definitions. */
const typeBlock = (name: string) =>
  new RegExp(`type ${name} implements Node @dontInfer \\{\\n([^}]*)\\}`).exec(
    contentTypeDefs(),
  )?.[1];

const words = (text: string) => ({ it: `${text} (it)`, en: `${text} (en)`, fr: `${text} (fr)` });
const service = {
  id: 'web-apps',
  icon: 'code',
  gradient: 'indigo',
  title: words('Custom web apps'),
  description: words('Fast and secure'),
  features: [words('One'), words('Two'), words('Three')],
};

describe('a new translated field of an entry: one line in content-model.ts', () => {
  const withSubtitle: ContentFile = {
    ...services,
    fields: { ...services.fields, subtitle: translated },
  };
  beforeEach(() => {
    CONTENT_FILES[at] = withSubtitle;
  });
  afterEach(() => {
    CONTENT_FILES[at] = services;
  });

  it('is a GraphQL field read in the page language', () => {
    expect(typeBlock('ServicesYaml')).toContain('  subtitle: String! @localized\n');
    expect(typeBlock('ServicesYaml')).toContain('  features: [String!]! @localized\n');
  });

  it('is in the JSON Schema code editors read, with every language required', () => {
    const { properties, required } = entryJsonSchema(withSubtitle);
    expect(required).toContain('subtitle');
    expect(properties.subtitle).toMatchObject({ translated: true, required: ['it', 'en', 'fr'] });
    const schema = jsonSchemas().services as { items: { properties: object } };
    expect(schema.items.properties).toHaveProperty('subtitle');
  });

  it('is checked, each language named by the content check', () => {
    const entry = { ...service, subtitle: { it: 'Su misura', en: ' ' } };
    const lines = schemaProblems(
      'content/services.yaml',
      fileSchema(withSubtitle),
      [entry],
      'fields',
    ).map(problemLine);
    expect(lines).toEqual([
      'content/services.yaml, entry "web-apps", field "subtitle.en": the text is empty',
      'content/services.yaml, entry "web-apps", field "subtitle.fr": missing',
    ]);
  });

  it('needs no resolver of its own: @localized reads any field by its name', () => {
    const resolve = localizedExtension.extend().resolve;
    const source = { subtitle: { it: 'Su misura', en: 'Made to measure' } };
    const field = { fieldName: 'subtitle' };
    expect(resolve(source, { language: 'en' }, null, field)).toBe('Made to measure');
    // Italian where a language has none (the content check allows none today).
    expect(resolve(source, { language: 'fr' }, null, field)).toBe('Su misura');
  });
});

describe('a new list of entries: one file spec in content-model.ts', () => {
  afterEach(() => {
    CONTENT_FILES.splice(CONTENT_FILES.length - 1, 1);
  });

  it('is a node type with its key and its words', () => {
    CONTENT_FILES.push({
      file: 'testimonials.yaml',
      shape: 'list',
      fields: { id: services.fields.id!, quote: translated },
    });
    expect(typeBlock('TestimonialsYaml')).toBe(
      '  key: String! @proxy(from: "yamlId")\n  quote: String! @localized\n',
    );
    expect(jsonSchemas()).toHaveProperty('testimonials');
  });
});
