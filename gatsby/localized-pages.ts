// Fixes to the i18n plugin's pages: each 404 gets its own "/<lang>/*" (the plugin doubles the prefix),
// and every context carries $defaultLanguage for the fallback words (PageLocales fragment).
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../src/lib/languages';

type CreatedPage = { path: string; matchPath?: string; context?: Record<string, unknown> };

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

function correctedMatchPath(page: CreatedPage): string | undefined {
  if (page.path === '/404/' && !page.matchPath) return '/*';
  const doubled = LANGUAGE_CODES.find(
    (language) => language !== DEFAULT_LANGUAGE && page.matchPath === `/${language}/${language}/*`,
  );
  return doubled ? `/${doubled}/*` : undefined;
}
