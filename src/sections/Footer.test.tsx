import { screen, within } from '@testing-library/react';
import { Footer } from './Footer';
import { createTestI18n, renderWithProviders } from '../test-utils/render';
import { LANGUAGE_CODES } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';

const FOOTER_DATA: Pick<Queries.LayoutDataFragment, 'siteYaml' | 'allFooterLinksYaml'> = {
  siteYaml: { name: 'Nodo Studio', copyrightYear: 2025 },
  allFooterLinksYaml: {
    nodes: [
      { key: 'privacy', href: '#' },
      { key: 'terms', href: '#' },
      { key: 'cookies', href: '#' },
    ],
  },
};

const LANGUAGES = [
  { code: 'it', name: 'Italiano', flag: 'it' },
  { code: 'en', name: 'English', flag: 'gb' },
  { code: 'fr', name: 'Français', flag: 'fr' },
];

function renderFooter(
  language: LanguageCode = 'it',
  data: Pick<Queries.LayoutDataFragment, 'siteYaml' | 'allFooterLinksYaml'> = FOOTER_DATA,
) {
  return renderWithProviders(<Footer data={data} languages={LANGUAGES} languageTargetPath="/" />, {
    language,
  });
}

/** The exact text of a key in one language's common.json, with no fallback. */
function word(language: LanguageCode, key: string): string {
  const text: unknown = createTestI18n(language).getResource(language, 'common', key);
  if (typeof text !== 'string') throw new Error(`common.json (${language}) has no text at ${key}`);
  return text;
}

const COPYRIGHT: Record<LanguageCode, string> = {
  it: '© 2025 Nodo Studio. Tutti i diritti riservati.',
  en: '© 2025 Nodo Studio. All rights reserved.',
  fr: '© 2025 Nodo Studio. Tous droits réservés.',
};

describe.each(LANGUAGE_CODES)('Footer in %s', (language) => {
  beforeEach(() => {
    renderFooter(language);
  });

  it('is the page’s contentinfo landmark with the tagline', () => {
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(word(language, 'footer.tagline'))).toBeInTheDocument();
  });

  it('fills the copyright line with the year and the studio name', () => {
    expect(screen.getByText(COPYRIGHT[language])).toBeInTheDocument();
  });

  it('lists the three placeholder links, all pointing to "#"', () => {
    const nav = screen.getByRole('navigation', { name: word(language, 'footer.linksLabel') });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [word(language, 'footer.links.privacy'), '#'],
      [word(language, 'footer.links.terms'), '#'],
      [word(language, 'footer.links.cookies'), '#'],
    ]);
  });

  it('links every language by its own name, marking the current one', () => {
    const nav = screen.getByRole('navigation', { name: word(language, 'footer.languagesLabel') });
    const links = within(nav).getAllByRole('link');
    expect(
      links.map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.getAttribute('hreflang'),
      ]),
    ).toEqual([
      ['Italiano', '/', 'it'],
      ['English', '/en/', 'en'],
      ['Français', '/fr/', 'fr'],
    ]);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'true');
    expect(current.map((link) => link.getAttribute('hreflang'))).toEqual([language]);
  });

  it('links the logo to the top of the page', () => {
    expect(screen.getByRole('link', { name: 'Nodo Studio' })).toHaveAttribute('href', '#top');
  });
});

describe('Footer words the spec names', () => {
  it('reads Privacy Policy, Termini di Servizio and Cookie Policy in Italian', () => {
    renderFooter('it');
    for (const name of ['Privacy Policy', 'Termini di Servizio', 'Cookie Policy']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '#');
    }
  });

  it('uses the year from content, not the clock', () => {
    renderFooter('it', { ...FOOTER_DATA, siteYaml: { name: 'Nodo Studio', copyrightYear: 2031 } });
    expect(screen.getByText(/^© 2031 Nodo Studio\./)).toBeInTheDocument();
  });
});
