// page-shape.json: the one list everything derives from (Node scripts: scripts/page-shape.mjs).
import shape from '../../page-shape.json';

export interface LanguageSpec {
  /** ISO 639-1 code: the `lang` of its pages and, for every language but the default, their URL prefix. */
  code: string;
  name: string;
  /** The flag drawn beside the name: a key of FLAGS in src/components/flags.ts. */
  flag: string;
  /** Open Graph locale, language_TERRITORY (link previews). */
  ogLocale: string;
}

export interface SectionSpec {
  /** The section's element id (its #anchor) and the top-level key of its words in the locale files. */
  id: string;
  component: string;
  /** Whether the section has behaviour of its own (the demo's chart, the contact form). */
  interactive: boolean;
  /** Linked from the navigation bar, with the words nav.links.<id>. */
  nav: boolean;
}

export interface PageShape {
  /** The source language: its pages live at the root, and its words are the fallback. */
  defaultLanguage: string;
  languages: readonly LanguageSpec[];
  sections: readonly SectionSpec[];
}

export const PAGE_SHAPE: PageShape = shape;

export const LANGUAGES = PAGE_SHAPE.languages;

export const SECTIONS = PAGE_SHAPE.sections;

// Calls to action name their section by component, so its id can change in page-shape.json alone;
// throws when there is none, which stops the build.
export function sectionAnchor(component: string): string {
  const section = SECTIONS.find((candidate) => candidate.component === component);
  if (!section) throw new Error(`page-shape.json has no section rendered by ${component}`);
  return `#${section.id}`;
}
