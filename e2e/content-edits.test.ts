/**
 * The editor's edits that `npm run test:edits` builds and tests the site with: each one changes
 * what it says on a copy of content/, and the build's content check accepts the result. (The
 * build, the size check and the browser tests on the edited copy are test:edits' own job.)
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { copyValidContent, REAL_CONTENT_DIR } from '../gatsby/__fixtures__/content-tree';
import type { ContentTree } from '../gatsby/__fixtures__/content-tree';
import { contentProblems } from '../gatsby/content-check';
import { ADDED_PROJECT, ADDED_SERVICE_IDS, EDITS, applyEdits } from './content-edits.cjs';

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
const entries = <T>(file: string) => yaml.load(tree.read(file)) as T[];

/** An entry's words: one text per language. */
type Words = Record<string, string>;
type Service = { id: string; title: Words; description: Words; features: Words[] };
type Project = {
  id: string;
  picture: string;
  pictures?: { picture: string; alt: Words }[];
  quote?: { text: Words; role: Words; person: string; consent: boolean };
  [field: string]: unknown;
};

/** Every text of a language (its locale files' and its words in each entry), by file and key. */
function texts(language: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: unknown, key: string, inEntry: boolean) => {
    if (typeof node === 'string') {
      if (!inEntry) found.set(key, node);
    } else if (node && typeof node === 'object') {
      const words = inEntry && Object.keys(node).sort().join() === languages().join();
      if (words) found.set(key, (node as Words)[language] ?? '');
      else for (const [name, value] of Object.entries(node)) walk(value, `${key}.${name}`, inEntry);
    }
  };
  for (const file of fs.readdirSync(path.join(tree.dir, 'locales', language)))
    walk(JSON.parse(tree.read(`locales/${language}/${file}`)), file, false);
  for (const file of fs.readdirSync(tree.dir).filter((name) => name.endsWith('.yaml')))
    walk(yaml.load(tree.read(file)), file, true);
  return found;
}

/** Words with a non-empty text in every language, and nothing else. */
function expectWords(words: unknown) {
  expect(Object.keys(words as Words).sort()).toEqual(languages());
  for (const text of Object.values(words as Words)) expect(text.trim()).not.toBe('');
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

/** The files `snapshot()` holds that are now different, added or gone. */
function changedFiles(before: Map<string, string>): string[] {
  const after = snapshot();
  const files = new Set([...before.keys(), ...after.keys()]);
  return [...files].filter((file) => before.get(file) !== after.get(file)).sort();
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

  it('rename the first service in every language, in its entry alone', () => {
    const before = snapshot();
    const [first] = entries<Service>('services.yaml');
    applyEdits(tree.dir, [edit('renameService')]);
    const [renamed] = entries<Service>('services.yaml');
    expect(renamed?.id).toBe(first?.id);
    for (const language of languages())
      expect(renamed?.title[language]).not.toBe(first?.title[language]);
    expect(renamed?.description).toEqual(first?.description);
    expect(changedFiles(before)).toEqual(['services.yaml']);
  });

  it('add two services, each one entry with a title, a description and three features everywhere', () => {
    const before = snapshot();
    const count = entries<Service>('services.yaml').length;
    applyEdits(tree.dir, [edit('addTwoServices')]);
    const added = entries<Service>('services.yaml').slice(count);
    expect(added.map((service) => service.id)).toEqual(ADDED_SERVICE_IDS);
    for (const service of added) {
      expectWords(service.title);
      expectWords(service.description);
      expect(service.features).toHaveLength(3);
      service.features.forEach(expectWords);
    }
    expect(changedFiles(before)).toEqual(['services.yaml']);
  });

  it('add a project with two uploaded pictures and a quote: one entry, and the pictures', () => {
    const before = snapshot();
    const count = entries<Project>('projects.yaml').length;
    applyEdits(tree.dir, [edit('addProject')]);
    const [project, ...more] = entries<Project>('projects.yaml').slice(count);
    expect(more).toEqual([]);
    expect(project).toMatchObject({ id: ADDED_PROJECT.id, picture: ADDED_PROJECT.picture });
    for (const field of ['client', 'title', 'summary', 'alt', 'challenge', 'built', 'outcome'])
      expectWords(project?.[field]);
    const [morePicture, ...others] = project?.pictures ?? [];
    expect(others).toEqual([]);
    expectWords(morePicture?.alt);
    expect(project?.quote).toMatchObject({ person: expect.any(String), consent: true });
    expectWords(project?.quote?.text);
    expectWords(project?.quote?.role);
    const uploads = [ADDED_PROJECT.picture, morePicture?.picture ?? ''];
    for (const upload of uploads) expect(fs.existsSync(path.join(tree.dir, upload))).toBe(true);
    // A picture's path is written from content/ with a leading slash; the files sit under it.
    const files = uploads.map((upload) => upload.replace(/^\//, ''));
    expect(changedFiles(before)).toEqual(['projects.yaml', ...files].sort());
  });

  it('make every text longer, by a third in all and by half in the wordiest language', () => {
    const before = new Map(languages().map((language) => [language, texts(language)]));
    applyEdits(tree.dir, [edit('lengthenEveryText'), edit('lengthenWordiestLanguage')]);
    const growth = languages().map((language) => {
      const old = before.get(language) ?? new Map<string, string>();
      const now = texts(language);
      // Every entry's words are among the texts, beside the locale files'.
      const [service] = yaml.load(
        fs.readFileSync(path.join(REAL_CONTENT_DIR, 'services.yaml'), 'utf8'),
      ) as Service[];
      expect(old.get('services.yaml.0.title')).toBe(service?.title[language]);
      expect(old.get('services.yaml.0.features.2')).toBe(service?.features[2]?.[language]);
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
