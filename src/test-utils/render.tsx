import { TextEncoder } from 'node:util';
import type * as ReactDomServer from 'react-dom/server';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { theme } from '../theme/theme';
import { TEST_SITE_URL } from './content';
import { createTestI18n } from './locales';

export { createTestI18n } from './locales';

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  language?: LanguageCode;
  originalPath?: string;
}

/** The theme and the page's i18n context, as a real page has them around every section. */
export function TestProviders({
  language = DEFAULT_LANGUAGE,
  originalPath = '/',
  children,
}: {
  language?: LanguageCode;
  originalPath?: string;
  children: ReactNode;
}) {
  const i18n = createTestI18n(language);
  const context = {
    language,
    languages: [...LANGUAGE_CODES],
    defaultLanguage: DEFAULT_LANGUAGE,
    routed: language !== DEFAULT_LANGUAGE,
    originalPath,
    path: language === DEFAULT_LANGUAGE ? originalPath : `/${language}${originalPath}`,
    siteUrl: TEST_SITE_URL,
    generateDefaultLanguagePage: false,
  };
  return (
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <I18nextContext.Provider value={context}>{children}</I18nextContext.Provider>
      </I18nextProvider>
    </ThemeProvider>
  );
}

/** Renders a component with the theme and the page's i18n context, as on a real page. */
export function renderWithProviders(
  ui: ReactElement,
  { language = DEFAULT_LANGUAGE, originalPath = '/', ...options }: ProviderOptions = {},
): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => (
      <TestProviders language={language} originalPath={originalPath}>
        {children}
      </TestProviders>
    ),
    ...options,
  });
}

/**
 * react-dom/server, for the HTML the build writes: the real module (the Gatsby mock does not
 * touch it), with the TextEncoder it needs and jsdom lacks.
 */
export function serverRenderer(): typeof ReactDomServer {
  Object.assign(globalThis, { TextEncoder });
  return jest.requireActual<typeof ReactDomServer>('react-dom/server');
}
