import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { NavBar } from './NavBar';
import { contentObject, NAV_TARGETS } from '../test-utils/content';
import { createTestI18n, word } from '../test-utils/locales';
import { renderWithProviders, serverRenderer } from '../test-utils/render';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { theme } from '../theme/theme';

const SITE_NAME = contentObject('site.yaml').name;
const PROPS = { siteName: SITE_NAME };

function renderNavBar(language: LanguageCode = DEFAULT_LANGUAGE, props = {}) {
  renderWithProviders(<NavBar {...PROPS} languageTargetPath="/" {...props} />, { language });
  const menuToggle = () => screen.getByRole('button', { name: word(language, 'nav.openMenu') });
  return { user: userEvent.setup(), menuToggle };
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

beforeEach(() => {
  scrollTo(0);
  window.scrollTo = jest.fn();
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
