import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { NavBar } from './NavBar';
import type { NavItem } from './NavBar';
import type { LanguageOption } from './LanguageSwitcher';
import { createTestI18n, renderWithProviders, serverRenderer } from '../test-utils/render';
import { LANGUAGE_CODES } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { theme } from '../theme/theme';

const ITEMS: readonly NavItem[] = [
  { key: 'about', target: 'about' },
  { key: 'services', target: 'services' },
  { key: 'contact', target: 'contact' },
];

const LANGUAGES: readonly LanguageOption[] = [
  { code: 'it', name: 'Italiano', flag: 'it' },
  { code: 'en', name: 'English', flag: 'gb' },
  { code: 'fr', name: 'Français', flag: 'fr' },
];

/** The exact text of a key in one language's common.json, with no fallback. */
function word(language: LanguageCode, key: string): string {
  const text: unknown = createTestI18n(language).getResource(language, 'common', key);
  if (typeof text !== 'string') throw new Error(`common.json (${language}) has no text at ${key}`);
  return text;
}

function renderNavBar(
  language: LanguageCode = 'it',
  props: Partial<Parameters<typeof NavBar>[0]> = {},
) {
  return renderWithProviders(
    <NavBar
      siteName="Nodo Studio"
      items={ITEMS}
      languages={LANGUAGES}
      languageTargetPath="/"
      {...props}
    />,
    { language },
  );
}

function setScrollY(value: number): void {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
}

beforeEach(() => {
  setScrollY(0);
  window.scrollTo = jest.fn();
});

describe('NavBar links', () => {
  it('uses words that differ per language (the table below is meaningful)', () => {
    const about = LANGUAGE_CODES.map((language) => word(language, 'nav.links.about'));
    expect(new Set(about).size).toBe(3);
    expect(about[0]).toBe('Chi siamo');
    expect(about[1]).toBe('About Us');
  });

  it.each(LANGUAGE_CODES)('links to the three sections in %s', (language) => {
    renderNavBar(language);
    const nav = screen.getByRole('navigation', { name: word(language, 'nav.label') });
    const list = within(nav).getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [word(language, 'nav.links.about'), '#about'],
      [word(language, 'nav.links.services'), '#services'],
      [word(language, 'nav.links.contact'), '#contact'],
    ]);
  });

  it.each(LANGUAGE_CODES)('has a call to action to #contact in %s', (language) => {
    renderNavBar(language);
    const nav = screen.getByRole('navigation', { name: word(language, 'nav.label') });
    const cta = within(nav).getByRole('link', { name: word(language, 'nav.cta') });
    expect(cta).toHaveAttribute('href', '#contact');
  });

  it('reads "Get Started" in English, as the spec words it', () => {
    renderNavBar('en');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '#contact');
  });

  it('scrolls to the top when the logo is clicked', async () => {
    const user = userEvent.setup();
    renderNavBar('en');
    const logo = screen.getByRole('link', { name: word('en', 'nav.home') });
    expect(logo).toHaveAttribute('href', '#top');
    await user.click(logo);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('on a page without sections, links the logo home and shows no menu', () => {
    renderNavBar('fr', { items: [], withCallToAction: false, homeHref: '/fr/' });
    expect(screen.getByRole('link', { name: /Nodo Studio/ })).toHaveAttribute('href', '/fr/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: word('fr', 'nav.openMenu') }),
    ).not.toBeInTheDocument();
  });
});

describe('NavBar mobile menu', () => {
  it('toggles aria-expanded and its label', async () => {
    const user = userEvent.setup();
    renderNavBar('it');
    const toggle = screen.getByRole('button', { name: 'Apri il menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    const nav = screen.getByRole('navigation', { name: word('it', 'nav.label') });
    expect(nav).toHaveAttribute('id', 'site-menu');
    expect(nav).not.toHaveAttribute('data-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Chiudi il menu');
    expect(nav).toHaveAttribute('data-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveAttribute('data-open');
  });

  it.each(['about', 'services', 'contact'])('closes when the %s link is clicked', async (key) => {
    const user = userEvent.setup();
    renderNavBar('en');
    const toggle = screen.getByRole('button', { name: word('en', 'nav.openMenu') });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: word('en', `nav.links.${key}`) }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the call to action is clicked', async () => {
    const user = userEvent.setup();
    renderNavBar('en');
    const toggle = screen.getByRole('button', { name: word('en', 'nav.openMenu') });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: word('en', 'nav.cta') }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderNavBar('fr');
    const toggle = screen.getByRole('button', { name: word('fr', 'nav.openMenu') });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores other keys', async () => {
    const user = userEvent.setup();
    renderNavBar('it');
    const toggle = screen.getByRole('button', { name: 'Apri il menu' });
    await user.click(toggle);
    fireEvent.keyDown(document, { key: 'a' });
    fireEvent.keyDown(document, { key: 'Tab' });
    fireEvent.keyDown(document, { key: 'Esc' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('NavBar appearance', () => {
  it('turns glass only once the page has scrolled more than 20 px', () => {
    renderNavBar();
    const header = screen.getByRole('banner');
    expect(header).not.toHaveAttribute('data-scrolled');

    act(() => {
      setScrollY(20);
      fireEvent.scroll(window);
    });
    expect(header).not.toHaveAttribute('data-scrolled');

    act(() => {
      setScrollY(21);
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled');

    act(() => {
      setScrollY(0);
      fireEvent.scroll(window);
    });
    expect(header).not.toHaveAttribute('data-scrolled');
  });

  it('is glass at once when the page loads already scrolled', () => {
    setScrollY(400);
    renderNavBar();
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled');
  });

  it('is marked loaded after mount, and not in the static HTML', () => {
    const { renderToStaticMarkup } = serverRenderer();
    const i18n = createTestI18n('it');
    const html = renderToStaticMarkup(
      <ThemeProvider theme={theme}>
        <I18nextProvider i18n={i18n}>
          <NavBar
            siteName="Nodo Studio"
            items={ITEMS}
            languages={LANGUAGES}
            languageTargetPath="/"
          />
        </I18nextProvider>
      </ThemeProvider>,
    );
    const staticHeader = new DOMParser().parseFromString(html, 'text/html').querySelector('header');
    expect(staticHeader).not.toBeNull();
    expect(staticHeader?.hasAttribute('data-loaded')).toBe(false);
    expect(staticHeader?.hasAttribute('data-scrolled')).toBe(false);

    renderNavBar();
    expect(screen.getByRole('banner')).toHaveAttribute('data-loaded');
  });
});
