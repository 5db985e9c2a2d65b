/**
 * A throw-away copy of the real content/ tree for the content checks' tests. Each test copies the
 * tree (so the "valid" fixture never drifts from what editors actually maintain), breaks exactly one
 * thing in the copy, and removes the copy afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PROJECT_DIR = path.join(__dirname, '..', '..');
export const REAL_CONTENT_DIR = path.join(PROJECT_DIR, 'content');

type JsonObject = Record<string, unknown>;

export interface ContentTree {
  /** The copy's content/ folder, to pass to validateContent. */
  readonly dir: string;
  read(file: string): string;
  write(file: string, text: string): void;
  remove(file: string): void;
  /** Replaces one exact piece of text; throws if it is absent, so a test cannot silently break nothing. */
  replace(file: string, from: string, to: string): void;
  /** Parses a JSON file, lets the caller change it, and writes it back. */
  editJson(file: string, change: (data: JsonObject) => void): void;
  cleanup(): void;
}

export function copyValidContent(): ContentTree {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-fixture-'));
  const dir = path.join(root, 'valid');
  fs.cpSync(REAL_CONTENT_DIR, dir, { recursive: true });
  const resolve = (file: string) => path.join(dir, file);

  const tree: ContentTree = {
    dir,
    read: (file) => fs.readFileSync(resolve(file), 'utf8'),
    write: (file, text) => fs.writeFileSync(resolve(file), text),
    remove: (file) => fs.rmSync(resolve(file), { recursive: true }),
    replace(file, from, to) {
      const text = tree.read(file);
      if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
      tree.write(file, text.replace(from, to));
    },
    editJson(file, change) {
      const data = JSON.parse(tree.read(file)) as JsonObject;
      change(data);
      tree.write(file, `${JSON.stringify(data, null, 2)}\n`);
    },
    cleanup: () => fs.rmSync(root, { recursive: true, force: true }),
  };
  return tree;
}

/** The first candidate that `taken` says is free; throws when every one is taken. */
function firstFree(candidates: readonly string[], taken: (candidate: string) => boolean): string {
  const free = candidates.find((candidate) => !taken(candidate));
  if (!free) throw new Error(`every candidate is taken: ${candidates.join(', ')}`);
  return free;
}

function readShape(): { languages: { code: string }[]; sections: { id: string }[] } {
  return JSON.parse(fs.readFileSync(path.join(PROJECT_DIR, 'page-shape.json'), 'utf8'));
}

/**
 * A language the tests may add to page-shape.json as a fourth: one the project does not publish
 * and has no locale folder for (so a developer who adds German keeps these tests meaningful).
 */
export function unusedLanguage(): { code: string; name: string; ogLocale: string } {
  const published = new Set(readShape().languages.map((language) => language.code));
  const code = firstFree(
    ['de', 'es', 'pt', 'nl', 'pl', 'sv', 'da', 'fi', 'cs', 'el'],
    (candidate) =>
      published.has(candidate) || fs.existsSync(path.join(REAL_CONTENT_DIR, 'locales', candidate)),
  );
  return { code, name: `Language ${code}`, ogLocale: `${code}_${code.toUpperCase()}` };
}

/**
 * A section the tests may add to page-shape.json: an id the manifest does not use, with no words
 * in the Italian locale files and no component file (Testimonials for "testimonials").
 */
export function unusedSection(): { id: string; component: string } {
  const ids = new Set(readShape().sections.map((section) => section.id));
  const localesDir = path.join(REAL_CONTENT_DIR, 'locales', 'it');
  const topKeys = new Set(
    fs
      .readdirSync(localesDir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        Object.keys(JSON.parse(fs.readFileSync(path.join(localesDir, file), 'utf8'))),
      ),
  );
  const component = (id: string) => `${id.charAt(0).toUpperCase()}${id.slice(1)}`;
  const id = firstFree(
    ['testimonials', 'faq', 'pricing', 'partners', 'careers', 'press'],
    (candidate) =>
      ids.has(candidate) ||
      topKeys.has(candidate) ||
      fs.existsSync(path.join(PROJECT_DIR, 'src', 'sections', `${component(candidate)}.tsx`)),
  );
  return { id, component: component(id) };
}

/** An id no entry of a list file under content/ uses, for a test that adds an entry. */
export function unusedEntryId(file: string, candidates: readonly string[]): string {
  const text = fs.readFileSync(path.join(REAL_CONTENT_DIR, file), 'utf8');
  return firstFree(candidates, (candidate) =>
    new RegExp(`^- id: ${candidate}\\s*$`, 'm').test(text),
  );
}
