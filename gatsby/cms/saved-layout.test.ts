/**
 * The content files are in the layout and order the editor writes, so its saves change nothing
 * but what the editor changed: every language's file of an entry is rewritten on each save (with
 * the bytes it already has), JSON as JSON.stringify(…, 2) with keys in the Italian file's order,
 * YAML with each entry's fields in the content model's order.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { PAGE_SHAPE } from '../../src/lib/page-shape';
import { REAL_CONTENT_DIR } from '../__fixtures__/content-tree';
import { CONTENT_FILES } from '../content-model';
import { isJsonObject } from './json';
import type { JsonValue } from './json';

const LANGUAGES = PAGE_SHAPE.languages.map((language) => language.code);
const NAMESPACES = fs
  .readdirSync(path.join(REAL_CONTENT_DIR, 'locales', PAGE_SHAPE.defaultLanguage))
  .filter((name) => name.endsWith('.json'));

const readText = (...parts: string[]) =>
  fs.readFileSync(path.join(REAL_CONTENT_DIR, ...parts), 'utf8');

/** Every key path of a JSON value, in its order. */
const keyOrder = (value: JsonValue, prefix = ''): string[] =>
  isJsonObject(value)
    ? Object.entries(value).flatMap(([key, child]) => {
        const dotted = prefix ? `${prefix}.${key}` : key;
        return [dotted, ...keyOrder(child, dotted)];
      })
    : [];

describe.each(NAMESPACES)('content/locales/*/%s', (namespace) => {
  const reference = keyOrder(
    JSON.parse(readText('locales', PAGE_SHAPE.defaultLanguage, namespace)),
  );

  it.each(LANGUAGES)('in %s is written as the editor writes it', (language) => {
    const text = readText('locales', language, namespace);
    const data = JSON.parse(text) as JsonValue;
    expect(text).toBe(`${JSON.stringify(data, null, 2)}\n`);
    expect(keyOrder(data)).toEqual(reference);
  });
});

describe.each(CONTENT_FILES.map((spec) => [spec.file, spec] as const))(
  'content/%s',
  (_file, spec) => {
    it('has its fields in the content model’s order, and no comments to lose', () => {
      const text = readText(spec.file);
      expect(text.split('\n').filter((line) => /^\s*#/.test(line))).toEqual([]);
      const data = yaml.load(text);
      const entries =
        spec.shape === 'list'
          ? (data as Record<string, unknown>[])
          : [data as Record<string, unknown>];
      const order = Object.keys(spec.fields);
      for (const entry of entries) {
        const keys = Object.keys(entry);
        expect(keys).toEqual(order.filter((name) => keys.includes(name)));
      }
    });
  },
);
