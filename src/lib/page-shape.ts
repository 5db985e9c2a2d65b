/**
 * The page's shape: the languages it is published in and its sections in order. The data lives in
 * page-shape.json at the project's root, the one list that pages, content checks, servers, the
 * size check, the bench and the tests all derive from (plain Node scripts read it through
 * scripts/page-shape.mjs). The build checks it (gatsby/validate-shape.ts) before anything else.
 */
import shape from '../../page-shape.json';

export interface LanguageSpec {
  /** ISO 639-1 code: the `lang` of its pages and, for every language but the default, their URL prefix. */
  code: string;
  /** The language's own name, as the language menu and the footer show it. */
  name: string;
  /** The flag drawn beside the name: a key of FLAGS in src/components/flags.ts. */
  flag: string;
  /** Open Graph locale, language_TERRITORY (link previews). */
  ogLocale: string;
}

export interface SectionSpec {
  /** The section's element id (its #anchor) and the top-level key of its words in the locale files. */
  id: string;
  /** The component src/sections/<component>.tsx exports under this name. */
  component: string;
  /** Whether the section has behaviour of its own (the demo's chart, the contact form). */
  interactive: boolean;
  /** Linked from the navigation bar, with the words nav.links.<id>. */
  nav: boolean;
}

export interface PageShape {
  /** The source language: its pages live at the root, and its words are the fallback. */
  defaultLanguage: string;
  /** In the order the language menu lists them. */
  languages: readonly LanguageSpec[];
  /** In page order, between the navigation bar and the footer. */
  sections: readonly SectionSpec[];
}

export const PAGE_SHAPE: PageShape = shape;

export const LANGUAGES = PAGE_SHAPE.languages;

export const SECTIONS = PAGE_SHAPE.sections;

/**
 * The in-page link to the section a component renders ("#contact"): calls to action name the
 * section they lead to by its component, so a section's id can change in page-shape.json alone.
 * Throws when the page has no such section: the build renders every link, so it stops there.
 */
export function sectionAnchor(component: string): string {
  const section = SECTIONS.find((candidate) => candidate.component === component);
  if (!section) throw new Error(`page-shape.json has no section rendered by ${component}`);
  return `#${section.id}`;
}
