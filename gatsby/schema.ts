// The GraphQL types of content/, from the JSON Schema of content-model.ts: each vocabulary becomes
// an enum, so graphqlTypegen writes `Queries.<name>` as an exact union.
import { CONTENT_FILES, entryJsonSchema } from './content-model';

const SCALARS: Record<string, string> = { integer: 'Int', number: 'Float', boolean: 'Boolean' };

/** Locale nodes come from the i18n plugin; declaring them makes their fields non-null. */
const FIXED_TYPES = `type Locale implements Node @dontInfer {
  ns: String!
  data: String!
  language: String!
}

type LegalPage implements Node @dontInfer {
  slug: String!
  language: String!
  title: String!
  description: String!
  updated: String!
  updatedDisplay: String!
  html: String!
}`;

export function contentTypeDefs(): string {
  const enums = new Map<string, readonly string[]>();
  const types = CONTENT_FILES.map((spec) => {
    const { properties, required, $defs } = entryJsonSchema(spec);
    for (const [name, { enum: values }] of Object.entries($defs)) enums.set(name, values);
    const fields = Object.entries(properties).map(([name, property]) => {
      // A picture is its File node (with childImageSharp), found from the YAML file's folder.
      const [type, link] = property.contentMediaType
        ? ['File', ' @fileByRelativePath']
        : [property.$ref?.split('/').pop() ?? SCALARS[property.type ?? ''] ?? 'String', ''];
      const bang = required.includes(name) ? '!' : '';
      // gatsby-transformer-yaml keeps a YAML "id" as "yamlId": the node id must stay unique.
      return name === 'id'
        ? `  key: ${type}${bang} @proxy(from: "yamlId")`
        : `  ${name}: ${type}${bang}${link}`;
    });
    return `type ${spec.typeName} implements Node @dontInfer {\n${fields.join('\n')}\n}`;
  });
  const enumDefs = [...enums].map(
    ([name, values]) => `enum ${name} {\n${values.map((value) => `  ${value}`).join('\n')}\n}`,
  );
  return [FIXED_TYPES, ...enumDefs, ...types].join('\n\n');
}
