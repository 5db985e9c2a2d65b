/**
 * The editor's edits that `npm run test:edits` builds and tests the site with: each one changes
 * what it says on a copy of content/, and the build's content check accepts the result. (The
 * build, the size check and the browser tests on the edited copy are test:edits' own job.)
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { copyValidContent } from '../gatsby/__fixtures__/content-tree';
import type { ContentTree } from '../gatsby/__fixtures__/content-tree';
import { contentProblems } from '../gatsby/content-check';
import { ADDED_SERVICE_IDS, EDITS, applyEdits } from './content-edits.cjs';

let tree: ContentTree;

beforeEach(() => {
  tree = copyValidContent();
});

afterEach(() => tree.cleanup());

const edit = (name: string) => {
  const found = EDITS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no content edit ${name}`);
  return found;
};

const languages = () => fs.readdirSync(path.join(tree.dir, 'locales')).sort();
const home = (language: string) => JSON.parse(tree.read(`locales/${language}/home.json`));

/** Every text of a language's locale files, by file and dotted key. */
function texts(language: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') found.set(key, node);
    else if (node && typeof node === 'object') {
      for (const [name, value] of Object.entries(node)) walk(value, `${key}.${name}`);
    }
  };
  for (const file of fs.readdirSync(path.join(tree.dir, 'locales', language))) {
    walk(JSON.parse(tree.read(`locales/${language}/${file}`)), file);
  }
  return found;
}

const total = (map: Map<string, string>) =>
  [...map.values()].reduce((sum, text) => sum + text.length, 0);

/** The text of every file under the copy of content/, by path. */
function snapshot(): Map<string, string> {
  const files = fs.readdirSync(tree.dir, { recursive: true, encoding: 'utf8' });
  return new Map(
    files
      .filter((file) => fs.statSync(path.join(tree.dir, file)).isFile())
      .map((file) => [file, tree.read(file)]),
  );
}

describe.each(EDITS.map((contentEdit) => contentEdit.name))('the content edit %s', (name) => {
  it('changes content/ and leaves it valid for the build', () => {
    const before = snapshot();
    const [done] = applyEdits(tree.dir, [edit(name)]);
    expect(done?.edit).toBe(name);
    expect(snapshot()).not.toEqual(before);
    expect(contentProblems(path.join(__dirname, '..'), tree.dir)).toEqual([]);
  });
});

describe('the content edits together', () => {
  it('leave content/ valid for the build', () => {
    applyEdits(tree.dir);
    expect(contentProblems(path.join(__dirname, '..'), tree.dir)).toEqual([]);
  });

  it('rename the first service in every language', () => {
    const [first] = yaml.load(tree.read('services.yaml')) as Array<{ id: string }>;
    const title = (language: string) => home(language).services.items[first?.id ?? ''].title;
    const before = languages().map(title);
    applyEdits(tree.dir, [edit('renameService')]);
    const after = languages().map(title);
    after.forEach((title, index) => expect(title).not.toBe(before[index]));
  });

  it('add two services, each with a title, a description and three features everywhere', () => {
    const count = (yaml.load(tree.read('services.yaml')) as unknown[]).length;
    applyEdits(tree.dir, [edit('addTwoServices')]);
    const services = yaml.load(tree.read('services.yaml')) as Array<{ id: string }>;
    expect(services.map((service) => service.id).slice(count)).toEqual(ADDED_SERVICE_IDS);
    for (const language of languages()) {
      for (const id of ADDED_SERVICE_IDS) {
        const words = home(language).services.items[id];
        expect(words.title.length).toBeGreaterThan(0);
        expect(words.description.length).toBeGreaterThan(0);
        expect(words.features).toHaveLength(3);
      }
    }
  });

  it('make every text longer, by a third in all and by half in the wordiest language', () => {
    const before = new Map(languages().map((language) => [language, texts(language)]));
    applyEdits(tree.dir, [edit('lengthenEveryText'), edit('lengthenWordiestLanguage')]);
    const growth = languages().map((language) => {
      const old = before.get(language) ?? new Map<string, string>();
      const now = texts(language);
      for (const [key, text] of old) {
        // Each text keeps its words, placeholders included, and gains some after them.
        expect([key, now.get(key)?.startsWith(`${text} `)]).toEqual([key, true]);
      }
      return total(now) / total(old);
    });
    expect(Math.min(...growth)).toBeGreaterThanOrEqual(4 / 3);
    expect(Math.max(...growth)).toBeGreaterThanOrEqual(3 / 2);
  });

  it('lengthen the hero description by about a third (whole words) in every language', () => {
    const before = languages().map((language) => home(language).hero.subtitle as string);
    applyEdits(tree.dir, [edit('lengthenHeroSubtitle')]);
    languages().forEach((language, index) => {
      const old = before[index] ?? '';
      const now: string = home(language).hero.subtitle;
      expect(now.startsWith(`${old} `)).toBe(true);
      // Whole words: within about half a word of a third.
      expect(now.length / old.length).toBeGreaterThan(1.27);
      expect(now.length / old.length).toBeLessThan(1.4);
    });
  });
});
