import { screen, within } from '@testing-library/react';
import { Footer } from './Footer';
import {
  companyData,
  contentList,
  contentObject,
  entryWord,
  sectionData,
} from '../test-utils/content';
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
        entryWord(language, link.label),
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

it.each(LANGUAGE_CODES)(
  "in %s: the company's legal identity, labelled in the page's language, from content",
  (language) => {
    const company = companyData(language);
    renderWithProviders(<Footer data={sectionData(language)} languageTargetPath="/" />, {
      language,
    });
    const footer = screen.getByRole('contentinfo');
    const rea = `${company.reaOffice ?? ''}-${company.reaNumber ?? ''}`;
    const required = [
      company.legalName,
      filledWord(language, 'company.office', { address: company.officeDisplay }),
      filledWord(language, 'company.vatNumber', { vatNumber: company.vatNumber }),
      filledWord(language, 'company.rea', { rea }),
      filledWord(language, 'company.shareCapital', { shareCapital: company.shareCapitalDisplay }),
    ];
    // The sample is an S.r.l. with a sole shareholder: every part of the line is on show.
    expect(company.shareCapitalDisplay).not.toBe('');
    expect(company.soleShareholder).toBe(true);
    for (const part of [...required, word(language, 'company.soleShareholder')])
      expect(footer).toHaveTextContent(part.replace(/\s+/g, ' ')); // as jest-dom reads no-break spaces
  },
);

it("leaves out what a sole trader's identity does not have", () => {
  const data = sectionData();
  const { vatNumber } = companyData();
  const soleTrader = {
    ...companyData(),
    taxCode: 'RSSMRA80A01F205X',
    reaOffice: null,
    reaNumber: null,
    shareCapitalDisplay: '',
    soleShareholder: null,
  };
  renderWithProviders(
    <Footer data={{ ...data, companyYaml: soleTrader }} languageTargetPath="/" />,
  );
  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent(
    filledWord(DEFAULT_LANGUAGE, 'company.vatNumber', { vatNumber }),
  );
  expect(footer).toHaveTextContent(
    filledWord(DEFAULT_LANGUAGE, 'company.taxCode', { taxCode: 'RSSMRA80A01F205X' }),
  );
  expect(footer).not.toHaveTextContent(word(DEFAULT_LANGUAGE, 'company.soleShareholder'));
  const capitalLabel = word(DEFAULT_LANGUAGE, 'company.shareCapital').split('{{')[0] ?? '';
  expect(footer).not.toHaveTextContent(capitalLabel.trim());
});

it('marks the link to the page on screen as the current page', () => {
  const [first] = LINKS;
  if (!first) throw new Error('no footer link in content');
  renderWithProviders(<Footer data={sectionData()} languageTargetPath={first.href} />);
  expect(
    screen.getByRole('link', { name: entryWord(DEFAULT_LANGUAGE, first.label) }),
  ).toHaveAttribute('aria-current', 'page');
});
