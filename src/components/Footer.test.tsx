import { screen, within } from '@testing-library/react';
import { Footer } from './Footer';
import { contentList, contentObject, sectionData } from '../test-utils/content';
import { filledWord, word } from '../test-utils/locales';
import { renderWithProviders } from '../test-utils/render';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localizedHref } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { LANGUAGES } from '../lib/page-shape';

type FooterData = Pick<Queries.LayoutDataFragment, 'siteYaml' | 'allFooterLinksYaml'>;

const SITE = contentObject('site.yaml');
const LINKS = contentList('footer-links.yaml');

function renderFooter(language: LanguageCode = DEFAULT_LANGUAGE, data: FooterData = sectionData()) {
  return renderWithProviders(<Footer data={data} languages={LANGUAGES} languageTargetPath="/" />, {
    language,
  });
}

/** A language's home page: the default language at the root, every other under its code. */
const home = (code: string) => (code === DEFAULT_LANGUAGE ? '/' : `/${code}/`);

describe.each(LANGUAGE_CODES)('Footer in %s', (language) => {
  beforeEach(() => {
    renderFooter(language, sectionData(language));
  });

  it('is the page’s contentinfo landmark with the tagline', () => {
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(word(language, 'footer.tagline'))).toBeInTheDocument();
  });

  it('fills the copyright line with the year and the studio name of content', () => {
    const line = filledWord(language, 'footer.copyright', {
      year: SITE.copyrightYear,
      name: SITE.name,
    });
    expect(line).toContain(String(SITE.copyrightYear));
    expect(line).toContain(SITE.name);
    expect(screen.getByText(line)).toBeInTheDocument();
  });

  it('lists every link of content, in order, with its words, leading to pages in its language', () => {
    const nav = screen.getByRole('navigation', { name: word(language, 'footer.linksLabel') });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      LINKS.map((link) => [
        word(language, `footer.links.${link.key}`),
        localizedHref(language, link.href),
      ]),
    );
    // The legal pages are pages of the site, in this language (content/legal).
    for (const link of links)
      expect(link.getAttribute('href')).toMatch(new RegExp(`^${home(language)}`));
  });

  it('links every language of page-shape.json by its own name, marking the current one', () => {
    const nav = screen.getByRole('navigation', { name: word(language, 'footer.languagesLabel') });
    const links = within(nav).getAllByRole('link');
    expect(
      links.map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.getAttribute('hreflang'),
      ]),
    ).toEqual(LANGUAGES.map(({ code, name }) => [name, home(code), code]));
    const current = links.filter((link) => link.getAttribute('aria-current') === 'true');
    expect(current.map((link) => link.getAttribute('hreflang'))).toEqual([language]);
  });

  it('links the logo to the top of the page', () => {
    expect(screen.getByRole('link', { name: SITE.name })).toHaveAttribute('href', '#top');
  });
});

describe('Footer data', () => {
  it('uses the year and the name it is given, not the clock', () => {
    const data = sectionData();
    renderFooter(DEFAULT_LANGUAGE, {
      ...data,
      siteYaml: { name: 'Studio Test', copyrightYear: 2031 },
    });
    expect(
      screen.getByText(
        filledWord(DEFAULT_LANGUAGE, 'footer.copyright', { year: 2031, name: 'Studio Test' }),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Studio Test' })).toHaveAttribute('href', '#top');
  });

  it('links each entry where content says', () => {
    const data = sectionData();
    const nodes = data.allFooterLinksYaml.nodes.map((link, index) => ({
      ...link,
      href: `/legal-${index}/`,
    }));
    renderFooter(DEFAULT_LANGUAGE, { ...data, allFooterLinksYaml: { nodes } });
    for (const link of nodes) {
      expect(
        screen.getByRole('link', { name: word(DEFAULT_LANGUAGE, `footer.links.${link.key}`) }),
      ).toHaveAttribute('href', link.href);
    }
  });

  it('marks the link to the page on screen as the current page', () => {
    const [first] = LINKS;
    if (!first) throw new Error('no footer link in content');
    renderWithProviders(
      <Footer data={sectionData()} languages={LANGUAGES} languageTargetPath={first.href} />,
    );
    const current = screen.getByRole('link', {
      name: word(DEFAULT_LANGUAGE, `footer.links.${first.key}`),
    });
    expect(current).toHaveAttribute('aria-current', 'page');
  });
});
