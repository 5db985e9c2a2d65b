import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { LanguageSwitcher } from './LanguageSwitcher';
import { word } from '../test-utils/locales';
import { renderWithProviders } from '../test-utils/render';
import { DEFAULT_LANGUAGE } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { LANGUAGES } from '../lib/page-shape';
import type { LanguageSpec } from '../lib/page-shape';

const navigateMock = jest.mocked(navigate);

/** page-shape.json's languages: the first, the second and the last of the menu. */
function language(index: number): LanguageSpec {
  const spec = LANGUAGES.at(index);
  if (!spec) throw new Error(`page-shape.json has no language #${index}`);
  return spec;
}
const FIRST = language(0);
const SECOND = language(1);
const LAST = language(-1);

/** A language's page: the default language at the root, every other under its code. */
const pageIn = (code: string, targetPath: string) =>
  code === DEFAULT_LANGUAGE ? targetPath : `/${code}${targetPath}`;

/** The language whose page is being read, as the last renderSwitcher() set it. */
let current: LanguageCode = DEFAULT_LANGUAGE;

function renderSwitcher(language: LanguageCode = DEFAULT_LANGUAGE, targetPath = '/') {
  current = language;
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
  const label = word(language, 'languageSwitcher.label');
  const toggle = screen.getByRole('button', {
    name: (name) => name.startsWith(`${label}: `),
  });
  return { ...result, toggle };
}

const menu = () => screen.queryByRole('list', { name: word(current, 'languageSwitcher.label') });

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
  it.each(LANGUAGES.map((spec) => [spec.code, spec] as const))(
    'names the current language in %s',
    (code, spec) => {
      const { toggle } = renderSwitcher(code);
      expect(toggle).toHaveAccessibleName(
        `${word(code, 'languageSwitcher.label')}: ${code.toUpperCase()} (${spec.name})`,
      );
    },
  );

  it('toggles the menu open and closed', async () => {
    const user = userEvent.setup();
    const { toggle } = renderSwitcher();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', openMenu().id);
    expect(within(openMenu()).getAllByRole('link')).toHaveLength(LANGUAGES.length);

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
    const second = within(openMenu()).getByRole('link', { name: new RegExp(SECOND.name) });
    second.focus();
    expect(second).toHaveFocus();

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
      expect(within(openMenu()).getByRole('link', { name: new RegExp(FIRST.name) })).toHaveFocus(),
    );
  });

  it('opens on ArrowUp and focuses the last language', async () => {
    const user = userEvent.setup();
    const { toggle } = renderSwitcher();
    toggle.focus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(within(openMenu()).getByRole('link', { name: new RegExp(LAST.name) })).toHaveFocus(),
    );
  });

  it('moves focus through the languages with the arrow, Home and End keys, wrapping around', async () => {
    const user = userEvent.setup();
    const { toggle } = renderSwitcher();
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    const links = within(openMenu()).getAllByRole('link');
    const [first, second] = links;
    const last = links.at(-1);
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{End}');
    expect(last).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(last).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
  });
});

describe('LanguageSwitcher links', () => {
  it.each(['/', '/404/'])('are real links with hrefLang for the page %s', async (targetPath) => {
    const user = userEvent.setup();
    const { toggle } = renderSwitcher(SECOND.code, targetPath);
    await user.click(toggle);
    const links = within(openMenu()).getAllByRole('link');
    expect(
      links.map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.getAttribute('hreflang'),
        link.getAttribute('lang'),
      ]),
    ).toEqual(
      LANGUAGES.map(({ code, name }) => [
        `${code.toUpperCase()}${name}`,
        pageIn(code, targetPath),
        code,
        code,
      ]),
    );
  });

  it.each(LANGUAGES.map((spec) => spec.code))(
    'marks %s as the current language',
    async (language) => {
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
    },
  );
});

describe('LanguageSwitcher choosing a language', () => {
  it('navigates to another language’s page carrying the section being read, and closes', async () => {
    const user = userEvent.setup();
    const { toggle } = renderSwitcher(FIRST.code);
    // Reading line: a third of jsdom's 768 px viewport, 256 px. "services" has just passed it.
    placeSections({ about: -900, services: 120, contact: 700 });
    await user.click(toggle);
    await user.click(within(openMenu()).getByRole('link', { name: new RegExp(SECOND.name) }));
    expect(navigateMock).toHaveBeenCalledTimes(1);
    expect(navigateMock).toHaveBeenCalledWith(pageIn(SECOND.code, '/'), {
      state: { restoreSection: 'services' },
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();
  });

  it('navigates to the page being read, in the chosen language', async () => {
    const user = userEvent.setup();
    const { toggle } = renderSwitcher(SECOND.code, '/404/');
    placeSections({ about: -900, services: -100, contact: 256 });
    await user.click(toggle);
    await user.click(within(openMenu()).getByRole('link', { name: new RegExp(LAST.name) }));
    expect(navigateMock).toHaveBeenCalledWith(pageIn(LAST.code, '/404/'), {
      state: { restoreSection: 'contact' },
    });
  });

  it('navigates to the default language’s root without a section while above the first section', async () => {
    const user = userEvent.setup();
    const other = LANGUAGES.find((spec) => spec.code !== DEFAULT_LANGUAGE) ?? LAST;
    const source = LANGUAGES.find((spec) => spec.code === DEFAULT_LANGUAGE) ?? FIRST;
    const { toggle } = renderSwitcher(other.code);
    placeSections({ about: 600, services: 1400, contact: 2200 });
    await user.click(toggle);
    await user.click(within(openMenu()).getByRole('link', { name: new RegExp(source.name) }));
    expect(navigateMock).toHaveBeenCalledWith('/', { state: undefined });
  });

  it('only closes the menu when the current language is chosen', async () => {
    const user = userEvent.setup();
    const { toggle } = renderSwitcher(SECOND.code);
    await user.click(toggle);
    const currentLink = within(openMenu()).getByRole('link', { name: new RegExp(SECOND.name) });
    expect(fireEvent.click(currentLink)).toBe(false); // default prevented: no page load
    expect(navigateMock).not.toHaveBeenCalled();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])(
    'leaves a modified click (%p) to the browser',
    async (modifier) => {
      const user = userEvent.setup();
      const { toggle } = renderSwitcher(FIRST.code);
      await user.click(toggle);
      const other = within(openMenu()).getByRole('link', { name: new RegExp(LAST.name) });
      // Stop jsdom from attempting the (unimplemented) page load the browser would do.
      const preventedBefore: boolean[] = [];
      const stopPageLoad = (event: MouseEvent) => {
        preventedBefore.push(event.defaultPrevented);
        event.preventDefault();
      };
      document.addEventListener('click', stopPageLoad);
      fireEvent.click(other, modifier);
      document.removeEventListener('click', stopPageLoad);
      expect(preventedBefore).toEqual([false]);
      expect(navigateMock).not.toHaveBeenCalled();
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
    },
  );
});
