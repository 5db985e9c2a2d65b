/** Stops the build when content/ is broken, with every problem listed under one Gatsby error id. */
import type { Reporter } from 'gatsby';
import { formatProblems, validateContent } from './validate-content';

/** Gatsby's id for "the content files are broken", so its output says so instead of UNKNOWN. */
export const CONTENT_ERROR_ID = 'studio-content';

export function stopOnContentProblems(contentDir: string, reporter: Reporter): void {
  const problems = validateContent(contentDir);
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
