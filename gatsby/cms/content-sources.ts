/**
 * What the editor's configuration reads from content/: the Italian locale files (the reference
 * whose shape every language's fields follow) and the ids of the entries of each list file (whose
 * words every language must have). A file that cannot be read is reported; the content check says
 * what is wrong in it.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { CONTENT_FILES } from '../content-model';
import type { ContentFileSpec } from '../content-model';
import { isJsonObject } from './json';
import type { JsonObject } from './json';

export interface ContentSources {
  /** The source language's locale files by namespace ("home"), in file-name order. */
  sourceWords: Map<string, JsonObject>;
  /** The ids of each list file's entries ("services.yaml" -> ["web-apps", …]). */
  entryIds: Map<string, string[]>;
  problems: string[];
}

/** A file as editors may save it: without a byte-order mark. */
const readText = (file: string) => fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');

export function readContentSources(
  contentDir: string,
  sourceLanguage: string,
  files: readonly ContentFileSpec[] = CONTENT_FILES,
): ContentSources {
  const problems: string[] = [];
  const sourceWords = new Map<string, JsonObject>();
  const localeDir = path.join(contentDir, 'locales', sourceLanguage);
  const names = fs.existsSync(localeDir)
    ? fs
        .readdirSync(localeDir)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];
  if (names.length === 0) problems.push(`content/locales/${sourceLanguage}: no locale files`);
  for (const name of names) {
    const shown = `content/locales/${sourceLanguage}/${name}`;
    try {
      const data: unknown = JSON.parse(readText(path.join(localeDir, name)));
      if (isJsonObject(data)) sourceWords.set(name.slice(0, -'.json'.length), data);
      else problems.push(`${shown}: not an object of texts (npm run check:content says more)`);
    } catch {
      problems.push(`${shown}: not valid JSON (npm run check:content says more)`);
    }
  }

  const entryIds = new Map<string, string[]>();
  for (const spec of files) {
    if (spec.shape !== 'list') continue;
    const file = path.join(contentDir, spec.file);
    try {
      const data: unknown = yaml.load(readText(file));
      if (!Array.isArray(data)) throw new Error('not a list');
      entryIds.set(
        spec.file,
        data.flatMap((entry: unknown) =>
          isJsonObject(entry) && typeof entry.id === 'string' ? [entry.id] : [],
        ),
      );
    } catch {
      problems.push(`content/${spec.file}: not a readable list (npm run check:content says more)`);
    }
  }
  return { sourceWords, entryIds, problems };
}
