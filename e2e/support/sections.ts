/**
 * The page's sections as the manifest (page-shape.json) lists them: which the page shows, in which
 * order, and which the navigation bar links to.
 */
import type { Page } from 'playwright-core';
import { SECTIONS } from '../../src/lib/page-shape';

/** Every section's id, in page order. */
export const SECTION_IDS = SECTIONS.map((section) => section.id);

/** The sections the navigation bar links to (words: nav.links.<id>), in order. */
export const NAV_SECTION_IDS = SECTIONS.filter((section) => section.nav).map(
  (section) => section.id,
);

/** The sections with behaviour, whose code loads as the visitor approaches them. */
export const INTERACTIVE_SECTION_IDS = SECTIONS.filter((section) => section.interactive).map(
  (section) => section.id,
);

/** The id of the section a component renders (the chunk of its code is named after the file). */
export function sectionIdOfComponent(component: string): string {
  const section = SECTIONS.find((candidate) => candidate.component === component);
  if (!section) throw new Error(`page-shape.json has no section rendered by ${component}`);
  return section.id;
}

/** A section of the page by its id. */
export function sectionSelector(id: string): string {
  return `section[id="${id}"]`;
}

/** The ids of the page's top-level sections, in document order. */
export function sectionIdsOnPage(page: Page): Promise<string[]> {
  return page.$$eval('main section', (sections) =>
    sections
      .filter((section) => !section.parentElement?.closest('section'))
      .map((section) => section.id),
  );
}
