import { screen, within } from '@testing-library/react';
import { Hero } from './Hero';
import { contentList, contentObject, entryWord, sectionData } from '../test-utils/content';
import { SECTIONS, sectionOf } from '../lib/page-shape';
import { word } from '../test-utils/locales';
import { renderWithProviders } from '../test-utils/render';
import { formatStat } from '../lib/format';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../lib/languages';

const { id } = sectionOf('Hero');
const STATS = contentList('hero-stats.yaml');
const { heroSecondaryTarget } = contentObject('site.yaml');

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

  it('links its two calls to action to #contact and to the section site.yaml names', () => {
    expect(screen.getByRole('link', { name: word(language, 'hero.primaryCta') })).toHaveAttribute(
      'href',
      '#contact',
    );
    expect(screen.getByRole('link', { name: word(language, 'hero.secondaryCta') })).toHaveAttribute(
      'href',
      `#${heroSecondaryTarget}`,
    );
  });

  it('lists every stat of content, in order, written for the language, with its words', () => {
    const list = screen.getByRole('list', { name: word(language, 'hero.statsLabel') });
    const items = within(list).getAllByRole('listitem');
    expect(
      items.map((item) => Array.from(item.children).map((element) => element.textContent)),
    ).toEqual(STATS.map((stat) => [formatStat(stat, language), entryWord(language, stat.label)]));
  });
});

it('points its second button at whichever section site.yaml names', () => {
  const data = sectionData(DEFAULT_LANGUAGE);
  const other = SECTIONS.find(
    (section) => section.component !== 'Hero' && section.id !== heroSecondaryTarget,
  );
  if (!data.siteYaml || !other) throw new Error('no site.yaml, or no other section to point at');
  renderWithProviders(
    <Hero
      data={{ ...data, siteYaml: { ...data.siteYaml, heroSecondaryTarget: other.id } }}
      id={id}
    />,
  );
  expect(
    screen.getByRole('link', { name: word(DEFAULT_LANGUAGE, 'hero.secondaryCta') }),
  ).toHaveAttribute('href', `#${other.id}`);
});
