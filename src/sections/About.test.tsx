import { screen, within } from '@testing-library/react';
import { About } from './About';
import { contentList, entryWord, sectionData } from '../test-utils/content';
import { sectionOf } from '../lib/page-shape';
import { word } from '../test-utils/locales';
import { renderWithProviders } from '../test-utils/render';
import { formatStat } from '../lib/format';
import { LANGUAGE_CODES } from '../lib/languages';

const { id } = sectionOf('About');
const VALUES = contentList('values.yaml');
const BADGES = contentList('about-badges.yaml');

describe.each(LANGUAGE_CODES)('About in %s', (language) => {
  beforeEach(() => {
    renderWithProviders(<About data={sectionData(language)} id={id} />, { language });
  });

  const region = () => screen.getByRole('region', { name: word(language, 'about.title') });

  it('is the section page-shape.json names, titled and introduced in the language', () => {
    expect(region()).toHaveAttribute('id', id);
    expect(within(region()).getByText(word(language, 'about.eyebrow'))).toBeInTheDocument();
    expect(within(region()).getByText(word(language, 'about.intro'))).toBeInTheDocument();
  });

  it('shows a card for every value of content, in order, each with its title and description', () => {
    const titles = within(region())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      ...VALUES.map((value) => entryWord(language, value.title)),
      word(language, 'about.team.title'),
    ]);
    for (const value of VALUES) {
      expect(screen.getByText(entryWord(language, value.description))).toBeInTheDocument();
    }
  });

  it('shows the team card with its picture and every badge of content, written for the language', () => {
    expect(screen.getByText(word(language, 'about.team.description'))).toBeInTheDocument();
    const picture = screen.getByAltText(word(language, 'about.team.alt'));
    expect(picture.parentElement?.querySelector('source[type="image/avif"]')).not.toBeNull();
    const badgeLabels = BADGES.map((badge) => entryWord(language, badge.label));
    const badgeList = screen
      .getAllByRole('list')
      .find((list) => within(list).queryByText(badgeLabels[0] ?? ''));
    if (!badgeList) throw new Error('no badge list');
    const badges = within(badgeList).getAllByRole('listitem');
    expect(
      badges.map((badge) => Array.from(badge.children).map((element) => element.textContent)),
    ).toEqual(BADGES.map((badge, index) => [formatStat(badge, language), badgeLabels[index]]));
  });
});
