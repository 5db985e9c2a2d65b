/**
 * Corrections to the pages the i18n plugin creates, applied in gatsby-node's onCreatePage.
 * - Its localized 404 pages get the language prefixed twice ("/en/en/*"), so unknown paths under
 *   /en/ would fall back to the Italian 404: each gets its own "/<lang>/*".
 * - Every page's context carries the default language, so page queries can ask for the fallback
 *   words without naming it ($defaultLanguage, see the PageLocales fragment).
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../src/lib/languages';

interface CreatedPage {
  path: string;
  matchPath?: string;
  context?: Record<string, unknown>;
}

/** The page as it should be, or undefined when it needs no correction. */
export function correctedPage<Page extends CreatedPage>(page: Page): Page | undefined {
  const doubled = LANGUAGE_CODES.find(
    (language) => language !== DEFAULT_LANGUAGE && page.matchPath === `/${language}/${language}/*`,
  );
  const hasDefault = page.context?.defaultLanguage === DEFAULT_LANGUAGE;
  if (!doubled && hasDefault) return undefined;
  return {
    ...page,
    ...(doubled ? { matchPath: `/${doubled}/*` } : {}),
    context: { ...page.context, defaultLanguage: DEFAULT_LANGUAGE },
  };
}
