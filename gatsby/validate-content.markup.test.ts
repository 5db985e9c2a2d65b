/**
 * The content check refuses markup in words (gatsby/markup.ts): the attack it stops, a locale
 * text such as `Revenue<img src=x onerror=…>`, put into every kind of text of every locale file of
 * every language in turn, is reported naming the file and the key, and only that.
 */
import fs from 'node:fs';
import path from 'node:path';
import { copyValidContent, REAL_CONTENT_DIR } from './__fixtures__/content-tree';
import type { ContentTree } from './__fixtures__/content-tree';
import { PAGE_SHAPE } from '../src/lib/page-shape';
import { validateContent } from './validate-content';

const ATTACK = '<img src=x onerror="window.__pwned=1">';

type Json = string | Json[] | { [key: string]: Json };

/** Every text of a parsed locale file, with its dotted key. */
function texts(node: Json, prefix = ''): { key: string; text: string }[] {
  if (typeof node === 'string') return [{ key: prefix, text: node }];
  return Object.entries(node).flatMap(([key, child]) =>
    texts(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** The kinds of text a locale file holds: the first plain one, one with {{placeholders}}, a list item. */
function kindsOfText(file: string): { kind: string; key: string; text: string }[] {
  const all = texts(JSON.parse(fs.readFileSync(file, 'utf8')) as Json);
  const kinds = [
    {
      kind: 'a plain text',
      found: all.find(({ key, text }) => !/\.\d+$/.test(key) && !text.includes('{{')),
    },
    { kind: 'a text with placeholders', found: all.find(({ text }) => text.includes('{{')) },
    { kind: 'a list item', found: all.find(({ key }) => /\.\d+$/.test(key)) },
  ];
  return kinds.flatMap(({ kind, found }) => (found ? [{ kind, ...found }] : []));
}

/** Sets the text under a dotted key of a parsed locale file. */
function setText(data: Record<string, Json>, key: string, text: string): void {
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  let node: Json = data;
  for (const part of parts) node = (node as Record<string, Json>)[part] as Json;
  (node as Record<string, Json>)[last] = text;
}

const CASES = PAGE_SHAPE.languages.flatMap(({ code }) =>
  fs
    .readdirSync(path.join(REAL_CONTENT_DIR, 'locales', code))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) =>
      kindsOfText(path.join(REAL_CONTENT_DIR, 'locales', code, name)).map((found) => ({
        file: `locales/${code}/${name}`,
        ...found,
      })),
    ),
);

let tree: ContentTree;

beforeEach(() => {
  tree = copyValidContent();
});

afterEach(() => {
  tree.cleanup();
});

describe('the content check on markup in words', () => {
  it('has a case for every locale file of every language', () => {
    const files = new Set(CASES.map((entry) => entry.file));
    for (const { code } of PAGE_SHAPE.languages) {
      for (const name of fs.readdirSync(path.join(REAL_CONTENT_DIR, 'locales', code))) {
        expect(files).toContain(`locales/${code}/${name}`);
      }
    }
  });

  it.each(CASES)(
    'refuses markup in $file, $kind ("$key"), naming file and key',
    ({ file, key, text }) => {
      tree.editJson(file, (data) => setText(data as Record<string, Json>, key, `${text}${ATTACK}`));
      expect(validateContent(tree.dir)).toEqual([
        `content/${file}, key "${key}": holds markup ("<img src=x o"): texts are shown as written, never as HTML, so write them without "<", ">", "&...;" character codes or script links`,
      ]);
    },
  );

  it('refuses markup disguised as character codes and script links too', () => {
    const [first] = CASES;
    if (!first) throw new Error('no locale text to test');
    tree.editJson(first.file, (data) =>
      setText(
        data as Record<string, Json>,
        first.key,
        'Ricavi &#60;img src=x&#62; javascript:alert(1)',
      ),
    );
    expect(validateContent(tree.dir)).toEqual([
      expect.stringMatching(
        new RegExp(`^content/${first.file}, key "${first.key}": holds markup \\("&#60;img`),
      ),
    ]);
  });

  it('accepts markup under a key a developer allowed (MARKUP_ALLOWED_KEYS), in every language', () => {
    const [first] = CASES;
    if (!first) throw new Error('no locale text to test');
    const namespace = path.basename(first.file, '.json');
    for (const { code } of PAGE_SHAPE.languages) {
      tree.editJson(`locales/${code}/${namespace}.json`, (data) =>
        setText(data as Record<string, Json>, first.key, `<strong>${first.text}</strong>`),
      );
    }
    expect(
      validateContent(tree.dir, PAGE_SHAPE, { markupAllowedKeys: [`${namespace}:${first.key}`] }),
    ).toEqual([]);
    expect(validateContent(tree.dir)).toHaveLength(PAGE_SHAPE.languages.length);
  });

  it('refuses markup in a text field of the YAML facts', () => {
    tree.replace('site.yaml', 'name: Nodo Studio', `name: Nodo Studio${ATTACK}`);
    expect(validateContent(tree.dir)).toEqual([
      'content/site.yaml, field "name": holds markup ("<img src=x o"): texts are shown as written, never as HTML, so write them without "<", ">", "&...;" character codes or script links',
    ]);
  });
});
