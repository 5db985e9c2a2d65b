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
import { LANGUAGES } from '../lib/page-shape';
import { theme } from '../theme/theme';

const SITE_NAME = contentObject('site.yaml').name;
/** A translation, for the tests that need a language other than the default. */
const OTHER_LANGUAGE = LANGUAGE_CODES.find((code) => code !== DEFAULT_LANGUAGE) ?? DEFAULT_LANGUAGE;

function renderNavBar(
  language: LanguageCode = DEFAULT_LANGUAGE,
  props: Partial<Parameters<typeof NavBar>[0]> = {},
) {
  return renderWithProviders(
    <NavBar
      siteName={SITE_NAME}
      navTargets={NAV_TARGETS}
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
  it('has sections to link to, and words that differ between languages (the tests are meaningful)', () => {
    expect(NAV_TARGETS.length).toBeGreaterThan(0);
    for (const language of LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE)) {
      const words = (code: LanguageCode) => NAV_TARGETS.map((id) => word(code, `nav.links.${id}`));
      expect(words(language)).not.toEqual(words(DEFAULT_LANGUAGE));
    }
  });

  it.each(LANGUAGE_CODES)(
    'links to the sections page-shape.json puts in the bar, in %s',
    (language) => {
      renderNavBar(language);
      const nav = screen.getByRole('navigation', { name: word(language, 'nav.label') });
      const list = within(nav).getByRole('list');
      const links = within(list).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
        NAV_TARGETS.map((id) => [word(language, `nav.links.${id}`), `#${id}`]),
      );
    },
  );

  it('links to exactly the sections it is given, in their order', () => {
    renderNavBar(DEFAULT_LANGUAGE, { navTargets: [...NAV_TARGETS].reverse().slice(0, 2) });
    const list = within(screen.getByRole('navigation')).getByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(
      [...NAV_TARGETS]
        .reverse()
        .slice(0, 2)
        .map((id) => `#${id}`),
    );
  });

  it.each(LANGUAGE_CODES)('has a call to action to #contact in %s', (language) => {
    renderNavBar(language);
    const nav = screen.getByRole('navigation', { name: word(language, 'nav.label') });
    const cta = within(nav).getByRole('link', { name: word(language, 'nav.cta') });
    expect(cta).toHaveAttribute('href', '#contact');
  });

  it('scrolls to the top when the logo is clicked', async () => {
    const user = userEvent.setup();
    renderNavBar(OTHER_LANGUAGE);
    const logo = screen.getByRole('link', { name: word(OTHER_LANGUAGE, 'nav.home') });
    expect(logo).toHaveAttribute('href', '#top');
    await user.click(logo);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('on a page without sections, links the logo home and shows no menu', () => {
    const homeHref = `/${OTHER_LANGUAGE}/`;
    renderNavBar(OTHER_LANGUAGE, { navTargets: [], withCallToAction: false, homeHref });
    expect(screen.getByRole('link', { name: SITE_NAME })).toHaveAttribute('href', homeHref);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: word(OTHER_LANGUAGE, 'nav.openMenu') }),
    ).not.toBeInTheDocument();
  });
});

describe('NavBar mobile menu', () => {
  it('toggles aria-expanded and its label', async () => {
    const user = userEvent.setup();
    renderNavBar(DEFAULT_LANGUAGE);
    const toggle = screen.getByRole('button', { name: word(DEFAULT_LANGUAGE, 'nav.openMenu') });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    const nav = screen.getByRole('navigation', { name: word(DEFAULT_LANGUAGE, 'nav.label') });
    expect(nav).toHaveAttribute('id', 'site-menu');
    expect(nav).not.toHaveAttribute('data-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(word(DEFAULT_LANGUAGE, 'nav.closeMenu'));
    expect(nav).toHaveAttribute('data-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveAttribute('data-open');
  });

  it.each(NAV_TARGETS)('closes when the %s link is clicked', async (target) => {
    const user = userEvent.setup();
    renderNavBar(OTHER_LANGUAGE);
    const toggle = screen.getByRole('button', { name: word(OTHER_LANGUAGE, 'nav.openMenu') });
    await user.click(toggle);
    await user.click(
      screen.getByRole('link', { name: word(OTHER_LANGUAGE, `nav.links.${target}`) }),
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the call to action is clicked', async () => {
    const user = userEvent.setup();
    renderNavBar(OTHER_LANGUAGE);
    const toggle = screen.getByRole('button', { name: word(OTHER_LANGUAGE, 'nav.openMenu') });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: word(OTHER_LANGUAGE, 'nav.cta') }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderNavBar(OTHER_LANGUAGE);
    const toggle = screen.getByRole('button', { name: word(OTHER_LANGUAGE, 'nav.openMenu') });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores other keys', async () => {
    const user = userEvent.setup();
    renderNavBar(DEFAULT_LANGUAGE);
    const toggle = screen.getByRole('button', { name: word(DEFAULT_LANGUAGE, 'nav.openMenu') });
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
    const i18n = createTestI18n(DEFAULT_LANGUAGE);
    const html = renderToStaticMarkup(
      <ThemeProvider theme={theme}>
        <I18nextProvider i18n={i18n}>
          <NavBar
            siteName={SITE_NAME}
            navTargets={NAV_TARGETS}
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
