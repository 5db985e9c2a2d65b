import { Kind, parse } from 'graphql';
import type {
  EnumTypeDefinitionNode,
  FieldDefinitionNode,
  ObjectTypeDefinitionNode,
  TypeNode,
} from 'graphql';
import { CONTENT_FILES, VOCABULARIES } from './content-model';
import { contentTypeDefs } from './schema';

const documentNode = parse(contentTypeDefs());
const types = new Map<string, ObjectTypeDefinitionNode>(
  documentNode.definitions
    .filter((node): node is ObjectTypeDefinitionNode => node.kind === Kind.OBJECT_TYPE_DEFINITION)
    .map((node) => [node.name.value, node]),
);
const enums = new Map<string, EnumTypeDefinitionNode>(
  documentNode.definitions
    .filter((node): node is EnumTypeDefinitionNode => node.kind === Kind.ENUM_TYPE_DEFINITION)
    .map((node) => [node.name.value, node]),
);

function typeOf(name: string): ObjectTypeDefinitionNode {
  const type = types.get(name);
  if (!type) throw new Error(`the SDL declares no type ${name}`);
  return type;
}

function fieldOf(type: ObjectTypeDefinitionNode, name: string): FieldDefinitionNode {
  const field = type.fields?.find((f) => f.name.value === name);
  if (!field) throw new Error(`${type.name.value} has no field ${name}`);
  return field;
}

/** "String!", "Int", ... as written in SDL. */
function printType(node: TypeNode): string {
  if (node.kind === Kind.NON_NULL_TYPE) return `${printType(node.type)}!`;
  if (node.kind === Kind.LIST_TYPE) return `[${printType(node.type)}]`;
  return node.name.value;
}

const directiveNames = (node: { directives?: readonly { name: { value: string } }[] }) =>
  (node.directives ?? []).map((directive) => directive.name.value);

describe('contentTypeDefs', () => {
  it('is valid SDL declaring Locale, LegalPage and exactly one type per content file', () => {
    expect([...types.keys()].sort()).toEqual(
      ['Locale', 'LegalPage', ...CONTENT_FILES.map((spec) => spec.typeName)].sort(),
    );
  });

  it.each(CONTENT_FILES.map((spec) => [spec.typeName, spec] as const))(
    '%s is a Node that Gatsby must not infer',
    (typeName) => {
      const type = typeOf(typeName);
      expect(type.interfaces?.map((i) => i.name.value)).toEqual(['Node']);
      expect(directiveNames(type)).toEqual(['dontInfer']);
    },
  );

  it.each(CONTENT_FILES.map((spec) => [spec.typeName, spec] as const))(
    '%s declares every field of the content model, non-null unless optional',
    (typeName, spec) => {
      const type = typeOf(typeName);
      const expected = Object.entries(spec.fields).map(([name, field]) => {
        const graphqlName = name === 'id' ? 'key' : name;
        const base =
          field.kind.type === 'integer'
            ? 'Int'
            : field.kind.type === 'decimal'
              ? 'Float'
              : field.kind.type === 'boolean'
                ? 'Boolean'
                : field.kind.type === 'oneOf'
                  ? field.kind.vocabulary
                  : 'String';
        return `${graphqlName}: ${base}${field.optional ? '' : '!'}`;
      });
      const declared = (type.fields ?? []).map((f) => `${f.name.value}: ${printType(f.type)}`);
      expect(declared).toEqual(expected);
    },
  );

  it('proxies the YAML "id" of every list file as a non-null "key"', () => {
    const listFiles = CONTENT_FILES.filter((spec) => 'id' in spec.fields);
    expect(listFiles.map((spec) => spec.typeName)).toEqual(
      expect.arrayContaining(['ServicesYaml', 'KpisYaml', 'FooterLinksYaml']),
    );
    for (const spec of listFiles) {
      const type = typeOf(spec.typeName);
      const key = fieldOf(type, 'key');
      expect(printType(key.type)).toBe('String!');
      const proxy = key.directives?.find((d) => d.name.value === 'proxy');
      const from = proxy?.arguments?.find((a) => a.name.value === 'from')?.value;
      expect(from).toEqual(expect.objectContaining({ kind: Kind.STRING, value: 'yamlId' }));
      // "id" itself stays Gatsby's node id.
      expect(type.fields?.some((f) => f.name.value === 'id')).toBe(false);
    }
  });

  it('types figures as numbers, fixed lists as their enums and flags as booleans', () => {
    const stats = typeOf('HeroStatsYaml');
    expect(printType(fieldOf(stats, 'value').type)).toBe('Int!');
    expect(printType(fieldOf(stats, 'unit').type)).toBe('StatUnit!');
    expect(printType(fieldOf(typeOf('ServicesYaml'), 'icon').type)).toBe('IconName!');
    expect(printType(fieldOf(typeOf('KpisYaml'), 'unit').type)).toBe('KpiUnit!');
    expect(printType(fieldOf(stats, 'signed').type)).toBe('Boolean');
    expect(printType(fieldOf(typeOf('SiteYaml'), 'copyrightYear').type)).toBe('Int!');
  });

  it('declares one enum per fixed list of values, with exactly its values in order', () => {
    expect([...enums.keys()].sort()).toEqual(Object.keys(VOCABULARIES).sort());
    for (const [name, { values }] of Object.entries(VOCABULARIES)) {
      expect(enums.get(name)?.values?.map((value) => value.name.value)).toEqual([...values]);
    }
  });

  it('gives every fixed list values GraphQL accepts as enum names', () => {
    for (const { values } of Object.values(VOCABULARIES)) {
      expect(values.length).toBeGreaterThan(0);
      for (const value of values) expect(value).toMatch(/^[_A-Za-z][_0-9A-Za-z]*$/);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('declares the i18n plugin’s Locale nodes with non-null ns, data and language', () => {
    const locale = typeOf('Locale');
    expect(locale.interfaces?.map((i) => i.name.value)).toEqual(['Node']);
    expect(directiveNames(locale)).toEqual(['dontInfer']);
    expect((locale.fields ?? []).map((f) => `${f.name.value}: ${printType(f.type)}`)).toEqual([
      'ns: String!',
      'data: String!',
      'language: String!',
    ]);
  });
});
