import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { NavBar } from './NavBar';
import { contentObject, NAV_TARGETS } from '../test-utils/content';
import { createTestI18n, word } from '../test-utils/locales';
import { TestProviders, renderWithProviders, serverRenderer } from '../test-utils/render';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localizedPath } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { LANGUAGES } from '../lib/page-shape';
import { theme } from '../theme/theme';

const SITE_NAME = contentObject('site.yaml').name;
const PROPS = { siteName: SITE_NAME };

function renderNavBar(language: LanguageCode = DEFAULT_LANGUAGE, props = {}) {
  renderWithProviders(<NavBar {...PROPS} languageTargetPath="/" {...props} />, { language });
  const menuToggle = () => screen.getByRole('button', { name: word(language, 'nav.openMenu') });
  return { user: userEvent.setup(), menuToggle };
}

/** The bar as the build writes it into the page's HTML, before any script has run. */
function staticNavBar(language: LanguageCode = DEFAULT_LANGUAGE, props = {}) {
  const ui = (
    <TestProviders language={language}>
      <NavBar {...PROPS} languageTargetPath="/" {...props} />
    </TestProviders>
  );
  const page = document.body.appendChild(document.createElement('div'));
  page.innerHTML = serverRenderer().renderToString(ui);
  const nav = within(page).queryByRole('navigation', { name: word(language, 'nav.label') });
  const toggle = within(page).queryByText(word(language, 'nav.openMenu'))?.closest('summary');
  return { page, ui, nav, toggle, disclosure: toggle?.parentElement };
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

beforeEach(() => {
  scrollTo(0);
  window.scrollTo = jest.fn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

it.each(LANGUAGE_CODES)(
  'links the sections marked nav and the call to action to #contact, in %s',
  (language) => {
    renderNavBar(language);
    const nav = screen.getByRole('navigation', { name: word(language, 'nav.label') });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ...NAV_TARGETS.map((id) => [word(language, `nav.links.${id}`), `#${id}`]),
      [word(language, 'nav.cta'), '#contact'],
    ]);
  },
);

it('links exactly the sections a page gives it, in its order, then the call to action', () => {
  // The home page leaves out the sections it does not show (src/lib/shown-sections.ts).
  const sectionLinks = NAV_TARGETS.filter((_id, index) => index !== 1);
  expect(sectionLinks.length).toBeLessThan(NAV_TARGETS.length);
  renderNavBar(DEFAULT_LANGUAGE, { sectionLinks });
  const nav = screen.getByRole('navigation', { name: word(DEFAULT_LANGUAGE, 'nav.label') });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual([...sectionLinks.map((id) => `#${id}`), '#contact']);
});

it('scrolls to the top when the logo is clicked', async () => {
  const { user } = renderNavBar();
  await user.click(screen.getByRole('link', { name: word(DEFAULT_LANGUAGE, 'nav.home') }));
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
});

it('on a page without sections, links the logo home and has no menu', () => {
  renderNavBar(DEFAULT_LANGUAGE, { homeHref: '/en/' });
  expect(screen.getByRole('link', { name: SITE_NAME })).toHaveAttribute('href', '/en/');
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: word(DEFAULT_LANGUAGE, 'nav.openMenu') })).toBeNull();
});

