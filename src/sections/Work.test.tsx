import { screen, within } from '@testing-library/react';
import { Work } from './Work';
import { contentList, entryWord, sectionData } from '../test-utils/content';
import { sectionOf } from '../lib/page-shape';
import { word } from '../test-utils/locales';
import { renderWithProviders } from '../test-utils/render';
import { LANGUAGE_CODES, localizedPath } from '../lib/languages';
import { caseStudyPath, WORK_INDEX_PATH } from '../lib/work-paths';

const { id } = sectionOf('Work');
const PROJECTS = contentList('projects.yaml');
const FEATURED = PROJECTS.filter((project) => project.featured);

describe.each(LANGUAGE_CODES)('Work in %s', (language) => {
  beforeEach(() => {
    renderWithProviders(<Work data={sectionData(language)} id={id} />, { language });
  });
  const text = (key: string) => word(language, `work.${key}`);

  it('shows a card per featured project, in order, its title linking to its page in the language', () => {
    const region = screen.getByRole('region', { name: text('title') });
    expect(region).toHaveAttribute('id', id);
    const cards = within(region).getAllByRole('article');
    expect(cards).toHaveLength(FEATURED.length);
    FEATURED.forEach((project, index) => {
      const card = within(cards[index]!);
      const link = card.getByRole('link', { name: entryWord(language, project.title) });
      expect(link).toHaveAttribute('href', localizedPath(language, caseStudyPath(project.key)));
      expect(card.getByText(entryWord(language, project.client))).toBeInTheDocument();
      expect(card.getByText(entryWord(language, project.outcome))).toBeInTheDocument();
      expect(card.queryByText(text('sample')) !== null).toBe(project.sample === true);
    });
    expect(screen.getByRole('link', { name: text('allProjects') })).toHaveAttribute(
      'href',
      localizedPath(language, WORK_INDEX_PATH),
    );
  });

  it("shows the featured clients' words they consented to, as a blockquote with its cite and role", () => {
    const quotes = PROJECTS.flatMap((project) => (project.quote ? [project.quote] : []));
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) {
      const words = screen.queryByText(entryWord(language, quote.text));
      expect(words !== null).toBe(quote.featured && quote.consent);
      if (!words) continue;
      expect(words.tagName).toBe('BLOCKQUOTE');
      const figure = words.closest('figure')!;
      expect(within(figure).getByText(quote.person).tagName).toBe('CITE');
      expect(figure).toHaveTextContent(
        `${quote.person}, ${entryWord(language, quote.role)}, ${quote.company}`,
      );
    }
  });

  it('shows each picture in AVIF and WebP, its size reserved, lazily, described in the language', () => {
    for (const project of FEATURED) {
      const image = screen.getByAltText(entryWord(language, project.alt));
      const data = project.picture.childImageSharp!.gatsbyImageData;
      // Plain HTML the browser loads when near: no script hands it the addresses.
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('src', data.images.fallback?.src);
      const sources = [...image.parentElement!.querySelectorAll('source')];
      expect(sources.map((source) => [source.type, source.srcset, source.sizes])).toEqual(
        (data.images.sources ?? []).map((source) => [source.type, source.srcSet, source.sizes]),
      );
      expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
      // The box keeps the picture's aspect ratio before it loads (no layout shift), in its
      // dominant colour.
      expect(image.style.aspectRatio).toBe(`${data.width} / ${data.height}`);
      expect(image.style.backgroundColor).not.toBe('');
    }
  });
});
