import { act, screen, within } from '@testing-library/react';
import { Layout } from './Layout';
import { renderWithProviders } from '../test-utils/render';

const LAYOUT_DATA: Queries.LayoutDataFragment = {
  siteYaml: { name: 'Nodo Studio', copyrightYear: 2025 },
  allLanguagesYaml: {
    nodes: [
      { key: 'it', name: 'Italiano', flag: 'it' },
      { key: 'en', name: 'English', flag: 'gb' },
      { key: 'fr', name: 'Français', flag: 'fr' },
    ],
  },
  allNavigationYaml: {
    nodes: [
      { key: 'about', target: 'about' },
      { key: 'services', target: 'services' },
      { key: 'contact', target: 'contact' },
    ],
  },
  allFooterLinksYaml: {
    nodes: [
      { key: 'privacy', href: '#' },
      { key: 'terms', href: '#' },
      { key: 'cookies', href: '#' },
    ],
  },
};

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
        data={LAYOUT_DATA}
        locationState={locationState}
        languageTargetPath="/"
        withSectionLinks={withSectionLinks}
      >
        <section id="about" aria-label="about" />
        <section id="services" aria-label="services" />
      </Layout>,
      { language: 'en' },
    );
  });
}

describe('Layout', () => {
  it('frames the page: skip link to main, banner, main with the children, contentinfo', async () => {
    await renderLayout(null);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(within(main).getByRole('region', { name: 'services' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Nodo Studio.');
  });

  it('starts at the top with no hash and no scroll restoration', async () => {
    window.history.replaceState(null, '', '/en/?ref=mail#contact');
    await renderLayout(null);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(window.history.scrollRestoration).toBe('manual');
    expect(window.location.hash).toBe('');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/en/?ref=mail');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('returns to the section a language switch carried over, instead of the top', async () => {
    await renderLayout({ restoreSection: 'services' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'services' }));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('links the navigation to the sections and offers the call to action', async () => {
    await renderLayout(null);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '#about');
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '#contact',
    );
  });

  it('on a page without sections, drops the section links and links the logo home', async () => {
    await renderLayout(null, false);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Nodo Studio' }),
    ).toHaveAttribute('href', '/en/');
  });
});
