// The GraphQL types of content/, from the JSON Schema of content-model.ts: each vocabulary becomes
// an enum, so graphqlTypegen writes `Queries.<name>` as an exact union.
import { CONTENT_FILES, entryJsonSchema, yamlTypeName } from './content-model';

const SCALARS: Record<string, string> = { integer: 'Int', number: 'Float', boolean: 'Boolean' };

const nodeType = (name: string, fields: string[]) =>
  `type ${name} implements Node @dontInfer {\n${fields.map((field) => `  ${field}`).join('\n')}\n}`;

export function contentTypeDefs(): string {
  const enums = new Map<string, readonly string[]>();
  const types = CONTENT_FILES.map((spec) => {
    const { properties, required, $defs } = entryJsonSchema(spec);
    for (const [name, { enum: values }] of Object.entries($defs)) enums.set(name, values);
    const fields = Object.entries(properties).map(([name, property]) => {
      const bang = required.includes(name) ? '!' : '';
      // A picture is its File node (with childImageSharp), found from the YAML file's folder.
      if (property.contentMediaType) return `${name}: File${bang} @fileByRelativePath`;
      const type = property.$ref?.split('/').pop() ?? SCALARS[property.type ?? ''] ?? 'String';
      // gatsby-transformer-yaml keeps a YAML "id" as "yamlId": the node id must stay unique.
      return name === 'id'
        ? `key: ${type}${bang} @proxy(from: "yamlId")`
        : `${name}: ${type}${bang}`;
    });
    return nodeType(yamlTypeName(spec.file), fields);
  });
  const enumDefs = [...enums].map(
    ([name, values]) => `enum ${name} {\n${values.map((value) => `  ${value}`).join('\n')}\n}`,
  );
  // Locale nodes come from the i18n plugin; declaring them makes their fields non-null.
  const strings = (names: string) => names.split(' ').map((name) => `${name}: String!`);
  return [
    nodeType('Locale', strings('ns data language')),
    nodeType('LegalPage', strings('slug language title description updated updatedDisplay html')),
    ...enumDefs,
    ...types,
  ].join('\n\n');
}
