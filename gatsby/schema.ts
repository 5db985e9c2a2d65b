/** GraphQL type definitions for content/, generated from the content model so the two never drift. */
import { CONTENT_FILES, VOCABULARIES } from './content-model';
import type { FieldSpec } from './content-model';

function graphqlType({ kind, optional }: FieldSpec): string {
  const base =
    kind.type === 'integer'
      ? 'Int'
      : kind.type === 'decimal'
        ? 'Float'
        : kind.type === 'boolean'
          ? 'Boolean'
          : kind.type === 'oneOf'
            ? kind.vocabulary
            : 'String';
  return optional ? base : `${base}!`;
}

/** Locale nodes come from gatsby-plugin-react-i18next; declaring them makes their fields non-null. */
const LOCALE_TYPE = `type Locale implements Node @dontInfer {
  ns: String!
  data: String!
  language: String!
}`;

/** The legal pages, one node per Markdown file of content/legal (gatsby/legal-pages.ts). */
const LEGAL_PAGE_TYPE = `type LegalPage implements Node @dontInfer {
  slug: String!
  language: String!
  title: String!
  description: String!
  updated: String!
  updatedDisplay: String!
  html: String!
}`;

/** One enum per fixed list of values: graphqlTypegen writes each as a union of string literals. */
function vocabularyEnums(): string[] {
  return Object.entries(VOCABULARIES).map(
    ([name, { values }]) => `enum ${name} {\n${values.map((value) => `  ${value}`).join('\n')}\n}`,
  );
}

export function contentTypeDefs(): string {
  return [
    LOCALE_TYPE,
    LEGAL_PAGE_TYPE,
    ...vocabularyEnums(),
    ...CONTENT_FILES.map((spec) => {
      const fields = Object.entries(spec.fields).map(([name, field]) =>
        // gatsby-transformer-yaml keeps a YAML "id" as "yamlId": the node id must stay unique.
        name === 'id'
          ? `  key: ${graphqlType(field)} @proxy(from: "yamlId")`
          : `  ${name}: ${graphqlType(field)}`,
      );
      return `type ${spec.typeName} implements Node @dontInfer {\n${fields.join('\n')}\n}`;
    }),
  ].join('\n\n');
}
