import { screen, within } from '@testing-library/react';
import { Footer } from './Footer';
import { contentList, contentObject, sectionData } from '../test-utils/content';
import { filledWord, word } from '../test-utils/locales';
import { renderWithProviders } from '../test-utils/render';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localizedHref, localizedPath } from '../lib/languages';
import { LANGUAGES } from '../lib/page-shape';

const SITE = contentObject('site.yaml');
const LINKS = contentList('footer-links.yaml');

it.each(LANGUAGE_CODES)(
  'in %s: tagline, copyright from content, legal links and every language',
  (language) => {
    renderWithProviders(<Footer data={sectionData(language)} languageTargetPath="/" />, {
      language,
    });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(word(language, 'footer.tagline'));
    expect(footer).toHaveTextContent(
      filledWord(language, 'footer.copyright', { year: SITE.copyrightYear, name: SITE.name }),
    );
    expect(screen.getByRole('link', { name: SITE.name })).toHaveAttribute('href', '#top');
    const links = (label: string) =>
      within(screen.getByRole('navigation', { name: word(language, label) }))
        .getAllByRole('link')
        .map((link) => [
          link.textContent,
          link.getAttribute('href'),
          link.getAttribute('aria-current'),
        ]);
    expect(links('footer.linksLabel')).toEqual(
      LINKS.map((link) => [
        word(language, `footer.links.${link.key}`),
        localizedHref(language, link.href),
        null,
      ]),
    );
    expect(links('footer.languagesLabel')).toEqual(
      LANGUAGES.map(({ code, name }) => [
        name,
        localizedPath(code, '/'),
        code === language ? 'true' : null,
      ]),
    );
  },
);

it('marks the link to the page on screen as the current page', () => {
  const [first] = LINKS;
  if (!first) throw new Error('no footer link in content');
  renderWithProviders(<Footer data={sectionData()} languageTargetPath={first.href} />);
  expect(
    screen.getByRole('link', { name: word(DEFAULT_LANGUAGE, `footer.links.${first.key}`) }),
  ).toHaveAttribute('aria-current', 'page');
});
