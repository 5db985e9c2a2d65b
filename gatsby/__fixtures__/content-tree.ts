/**
 * A throw-away copy of the real content/ tree for the content checks' tests. Each test copies the
 * tree (so the "valid" fixture never drifts from what editors actually maintain), breaks exactly one
 * thing in the copy, and removes the copy afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REAL_CONTENT_DIR = path.join(__dirname, '..', '..', 'content');

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

/** The object under a dotted path of a parsed locale file; throws when the path is not there. */
export function objectAt(data: JsonObject, dottedPath: string): JsonObject {
  return dottedPath.split('.').reduce<JsonObject>((current, part) => {
    const next = current[part];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) {
      throw new Error(`no object at "${dottedPath}" (stopped at "${part}")`);
    }
    return next as JsonObject;
  }, data);
}