describe('the phone menu', () => {
  it('opens and closes from its toggle, which says what it will do', async () => {
    const { user, menuToggle } = renderNavBar();
    const toggle = menuToggle();
    const nav = screen.getByRole('navigation');
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(word(DEFAULT_LANGUAGE, 'nav.closeMenu'));
    expect(nav).toHaveAttribute('data-open');
    await user.click(toggle);
    expect(nav).not.toHaveAttribute('data-open');
  });

  it('closes when a link is followed, and on Escape with focus back on its toggle', async () => {
    const { user, menuToggle } = renderNavBar();
    const toggle = menuToggle();
    for (const name of [...NAV_TARGETS.map((id) => `nav.links.${id}`), 'nav.cta']) {
      await user.click(toggle);
      await user.click(screen.getByRole('link', { name: word(DEFAULT_LANGUAGE, name) }));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
    await user.click(toggle);
    fireEvent.keyDown(document, { key: 'a' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('the phone menu without scripts (the HTML as built)', () => {
  it.each(LANGUAGE_CODES)(
    'opens from a native disclosure before the menu, which says what it will do, in %s',
    async (language) => {
      const { nav, toggle, disclosure } = staticNavBar(language);
      expect(disclosure).toBeInstanceOf(HTMLDetailsElement);
      // The menu's rules open it after an open disclosure: the disclosure comes first in the bar.
      expect(disclosure?.parentElement).toBe(nav?.parentElement);
      expect(disclosure?.compareDocumentPosition(nav as Node)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
      expect(toggle).toHaveAttribute('aria-controls', nav?.id);
      // Both sayings are in the HTML; its CSS shows the one for the state the browser keeps.
      expect(toggle).toHaveTextContent(word(language, 'nav.closeMenu'));
      expect(disclosure).toHaveProperty('open', false);
      const user = userEvent.setup();
      await user.click(toggle as HTMLElement);
      expect(disclosure).toHaveProperty('open', true);
      await user.click(toggle as HTMLElement);
      expect(disclosure).toHaveProperty('open', false);
    },
  );

  it.each(LANGUAGE_CODES)(
    'holds the section links and every language’s page, the current one marked, in %s',
    (language) => {
      const { nav } = staticNavBar(language);
      const links = within(nav as HTMLElement).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        expect.arrayContaining(NAV_TARGETS.map((id) => `#${id}`)),
      );
      // Shown by its rules only on a phone under html.no-js, which jsdom cannot apply: found by its
      // label, as a hidden element has no accessible name.
      const choice = within(nav as HTMLElement).getByLabelText(
        word(language, 'languageSwitcher.label'),
        { selector: 'ul' },
      );
      expect(
        within(choice)
          .getAllByRole('link', { hidden: true })
          .map((link) => [
            link.textContent,
            link.getAttribute('href'),
            link.getAttribute('hreflang'),
            link.getAttribute('aria-current'),
          ]),
      ).toEqual(
        LANGUAGES.map(({ code, name }) => [
          `${code.toUpperCase()}${name}`,
          localizedPath(code, '/'),
          code,
          code === language ? 'true' : null,
        ]),
      );
    },
  );

  it('has no disclosure on a page without sections, which has no menu', () => {
    expect(staticNavBar(DEFAULT_LANGUAGE, { homeHref: '/en/' }).disclosure).toBeUndefined();
    expect(document.querySelector('details')).toBeNull();
  });

  it('leaves once the app runs, which hydrates it without a mismatch: its button takes over', () => {
    const { page, ui } = staticNavBar();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(ui, { container: page, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(page.querySelector('details')).toBeNull();
    const label = word(DEFAULT_LANGUAGE, 'languageSwitcher.label');
    expect(screen.queryByLabelText(label, { selector: 'ul' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: word(DEFAULT_LANGUAGE, 'nav.openMenu') });
    expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
  });
});

it('turns glass once the page has scrolled more than 20 px, at once if it loads scrolled', () => {
  renderNavBar();
  const header = screen.getByRole('banner');
  act(() => scrollTo(20));
  expect(header).not.toHaveAttribute('data-scrolled');
  act(() => scrollTo(21));
  expect(header).toHaveAttribute('data-scrolled');
  act(() => scrollTo(0));
  expect(header).not.toHaveAttribute('data-scrolled');
  scrollTo(400);
  renderNavBar();
  expect(screen.getAllByRole('banner')[1]).toHaveAttribute('data-scrolled');
});

it('fades in once mounted: the static HTML is not marked loaded', () => {
  const html = serverRenderer().renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={createTestI18n(DEFAULT_LANGUAGE)}>
        <NavBar {...PROPS} languageTargetPath="/" />
      </I18nextProvider>
    </ThemeProvider>,
  );
  expect(html).toMatch(/<header(?![^>]*data-loaded)/);
  renderNavBar();
  expect(screen.getByRole('banner')).toHaveAttribute('data-loaded');
});
