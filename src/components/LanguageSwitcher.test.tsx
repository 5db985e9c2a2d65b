import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { LanguageSwitcher } from './LanguageSwitcher';
import type { LanguageOption } from './LanguageSwitcher';
import { renderWithProviders } from '../test-utils/render';
import type { LanguageCode } from '../lib/languages';

const navigateMock = jest.mocked(navigate);

const LANGUAGES: readonly LanguageOption[] = [
  { code: 'it', name: 'Italiano', flag: 'it' },
  { code: 'en', name: 'English', flag: 'gb' },
  { code: 'fr', name: 'Français', flag: 'fr' },
];

const LABEL: Record<LanguageCode, string> = { it: 'Lingua', en: 'Language', fr: 'Langue' };

function renderSwitcher(language: LanguageCode = 'it', targetPath = '/') {
  const result = renderWithProviders(
    <>
      <LanguageSwitcher languages={LANGUAGES} targetPath={targetPath} />
      <main>
        <section id="about" />
        <section id="services" />
        <section id="contact" />
      </main>
    </>,
    { language },
  );
  const toggle = screen.getByRole('button', { name: new RegExp(`^${LABEL[language]}: `) });
  return { ...result, toggle };
}

const menu = () => screen.queryByRole('list', { name: /^(Lingua|Language|Langue)$/ });

function openMenu(): HTMLElement {
  const list = menu();
  if (!list) throw new Error('the language menu is not open');
  return list;
}

function rect(top: number): DOMRect {
  return {
    x: 0,
    y: top,
    top,
    bottom: top + 800,
    left: 0,
    right: 1024,
    width: 1024,
    height: 800,
    toJSON: () => ({}),
  };
}

/** Places the page's sections relative to the viewport (jsdom lays nothing out). */
function placeSections(tops: Record<string, number>): void {
  for (const [id, top] of Object.entries(tops)) {
    const section = document.getElementById(id);
    if (!section) throw new Error(`no section ${id}`);
    jest.spyOn(section, 'getBoundingClientRect').mockReturnValue(rect(top));
  }
}

