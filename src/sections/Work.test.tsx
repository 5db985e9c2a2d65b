import { screen, within } from '@testing-library/react';
import { Work } from './Work';
import { contentList, sectionData } from '../test-utils/content';
import { sectionOf } from '../lib/page-shape';
import { word } from '../test-utils/locales';
import { renderWithProviders } from '../test-utils/render';
import { LANGUAGE_CODES } from '../lib/languages';

const { id } = sectionOf('Work');
const PROJECTS = contentList('projects.yaml');

describe.each(LANGUAGE_CODES)('Work in %s', (language) => {
  beforeEach(() => {
    renderWithProviders(<Work data={sectionData(language)} id={id} />, { language });
  });
  const text = (key: string) => word(language, `work.${key}`);

  it('shows a card per project of content, in order, each with its words in the language', () => {
    const region = screen.getByRole('region', { name: text('title') });
    expect(region).toHaveAttribute('id', id);
    const cards = within(region).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      PROJECTS.map((project) => text(`projects.${project.key}.client`)),
    );
    PROJECTS.forEach((project, index) => {
      const card = within(cards[index]!);
      const facts = card.getAllByRole('definition').map((fact) => fact.textContent);
      expect(facts).toEqual([
        ...['challenge', 'built', 'outcome'].map((key) => text(`projects.${project.key}.${key}`)),
        project.stack,
      ]);
      expect(card.queryByText(text('sample')) !== null).toBe(project.sample === true);
    });
  });

  it('shows each picture in AVIF and WebP, its size reserved, lazily, described in the language', () => {
    for (const project of PROJECTS) {
      const image = screen.getByAltText(text(`projects.${project.key}.alt`));
      const data = project.picture.childImageSharp!.gatsbyImageData;
      const sizes = data.images.sources ?? [];
      expect(image).toHaveAttribute('loading', 'lazy');
      // gatsby-plugin-image writes the addresses in data- attributes until its script (or, without
      // JavaScript, its <noscript> copy) hands them to the browser: nothing loads before it is needed.
      const sources = [...image.parentElement!.querySelectorAll('source')];
      expect(sizes.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
      expect(
        sources.map((source) => [source.type, source.dataset['srcset'], source.sizes]),
      ).toEqual(sizes.map((source) => [source.type, source.srcSet, data.images.fallback?.sizes]));
      // The box keeps the picture's aspect ratio before it loads (no layout shift), in its
      // dominant colour's placeholder.
      const wrapper = image.closest<HTMLElement>('[data-gatsby-image-wrapper]')!;
      const ratio = `${(data.height / data.width) * 100}%`;
      expect(
        [...wrapper.children].some(
          (child) => child instanceof HTMLElement && child.style.paddingTop === ratio,
        ),
      ).toBe(true);
      expect(wrapper.querySelector('[data-placeholder-image]')).not.toBeNull();
    }
  });
});
