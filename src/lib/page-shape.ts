// page-shape.json: the one list everything derives from (Node scripts: scripts/page-shape.mjs),
// checked by PAGE_SHAPE_SCHEMA (gatsby/content-model.ts). A language's `code` is its `lang` and URL
// prefix, a section's `id` its #anchor and its words' key (README, "Changing the page's shape").
import shape from '../../page-shape.json';

export type PageShape = typeof shape;
export const PAGE_SHAPE: PageShape = shape;
export const LANGUAGES = PAGE_SHAPE.languages;
export const SECTIONS = PAGE_SHAPE.sections;

// Calls to action name their section by component: its id can change in page-shape.json alone.
export function sectionOf(component: string) {
  const section = SECTIONS.find((candidate) => candidate.component === component);
  if (!section) throw new Error(`page-shape.json has no section rendered by ${component}`);
  return section;
}
export const sectionAnchor = (component: string): string => `#${sectionOf(component).id}`;
