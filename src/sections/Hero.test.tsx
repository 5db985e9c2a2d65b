import { ThemeProvider } from '@emotion/react';
import { render, screen, within } from '@testing-library/react';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import { I18nextProvider } from 'react-i18next';
import { Hero } from './Hero';
import { contentList, sectionData, TEST_SITE_URL } from '../test-utils/content';
import { sectionOf } from '../lib/page-shape';
import { createTestI18n, loadResources, word } from '../test-utils/locales';
import { renderWithProviders } from '../test-utils/render';
import { formatStat } from '../lib/format';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localizedPath } from '../lib/languages';
import { theme } from '../theme/theme';

const { id } = sectionOf('Hero');
const STATS = contentList('hero-stats.yaml');
const OTHER_LANGUAGE = LANGUAGE_CODES.find((code) => code !== DEFAULT_LANGUAGE) ?? DEFAULT_LANGUAGE;

describe.each(LANGUAGE_CODES)('Hero in %s', (language) => {
  beforeEach(() => {
    renderWithProviders(<Hero data={sectionData(language)} id={id} />, { language });
  });

  it('is the section page-shape.json names, a region labelled by the page title (h1)', () => {
    const title = `${word(language, 'hero.titleStart')} ${word(language, 'hero.titleHighlight')}`;
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(title);
    const region = screen.getByRole('region', { name: title });
    expect(region).toContainElement(heading);
    expect(region).toHaveAttribute('id', id);
  });

  it('shows the eyebrow and subtitle', () => {
    expect(screen.getByText(word(language, 'hero.eyebrow'))).toBeInTheDocument();
    expect(screen.getByText(word(language, 'hero.subtitle'))).toBeInTheDocument();
  });

  it('links its two calls to action to #contact and #demo', () => {
    expect(screen.getByRole('link', { name: word(language, 'hero.primaryCta') })).toHaveAttribute(
      'href',
      '#contact',
    );
    expect(screen.getByRole('link', { name: word(language, 'hero.secondaryCta') })).toHaveAttribute(
      'href',
      '#demo',
    );
  });

  it('lists every stat of content, in order, written for the language, with its words', () => {
    const list = screen.getByRole('list', { name: word(language, 'hero.statsLabel') });
    const items = within(list).getAllByRole('listitem');
    expect(
      items.map((item) => Array.from(item.children).map((element) => element.textContent)),
    ).toEqual(
      STATS.map((stat) => [formatStat(stat, language), word(language, `hero.stats.${stat.key}`)]),
    );
  });
});

it('shows the Italian words where a translation lacks a key, its own everywhere else', () => {
  const resources = loadResources();
  const hero = (resources[OTHER_LANGUAGE]?.home as { hero?: Record<string, unknown> }).hero;
  expect(hero?.eyebrow).not.toBe(word(DEFAULT_LANGUAGE, 'hero.eyebrow'));
  delete hero?.eyebrow;
  const context = {
    language: OTHER_LANGUAGE,
    languages: [...LANGUAGE_CODES],
    defaultLanguage: DEFAULT_LANGUAGE,
    routed: true,
    originalPath: '/',
    path: localizedPath(OTHER_LANGUAGE, '/'),
    siteUrl: TEST_SITE_URL,
    generateDefaultLanguagePage: false,
  };
  render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={createTestI18n(OTHER_LANGUAGE, resources)}>
        <I18nextContext.Provider value={context}>
          <Hero data={sectionData(OTHER_LANGUAGE)} id={id} />
        </I18nextContext.Provider>
      </I18nextProvider>
    </ThemeProvider>,
  );
  expect(screen.getByText(word(DEFAULT_LANGUAGE, 'hero.eyebrow'))).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: word(OTHER_LANGUAGE, 'hero.primaryCta') }),
  ).toBeInTheDocument();
});