beforeEach(() => {
  navigateMock.mockClear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('LanguageSwitcher button', () => {
  it.each([
    ['it', 'Lingua: IT (Italiano)'],
    ['en', 'Language: EN (English)'],
    ['fr', 'Langue: FR (Français)'],
  ] as const)('names the current language in %s', (language, name) => {
    const { toggle } = renderSwitcher(language);
    expect(toggle).toHaveAccessibleName(name);
  });

  it('toggles the menu open and closed', async () => {
    const user = userEvent.setup();
    const { toggle } = renderSwitcher();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', openMenu().id);
    expect(within(openMenu()).getAllByRole('link')).toHaveLength(3);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();
  });

  it('closes when the backdrop is clicked', async () => {
    const user = userEvent.setup();
    const { toggle } = renderSwitcher();
    expect(screen.queryByTestId('language-backdrop')).not.toBeInTheDocument();
    await user.click(toggle);
    await user.click(screen.getByTestId('language-backdrop'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();
    expect(screen.queryByTestId('language-backdrop')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    const { toggle } = renderSwitcher();
    await user.click(toggle);
    const english = within(openMenu()).getByRole('link', { name: /English/ });
    english.focus();
    expect(english).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('does not steal focus on Escape while closed', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    const other = document.createElement('button');
    document.body.append(other);
    other.focus();
    await user.keyboard('{Escape}');
    expect(other).toHaveFocus();
    other.remove();
  });

  it('opens on ArrowDown and focuses the first language', async () => {
    const user = userEvent.setup();
    const { toggle } = renderSwitcher();
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(openMenu()).getByRole('link', { name: /Italiano/ })).toHaveFocus(),
    );
  });

  it('opens on ArrowUp and focuses the last language', async () => {
    const user = userEvent.setup();
    const { toggle } = renderSwitcher();
    toggle.focus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(within(openMenu()).getByRole('link', { name: /Français/ })).toHaveFocus(),
    );
  });

  it('moves focus through the languages with the arrow, Home and End keys, wrapping around', async () => {
    const user = userEvent.setup();
    const { toggle } = renderSwitcher();
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    const [italian, english, french] = within(openMenu()).getAllByRole('link');
    await waitFor(() => expect(italian).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(english).toHaveFocus();
    await user.keyboard('{End}');
    expect(french).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(italian).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(french).toHaveFocus();
    await user.keyboard('{Home}');
    expect(italian).toHaveFocus();
  });
});

describe('LanguageSwitcher links', () => {
  it.each([
    ['/', ['/', '/en/', '/fr/']],
    ['/404/', ['/404/', '/en/404/', '/fr/404/']],
  ])('are real links with hrefLang for the page %s', async (targetPath, hrefs) => {
    const user = userEvent.setup();
    const { toggle } = renderSwitcher('en', targetPath);
    await user.click(toggle);
    const links = within(openMenu()).getAllByRole('link');
    expect(
      links.map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.getAttribute('hreflang'),
        link.getAttribute('lang'),
      ]),
    ).toEqual([
      ['ITItaliano', hrefs[0], 'it', 'it'],
      ['ENEnglish', hrefs[1], 'en', 'en'],
      ['FRFrançais', hrefs[2], 'fr', 'fr'],
    ]);
  });

  it.each(['it', 'en', 'fr'] as const)('marks %s as the current language', async (language) => {
    const user = userEvent.setup();
    const { toggle } = renderSwitcher(language);
    await user.click(toggle);
    for (const link of within(openMenu()).getAllByRole('link')) {
      if (link.getAttribute('hreflang') === language) {
        expect(link).toHaveAttribute('aria-current', 'true');
      } else {
        expect(link).not.toHaveAttribute('aria-current');
      }
    }
  });
});

describe('LanguageSwitcher choosing a language', () => {
  it('navigates to the English page carrying the section being read, and closes', async () => {
    const user = userEvent.setup();
    const { toggle } = renderSwitcher('it');
    // Reading line: a third of jsdom's 768 px viewport, 256 px. "services" has just passed it.
    placeSections({ about: -900, services: 120, contact: 700 });
    await user.click(toggle);
    await user.click(within(openMenu()).getByRole('link', { name: /English/ }));
    expect(navigateMock).toHaveBeenCalledTimes(1);
    expect(navigateMock).toHaveBeenCalledWith('/en/', { state: { restoreSection: 'services' } });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();
  });

  it('navigates to the French page of the current page', async () => {
    const user = userEvent.setup();
    const { toggle } = renderSwitcher('en', '/404/');
    placeSections({ about: -900, services: -100, contact: 256 });
    await user.click(toggle);
    await user.click(within(openMenu()).getByRole('link', { name: /Français/ }));
    expect(navigateMock).toHaveBeenCalledWith('/fr/404/', { state: { restoreSection: 'contact' } });
  });

  it('navigates to the Italian root without a section while above the first section', async () => {
    const user = userEvent.setup();
    const { toggle } = renderSwitcher('fr');
    placeSections({ about: 600, services: 1400, contact: 2200 });
    await user.click(toggle);
    await user.click(within(openMenu()).getByRole('link', { name: /Italiano/ }));
    expect(navigateMock).toHaveBeenCalledWith('/', { state: undefined });
  });

  it('only closes the menu when the current language is chosen', async () => {
    const user = userEvent.setup();
    const { toggle } = renderSwitcher('en');
    await user.click(toggle);
    const english = within(openMenu()).getByRole('link', { name: /English/ });
    expect(fireEvent.click(english)).toBe(false); // default prevented: no page load
    expect(navigateMock).not.toHaveBeenCalled();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])(
    'leaves a modified click (%p) to the browser',
    async (modifier) => {
      const user = userEvent.setup();
      const { toggle } = renderSwitcher('it');
      await user.click(toggle);
      const french = within(openMenu()).getByRole('link', { name: /Français/ });
      // Stop jsdom from attempting the (unimplemented) page load the browser would do.
      const preventedBefore: boolean[] = [];
      const stopPageLoad = (event: MouseEvent) => {
        preventedBefore.push(event.defaultPrevented);
        event.preventDefault();
      };
      document.addEventListener('click', stopPageLoad);
      fireEvent.click(french, modifier);
      document.removeEventListener('click', stopPageLoad);
      expect(preventedBefore).toEqual([false]);
      expect(navigateMock).not.toHaveBeenCalled();
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
    },
  );
});
