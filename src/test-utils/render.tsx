import fs from 'node:fs';
import path from 'node:path';
import { TextEncoder } from 'node:util';
import type * as ReactDomServer from 'react-dom/server';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { Resource } from 'i18next';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import { I18nextProvider } from 'react-i18next';
import { formatStat } from '../lib/format';
import type { StatFigure } from '../lib/format';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { theme } from '../theme/theme';

const LOCALES_DIR = path.join(__dirname, '..', '..', 'content', 'locales');

/** The real locale files, loaded the way the i18n plugin loads them on a page. */
export function loadResources(): Resource {
  const resources: Resource = {};
  for (const language of LANGUAGE_CODES) {
    const namespaces: Resource[string] = {};
    resources[language] = namespaces;
    for (const file of fs.readdirSync(path.join(LOCALES_DIR, language))) {
      if (!file.endsWith('.json')) continue;
      const namespace = file.replace(/\.json$/, '');
      namespaces[namespace] = JSON.parse(
        fs.readFileSync(path.join(LOCALES_DIR, language, file), 'utf8'),
      );
    }
  }
  return resources;
}

/** An i18next instance configured like the site's: Italian fallback, every namespace searched. */
export function createTestI18n(language: LanguageCode, resources = loadResources()) {
  const namespaces = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});
  const instance = i18next.createInstance();
  void instance.init({
    resources: resources as Resource,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: namespaces,
    defaultNS: namespaces[0],
    fallbackNS: namespaces.slice(1),
    interpolation: { escapeValue: false },
    returnNull: false,
    initImmediate: false,
    react: { useSuspense: false },
  });
  return instance;
}

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
    siteUrl: 'https://www.example.com',
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

/** Content figures as the page query gives them: written at build time (gatsby/resolvers.ts). */
export function displayedFigures(
  figures: readonly (StatFigure & { key: string })[],
  language: LanguageCode,
) {
  return figures.map((figure) => ({ key: figure.key, display: formatStat(figure, language) }));
}
