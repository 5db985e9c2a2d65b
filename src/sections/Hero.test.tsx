import { ThemeProvider } from '@emotion/react';
import { render, screen, within } from '@testing-library/react';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import { I18nextProvider } from 'react-i18next';
import { Hero } from './Hero';
import {
  createTestI18n,
  displayedFigures,
  loadResources,
  renderWithProviders,
} from '../test-utils/render';
import { LANGUAGE_CODES } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { theme } from '../theme/theme';

const STAT_FIGURES = [
  { key: 'productivity', value: 40, unit: 'percent', signed: true },
  { key: 'speed', value: 3, unit: 'multiplier', signed: null },
  { key: 'time', value: 60, unit: 'percent', signed: null },
];

/** The section's data as the page query gives it: figures written at build time (gatsby/resolvers). */
const heroData = (language: LanguageCode): Queries.HeroSectionFragment => ({
  allHeroStatsYaml: {
    nodes: displayedFigures(STAT_FIGURES, language),
  },
});
const HERO_DATA = heroData('it');

/** The exact text of a key in one language's home.json, with no fallback. */
function word(language: LanguageCode, key: string): string {
  const text: unknown = createTestI18n(language).getResource(language, 'home', key);
  if (typeof text !== 'string') throw new Error(`home.json (${language}) has no text at ${key}`);
  return text;
}

const NBSP = '[\u00a0\u202f]';
const STATS: Record<LanguageCode, readonly RegExp[]> = {
  it: [/^\+40%$/, /^3x$/, /^60%$/],
  en: [/^\+40%$/, /^3x$/, /^60%$/],
  fr: [new RegExp(`^\\+40${NBSP}%$`), /^3x$/, new RegExp(`^60${NBSP}%$`)],
};

describe.each(LANGUAGE_CODES)('Hero in %s', (language) => {
  beforeEach(() => {
    renderWithProviders(<Hero data={heroData(language)} />, { language });
  });

  it('is a region labelled by the page title (h1)', () => {
    const title = `${word(language, 'hero.titleStart')} ${word(language, 'hero.titleHighlight')}`;
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(title);
    expect(screen.getByRole('region', { name: title })).toContainElement(heading);
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

  it('lists the three stats, formatted for the language, with their words', () => {
    const list = screen.getByRole('list', { name: word(language, 'hero.statsLabel') });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    HERO_DATA.allHeroStatsYaml.nodes.forEach((stat, index) => {
      const [value, label] = Array.from(items[index]?.children ?? []).map((el) => el.textContent);
      expect(value).toMatch(STATS[language][index] ?? /^$/);
      expect(label).toBe(word(language, `hero.stats.${stat.key}`));
    });
  });
});

describe('Hero words the spec names', () => {
  it('reads "Accelerate your ideas" and "Discover how it works" in English', () => {
    renderWithProviders(<Hero data={HERO_DATA} />, { language: 'en' });
    expect(screen.getByRole('link', { name: /Accelerate your ideas/i })).toHaveAttribute(
      'href',
      '#contact',
    );
    expect(screen.getByRole('link', { name: /Discover how it works/i })).toHaveAttribute(
      'href',
      '#demo',
    );
  });
});

describe('Italian fallback', () => {
  /** The real locale files, with English missing the hero's eyebrow. */
  function resourcesWithoutEnglishEyebrow() {
    const resources = loadResources();
    const hero = (resources.en?.home as { hero: Record<string, unknown> } | undefined)?.hero;
    if (!hero || typeof hero.eyebrow !== 'string')
      throw new Error('en/home.json has no hero.eyebrow');
    delete hero.eyebrow;
    return resources;
  }

  it('t() returns the Italian text for a key English lacks', () => {
    const i18n = createTestI18n('en', resourcesWithoutEnglishEyebrow());
    expect(i18n.t('hero.eyebrow')).toBe(word('it', 'hero.eyebrow'));
    // Keys English has are still English.
    expect(i18n.t('hero.primaryCta')).toBe(word('en', 'hero.primaryCta'));
  });

  it('t() returns the key itself when no language has it', () => {
    expect(createTestI18n('fr').t('hero.nothingHere')).toBe('hero.nothingHere');
  });

  it('the English hero shows the Italian eyebrow and English everywhere else', () => {
    const i18n = createTestI18n('en', resourcesWithoutEnglishEyebrow());
    const context = {
      language: 'en',
      languages: [...LANGUAGE_CODES],
      defaultLanguage: 'it',
      routed: true,
      originalPath: '/',
      path: '/en/',
      siteUrl: 'https://www.example.com',
      generateDefaultLanguagePage: false,
    };
    render(
      <ThemeProvider theme={theme}>
        <I18nextProvider i18n={i18n}>
          <I18nextContext.Provider value={context}>
            <Hero data={HERO_DATA} />
          </I18nextContext.Provider>
        </I18nextProvider>
      </ThemeProvider>,
    );
    expect(screen.getByText(word('it', 'hero.eyebrow'))).toBeInTheDocument();
    expect(screen.queryByText(word('en', 'hero.eyebrow'))).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: word('en', 'hero.primaryCta') })).toBeInTheDocument();
  });
});
