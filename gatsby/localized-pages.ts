// The i18n plugin's pages, completed: every context carries $defaultLanguage (PageLocales fragment);
// each language's 404 answers "/<lang>/*" (the plugin doubles it, /en/en/*), the default's "/*".
import { DEFAULT_LANGUAGE, localizedPath } from '../src/lib/languages';

type CreatedPage = { path: string; matchPath?: string; context?: Record<string, unknown> };

export function correctedPage<Page extends CreatedPage>(page: Page): Page | undefined {
  const language = page.context?.language;
  const matchPath = page.path.endsWith('/404/')
    ? localizedPath(typeof language === 'string' ? language : DEFAULT_LANGUAGE, '/*')
    : page.matchPath;
  const hasDefault = page.context?.defaultLanguage === DEFAULT_LANGUAGE;
  if (matchPath === page.matchPath && hasDefault) return undefined;
  const context = { ...page.context, defaultLanguage: DEFAULT_LANGUAGE };
  return { ...page, ...(matchPath ? { matchPath } : {}), context };
}
