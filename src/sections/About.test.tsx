import { screen, within } from '@testing-library/react';
import { About } from './About';
import { createTestI18n, displayedFigures, renderWithProviders } from '../test-utils/render';
import { LANGUAGE_CODES } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';

const BADGE_FIGURES = [
  { key: 'projects', value: 5, unit: 'plus', signed: null },
  { key: 'clients', value: 100, unit: 'percent', signed: null },
];

/** The section's data as the page query gives it: figures written at build time (gatsby/resolvers). */
const aboutData = (language: LanguageCode): Queries.AboutSectionFragment => ({
  siteYaml: { teamIcon: 'users' },
  allValuesYaml: {
    nodes: [
      { key: 'tailored', icon: 'puzzle' },
      { key: 'data', icon: 'bar-chart' },
      { key: 'quality', icon: 'shield-check' },
      { key: 'growth', icon: 'trending-up' },
    ],
  },
  allAboutBadgesYaml: {
    nodes: displayedFigures(BADGE_FIGURES, language),
  },
});
const ABOUT_DATA = aboutData('it');

/** The exact text of a key in one language's home.json, with no fallback. */
function word(language: LanguageCode, key: string): string {
  const text: unknown = createTestI18n(language).getResource(language, 'home', key);
  if (typeof text !== 'string') throw new Error(`home.json (${language}) has no text at ${key}`);
  return text;
}

const BADGES: Record<LanguageCode, readonly RegExp[]> = {
  it: [/^5\+$/, /^100%$/],
  en: [/^5\+$/, /^100%$/],
  fr: [/^5\+$/, /^100[\u00a0\u202f]%$/],
};

describe.each(LANGUAGE_CODES)('About in %s', (language) => {
  beforeEach(() => {
    renderWithProviders(<About data={aboutData(language)} />, { language });
  });

  const region = () => screen.getByRole('region', { name: word(language, 'about.title') });

  it('is the #about section, titled and introduced in the language', () => {
    expect(region()).toHaveAttribute('id', 'about');
    expect(within(region()).getByText(word(language, 'about.eyebrow'))).toBeInTheDocument();
    expect(within(region()).getByText(word(language, 'about.intro'))).toBeInTheDocument();
  });

  it('shows the four value cards in content order, each with its title and description', () => {
    const titles = within(region())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      ...ABOUT_DATA.allValuesYaml.nodes.map((value) =>
        word(language, `about.values.${value.key}.title`),
      ),
      word(language, 'about.team.title'),
    ]);
    for (const value of ABOUT_DATA.allValuesYaml.nodes) {
      expect(
        screen.getByText(word(language, `about.values.${value.key}.description`)),
      ).toBeInTheDocument();
    }
  });

  it('shows the team card with its two badges, formatted for the language', () => {
    expect(screen.getByText(word(language, 'about.team.description'))).toBeInTheDocument();
    const badgeLabels = ABOUT_DATA.allAboutBadgesYaml.nodes.map((badge) =>
      word(language, `about.badges.${badge.key}`),
    );
    const badgeList = screen
      .getAllByRole('list')
      .find((list) => within(list).queryByText(badgeLabels[0] ?? ''));
    if (!badgeList) throw new Error('no badge list');
    const badges = within(badgeList).getAllByRole('listitem');
    expect(badges).toHaveLength(2);
    badges.forEach((badge, index) => {
      const [value, label] = Array.from(badge.children).map((el) => el.textContent);
      expect(value).toMatch(BADGES[language][index] ?? /^$/);
      expect(label).toBe(badgeLabels[index]);
    });
  });
});
