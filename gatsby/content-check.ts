/**
 * The check every build starts with (and `npm run check:content` runs alone): page-shape.json and
 * everything under content/, the legal pages' Markdown included. A broken file stops the build with every problem listed under one
 * Gatsby error id, one line each, naming the file, the entry and the field.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { legalProblems } from './legal-pages';
import { formatProblems, validateContent } from './validate-content';
import { SHAPE_FILE, validateShape } from './validate-shape';

/** Gatsby's id for "the content files are broken", so its output says so instead of UNKNOWN. */
export const CONTENT_ERROR_ID = 'studio-content';

/**
 * Every problem of the page's shape and content. The content is checked against the shape, so a
 * shape whose fields are broken is reported alone.
 */
export function contentProblems(
  projectDir: string,
  contentDir = path.join(projectDir, 'content'),
): string[] {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path.join(projectDir, SHAPE_FILE), 'utf8'));
  } catch (error) {
    return [`${SHAPE_FILE}: not valid JSON: ${(error as Error).message}`];
  }
  const { problems, shape } = validateShape(raw, projectDir);
  return shape
    ? [...problems, ...validateContent(contentDir, shape), ...legalProblems(contentDir, shape)]
    : problems;
}

export function stopOnContentProblems(
  projectDir: string,
  reporter: Reporter,
  contentDir?: string,
): void {
  const problems = contentProblems(projectDir, contentDir);
  if (problems.length === 0) return;
  reporter.setErrorMap({
    [CONTENT_ERROR_ID]: {
      text: (context: { problems: string }) => context.problems,
      level: 'ERROR',
      category: 'USER',
    },
  });
  reporter.panic({ id: CONTENT_ERROR_ID, context: { problems: formatProblems(problems) } });
}
