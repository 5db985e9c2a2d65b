// The i18n plugin's pages, completed: each language's 404 answers "/<lang>/*", and every context
// carries $defaultLanguage for the fallback words (PageLocales fragment).
import { DEFAULT_LANGUAGE } from '../src/lib/languages';

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

// Each language's not-found page answers the unknown paths under its prefix; the default language's,
// every other path. (The plugin prefixes a localized 404's match path twice, /en/en/*, and Gatsby
// gives the default one none.)
function correctedMatchPath(page: CreatedPage): string | undefined {
  if (!page.path.endsWith('/404/')) return undefined;
  const language =
    typeof page.context?.language === 'string' ? page.context.language : DEFAULT_LANGUAGE;
  const matchPath = language === DEFAULT_LANGUAGE ? '/*' : `/${language}/*`;
  return page.matchPath === matchPath ? undefined : matchPath;
}
