/**
 * The editor's configuration (Sveltia CMS's config.yml), generated: the page's languages from
 * page-shape.json (the default language is the editors' reference, on the left), one file
 * collection of words (content/locales/{{locale}}/<namespace>.json, the three languages side by
 * side), one of facts (the YAML files) and one of the legal pages (Markdown, the three languages
 * side by side, legal-collection.ts), with the output layout that `npm run format` also
 * writes. Nothing here is typed twice: a new icon, service, key or language needs only a new run.
 */
import type { CmsConfig, CollectionFile, FileCollection, GitHubBackend } from '@sveltia/cms';
import type { PageShape } from '../../src/lib/page-shape';
import { CONTENT_FILES } from '../content-model';
import type { ContentFileSpec } from '../content-model';
import { NAMESPACE_WORDS, UI_WORDS } from '../editor-words';
import type { EditorLanguage } from '../editor-words';
import { entryGroups } from './entry-groups';
import { withEntryWords } from './entry-words';
import { factFile } from './fact-fields';
import type { JsonObject } from './json';
import { legalCollection } from './legal-collection';
import { localeFields } from './locale-fields';

export interface EditorConfigInput {
  shape: PageShape;
  /** The source language's locale files by namespace (content-sources.ts). */
  sourceWords: ReadonlyMap<string, JsonObject>;
  /** The ids of each list file's entries (content-sources.ts). */
  entryIds: ReadonlyMap<string, readonly string[]>;
  backend: GitHubBackend;
  /** The legal pages the site publishes (gatsby/legal-pages.ts's legalSlugs). */
  legalSlugs?: readonly string[];
  files?: readonly ContentFileSpec[];
}

/** The collection names the preview (admin/preview.js) and the tests refer to. */
export const COLLECTIONS = { words: 'words', facts: 'facts' } as const;

/**
 * The configuration in one editor language, and the words it lacks (a key or field without a
 * label in gatsby/editor-words.ts), which the caller must not ignore.
 */
export function editorConfig(
  input: EditorConfigInput,
  language: EditorLanguage,
): { config: CmsConfig; problems: string[] } {
  const problems: string[] = [];
  const files = input.files ?? CONTENT_FILES;
  const groups = entryGroups(files);
  const known = Object.keys(NAMESPACE_WORDS).filter((name) => input.sourceWords.has(name));
  for (const name of input.sourceWords.keys()) {
    if (!(name in NAMESPACE_WORDS)) {
      problems.push(`gatsby/editor-words.ts: no NAMESPACE_WORDS for the locale file ${name}.json`);
    }
  }

  const wordFiles: CollectionFile[] = known.map((namespace) => {
    const words = NAMESPACE_WORDS[namespace] ?? { label: { it: namespace, en: namespace } };
    const source = withEntryWords(
      input.sourceWords.get(namespace) ?? {},
      namespace,
      groups,
      input.entryIds,
    );
    return {
      name: namespace,
      label: words.label[language],
      file: `content/locales/{{locale}}/${namespace}.json`,
      format: 'json',
      i18n: true,
      fields: localeFields(source, {
        namespace,
        groups: groups.filter((group) => group.namespace === namespace),
        language,
        problems,
      }),
    };
  });

  const words: FileCollection = {
    name: COLLECTIONS.words,
    label: UI_WORDS.words[language],
    label_singular: UI_WORDS.wordsSingular[language],
    description: UI_WORDS.wordsHint[language],
    i18n: true,
    files: wordFiles,
  };
  const facts: FileCollection = {
    name: COLLECTIONS.facts,
    label: UI_WORDS.facts[language],
    label_singular: UI_WORDS.factsSingular[language],
    description: UI_WORDS.factsHint[language],
    files: files.map((spec) => factFile(spec, language, problems)),
  };

  const config: CmsConfig = {
    backend: input.backend,
    app_title: UI_WORDS.appTitle[language],
    // Required by Sveltia; no field takes images today, so nothing is ever written there.
    media_folder: 'static/images',
    public_folder: '/images',
    show_preview_links: false,
    i18n: {
      structure: 'multiple_folders',
      locales: input.shape.languages.map((entry) => entry.code),
      default_locale: input.shape.defaultLanguage,
    },
    output: {
      // An optional field left empty (a figure's sign, "per") stays out of the file.
      omit_empty_optional_fields: true,
      // JSON.stringify(…, null, 2) plus a newline: Prettier's json-stringify layout (.prettierrc.json).
      json: { indent_style: 'space', indent_size: 2 },
      // Plain scalars, quotes only where YAML needs them ('#'): the layout Prettier keeps.
      yaml: { indent_size: 2, indent_sequences: true, quote: 'none' },
    },
    collections: [
      words,
      facts,
      ...(input.legalSlugs?.length ? [legalCollection(input.legalSlugs, language)] : []),
    ],
  };
  return { config, problems };
}
