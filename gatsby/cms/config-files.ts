/**
 * The editor's configuration files, config.yml (Italian labels, the file Sveltia CMS looks for by
 * default) and config.en.yml (English labels): admin/admin-boot.js links the one that matches the
 * language of the editor's screens. Generated from the project's content model, page shape,
 * editor words and content/ on every build and on every request of `npm run edit`.
 */
import path from 'node:path';
import yaml from 'js-yaml';
import { PAGE_SHAPE } from '../../src/lib/page-shape';
import type { PageShape } from '../../src/lib/page-shape';
import { EDITOR_LANGUAGES } from '../editor-words';
import { legalSlugs } from '../legal-pages';
import type { EditorLanguage } from '../editor-words';
import { backendFromEnv } from './backend';
import { readContentSources } from './content-sources';
import { editorConfig } from './editor-config';

export const CONFIG_FILE_NAMES: Readonly<Record<EditorLanguage, string>> = {
  it: 'config.yml',
  en: 'config.en.yml',
};

const HEADER =
  '# Generated from gatsby/content-model.ts, gatsby/editor-words.ts, page-shape.json and\n' +
  '# content/locales/<default language>/*.json and content/legal/ by gatsby/cms/ at build time:\n' +
  '# do not edit.\n';

export interface ConfigFile {
  name: string;
  text: string;
}

/**
 * Both configuration files. Throws, naming each, when words for editors are missing or a content
 * file cannot be read: an editor must never get a configuration that would write a broken file.
 */
export function editorConfigFiles(
  projectDir: string,
  env: NodeJS.ProcessEnv = process.env,
  shape: PageShape = PAGE_SHAPE,
): ConfigFile[] {
  const sources = readContentSources(path.join(projectDir, 'content'), shape.defaultLanguage);
  const { backend } = backendFromEnv(env);
  const slugs = legalSlugs(path.join(projectDir, 'content'), shape);
  const results = EDITOR_LANGUAGES.map((language) => ({
    language,
    ...editorConfig({ shape, backend, legalSlugs: slugs, ...sources }, language),
  }));
  const problems = [...new Set([...sources.problems, ...results.flatMap((r) => r.problems)])];
  if (problems.length > 0) {
    throw new Error(
      `The editor's configuration cannot be generated:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  return results.map(({ language, config }) => ({
    name: CONFIG_FILE_NAMES[language],
    text: HEADER + yaml.dump(config, { lineWidth: -1, noRefs: true }),
  }));
}
