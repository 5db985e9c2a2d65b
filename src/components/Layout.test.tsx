import { act, screen, within } from '@testing-library/react';
import { Layout } from './Layout';
import { contentObject, NAV_TARGETS, sectionData } from '../test-utils/content';
import { filledWord, word } from '../test-utils/locales';
import { renderWithProviders } from '../test-utils/render';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../lib/languages';

const SITE = contentObject('site.yaml');
/** A translation: the frame is checked in a language other than the default. */
const LANGUAGE = LANGUAGE_CODES.find((code) => code !== DEFAULT_LANGUAGE) ?? DEFAULT_LANGUAGE;

const scrollIntoView = jest.fn();

beforeEach(() => {
  window.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
  window.history.scrollRestoration = 'auto';
  window.history.replaceState(null, '', '/');
});

/** Renders the frame, and lets the footer's code (fetched at once without IntersectionObserver) arrive. */
async function renderLayout(locationState: unknown, withSectionLinks = true) {
  await act(async () => {
    renderWithProviders(
      <Layout
        data={sectionData(LANGUAGE)}
        locationState={locationState}
        languageTargetPath="/"
        sectionLinks={withSectionLinks ? NAV_TARGETS : undefined}
      >
        <section id="about" aria-label="about" />
        <section id="services" aria-label="services" />
      </Layout>,
      { language: LANGUAGE },
    );
  });
}

describe('Layout', () => {
  it('frames the page: skip link to main, banner, main with the children, contentinfo', async () => {
    await renderLayout(null);
    expect(screen.getByRole('link', { name: word(LANGUAGE, 'skipLink') })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(within(main).getByRole('region', { name: 'services' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      filledWord(LANGUAGE, 'footer.copyright', { year: SITE.copyrightYear, name: SITE.name }),
    );
  });

  it('starts at the top with no hash', async () => {
    window.history.replaceState(null, '', '/en/?ref=mail#contact');
    await renderLayout(null);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(window.location.hash).toBe('');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('returns to the section a language switch carried over, instead of the top', async () => {
    await renderLayout({ restoreSection: 'services' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'services' }));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('links the bar to the sections page-shape.json puts in it', async () => {
    await renderLayout(null);
    const nav = screen.getByRole('navigation', { name: word(LANGUAGE, 'nav.label') });
    expect(
      within(within(nav).getByRole('list'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(NAV_TARGETS.map((id) => `#${id}`));
  });

  it('on a page without sections, drops the section links and links the logo home', async () => {
    await renderLayout(null, false);
    expect(
      screen.queryByRole('navigation', { name: word(LANGUAGE, 'nav.label') }),
    ).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: SITE.name }),
    ).toHaveAttribute('href', LANGUAGE === DEFAULT_LANGUAGE ? '/' : `/${LANGUAGE}/`);
  });
});
