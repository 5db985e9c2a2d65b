/**
 * The legal pages in the editor: one entry per page of content/legal/<default language>/ (the
 * pages the site publishes, gatsby/legal-pages.ts), each with its three languages side by side
 * (content/legal/{{locale}}/<page>.md). The fields are the front matter the content check knows
 * (title, description, updated) and the Markdown text, with patterns that refuse in the editor
 * what the content check refuses: markup in the texts, raw HTML, a level-1 heading, script links
 * and unknown placeholders in the Markdown.
 */
import type { CollectionFile, Field, FileCollection } from '@sveltia/cms';
import { LEGAL_FOLDER, LEGAL_PLACEHOLDERS } from '../legal-pages';
import { LEGAL_WORDS } from '../editor-words';
import type { EditorLanguage } from '../editor-words';

/** The collection's name, for the tests and the guide. */
export const LEGAL_COLLECTION = 'legal';

/** A word matched in any letter case: the patterns the editor runs take no flags. */
const caseless = (word: string) =>
  [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join('');

/** A link that runs script (gatsby/markup.ts's SCRIPT_URL_PATTERNS). */
const SCRIPT_URL = `(?:${caseless('java')}|${caseless('vb')})${caseless('script')}\\s*:|${caseless('data')}\\s*:\\s*${caseless('text')}\\/${caseless('html')}`;

/** Texts without markup: no angle bracket, character reference or script link (markupIn). */
export const TEXT_PATTERN = `^(?![\\s\\S]*(?:[<>]|&(?:#[xX]?[0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*;)|${SCRIPT_URL}))[\\s\\S]*$`;

/**
 * Markdown the legal check accepts: no raw HTML (a tag, a closing tag, a comment; an autolink
 * such as <https://…> is Markdown), no level-1 heading, no script link, only known placeholders.
 */
export const BODY_PATTERN = [
  '^',
  '(?![\\s\\S]*<(?:[a-zA-Z][\\w-]*(?:[\\s/>]|$)|\\/[a-zA-Z]|!--|\\?))',
  '(?![\\s\\S]*(?:^|\\n) {0,3}#(?:[ \\t]|\\r?\\n|$))',
  `(?![\\s\\S]*(?:${SCRIPT_URL}))`,
  `(?![\\s\\S]*\\{\\{(?!\\s*(?:${LEGAL_PLACEHOLDERS.join('|')})\\s*\\}\\}))`,
  '[\\s\\S]*$',
].join('');

function fields(language: EditorLanguage): Field[] {
  const words = LEGAL_WORDS.fields;
  const common = (name: keyof typeof words) => ({
    name,
    label: words[name].label[language],
    hint: words[name].hint[language],
    i18n: true,
  });
  const textError = LEGAL_WORDS.textError[language];
  const placeholders = LEGAL_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ');
  return [
    { ...common('title'), widget: 'string', pattern: [TEXT_PATTERN, textError] },
    { ...common('description'), widget: 'text', pattern: [TEXT_PATTERN, textError] },
    // Stored as the content check reads it, YYYY-MM-DD, the day the editor picks in any time zone.
    { ...common('updated'), widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' },
    {
      ...common('body'),
      widget: 'markdown',
      // The text as the editor typed it: the rich-text mode rewrites Markdown its own way.
      modes: ['raw'],
      pattern: [BODY_PATTERN, LEGAL_WORDS.bodyError(placeholders)[language]],
    },
  ];
}

/** The collection of the legal pages, for the pages the default language's folder has. */
export function legalCollection(
  slugs: readonly string[],
  language: EditorLanguage,
): FileCollection {
  const files: CollectionFile[] = slugs.map((slug) => ({
    name: slug,
    label: (LEGAL_WORDS.pages[slug] ?? LEGAL_WORDS.page(slug))[language],
    file: `content/${LEGAL_FOLDER}/{{locale}}/${slug}.md`,
    format: 'frontmatter',
    i18n: true,
    fields: fields(language),
  }));
  return {
    name: LEGAL_COLLECTION,
    label: LEGAL_WORDS.collection[language],
    label_singular: LEGAL_WORDS.collectionSingular[language],
    description: LEGAL_WORDS.collectionHint[language],
    i18n: true,
    files,
  };
}
