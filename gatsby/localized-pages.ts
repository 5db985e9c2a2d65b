/**
 * Corrections to the pages the i18n plugin creates, applied in gatsby-node's onCreatePage.
 * - Its localized 404 pages get the language prefixed twice ("/en/en/*"), so unknown paths under
 *   /en/ would fall back to the Italian 404: each gets its own "/<lang>/*".
 * - The default language's 404 page gets "/*" likewise: without it, the browser would first ask
 *   the server for an unknown path's page data and HTML (two more 404s) before showing it.
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
  const matchPath = correctedMatchPath(page);
  const hasDefault = page.context?.defaultLanguage === DEFAULT_LANGUAGE;
  if (!matchPath && hasDefault) return undefined;
  return {
    ...page,
    ...(matchPath ? { matchPath } : {}),
    context: { ...page.context, defaultLanguage: DEFAULT_LANGUAGE },
  };
}

/** The match path a not-found page should have, when it has another. */
function correctedMatchPath(page: CreatedPage): string | undefined {
  if (page.path === '/404/' && !page.matchPath) return '/*';
  const doubled = LANGUAGE_CODES.find(
    (language) => language !== DEFAULT_LANGUAGE && page.matchPath === `/${language}/${language}/*`,
  );
  return doubled ? `/${doubled}/*` : undefined;
}
