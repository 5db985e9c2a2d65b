// The GraphQL types of content/, from the JSON Schema of content-model.ts: each vocabulary becomes
// an enum, so graphqlTypegen writes `Queries.<name>` as an exact union; an entry's words are read in
// the page's language, `title(language: $language)`, so a page's data carries its own words only.
import path from 'node:path';
import type { CreateSchemaCustomizationArgs } from 'gatsby';
import { DEFAULT_LANGUAGE } from '../src/lib/languages';
import { CONTENT_FILES, entryJsonSchema, yamlTypeName, type JsonProperty } from './content-model';

const SCALARS: Record<string, string> = { integer: 'Int', number: 'Float', boolean: 'Boolean' };

export type Words = Record<string, string>;
/** An entry's words in a language: Italian where the check allows a language to leave one out. */
export function inLanguage(words: Words, language: string): string;
export function inLanguage(words: Words[], language: string): string[];
export function inLanguage(words: Words | Words[], language: string): string | string[] {
  if (Array.isArray(words)) return words.map((item) => inLanguage(item, language));
  return words[language] ?? words[DEFAULT_LANGUAGE] ?? '';
}

/** `@localized`: a field of words `{ it, en, fr }` (or a list of them) read in one language. */
export const localizedExtension = {
  name: 'localized',
  extend: () => ({
    args: { language: 'String!' },
    resolve: (
      source: Record<string, Words | Words[] | undefined>,
      args: { language: string },
      _: unknown,
      info: { fieldName: string },
    ) => {
      const words = source[info.fieldName];
      return Array.isArray(words)
        ? inLanguage(words, args.language)
        : inLanguage(words ?? {}, args.language);
    },
  }),
};

interface NodeModel {
  findOne(args: { type: string; query: object }): Promise<unknown>;
}
const CONTENT_DIR = path.join(__dirname, '..', 'content');

/** `@picture`: a picture's path as the editor writes it, "/images/team.jpg" from content/, as its File. */
const pictureExtension = {
  name: 'picture',
  extend: () => ({
    resolve: (
      source: Record<string, string | undefined>,
      _: unknown,
      context: { nodeModel: NodeModel },
      info: { fieldName: string },
    ) => {
      const picture = source[info.fieldName];
      if (!picture) return null;
      const absolutePath = path.join(CONTENT_DIR, picture);
      return context.nodeModel.findOne({
        type: 'File',
        query: { filter: { absolutePath: { eq: absolutePath } } },
      });
    },
  }),
};

const capitalized = (name: string) => name[0]!.toUpperCase() + name.slice(1);

const typeDef = (name: string, fields: string[], node: boolean) =>
  `type ${name}${node ? ' implements Node' : ''} @dontInfer {\n${fields.map((field) => `  ${field}`).join('\n')}\n}`;

/** The type of an entry (a node) or of an object inside one, and the types of its own objects. */
function objectTypes(
  name: string,
  properties: Record<string, JsonProperty>,
  required: readonly string[],
  node: boolean,
): string[] {
  const nested: string[] = [];
  const fields = Object.entries(properties).map(([field, property]) => {
    const bang = required.includes(field) ? '!' : '';
    const item = property.items;
    if (property.translated) return `${field}: String${bang} @localized`;
    if (item?.translated) return `${field}: [String!]${bang} @localized`;
    // A picture is its File node (with childImageSharp).
    if (property.contentMediaType) return `${field}: File${bang} @picture`;
    const object = property.type === 'object' ? property : item?.type === 'object' ? item : null;
    if (object) {
      const objectName = `${name}${capitalized(field)}`;
      nested.push(
        ...objectTypes(objectName, object.properties ?? {}, object.required ?? [], false),
      );
      return item ? `${field}: [${objectName}!]${bang}` : `${field}: ${objectName}${bang}`;
    }
    const type = property.$ref?.split('/').pop() ?? SCALARS[property.type ?? ''] ?? 'String';
    // gatsby-transformer-yaml keeps a YAML "id" as "yamlId": the node id must stay unique.
    if (node && field === 'id') return `key: ${type}${bang} @proxy(from: "yamlId")`;
    return `${field}: ${type}${bang}`;
  });
  return [typeDef(name, fields, node), ...nested];
}

export function contentTypeDefs(): string {
  const enums = new Map<string, readonly string[]>();
  const types = CONTENT_FILES.flatMap((spec) => {
    const { properties, required, $defs } = entryJsonSchema(spec);
    for (const [name, { enum: values }] of Object.entries($defs)) enums.set(name, values);
    return objectTypes(yamlTypeName(spec.file), properties, required, true);
  });
  const enumDefs = [...enums].map(
    ([name, values]) => `enum ${name} {\n${values.map((value) => `  ${value}`).join('\n')}\n}`,
  );
  // Locale nodes come from the i18n plugin; declaring them makes their fields non-null.
  const strings = (names: string) => names.split(' ').map((name) => `${name}: String!`);
  return [
    typeDef('Locale', strings('ns data language'), true),
    typeDef(
      'LegalPage',
      strings('slug language title description updated updatedDisplay html'),
      true,
    ),
    ...enumDefs,
    ...types,
  ].join('\n\n');
}

/** The content's types, with the `@localized` and `@picture` extensions they use. */
export function createContentTypes({ actions }: Pick<CreateSchemaCustomizationArgs, 'actions'>) {
  actions.createFieldExtension(localizedExtension);
  actions.createFieldExtension(pictureExtension);
  actions.createTypes(contentTypeDefs());
}
