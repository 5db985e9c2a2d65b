import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { LanguageLinks, LanguageSwitcher } from './LanguageSwitcher';
import { word } from '../test-utils/locales';
import { renderWithProviders } from '../test-utils/render';
import { DEFAULT_LANGUAGE, localizedPath } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { LANGUAGES } from '../lib/page-shape';

const navigateMock = jest.mocked(navigate);
const [FIRST, SECOND] = LANGUAGES;
const LAST = LANGUAGES.at(-1);
if (!FIRST || !SECOND || !LAST) throw new Error('page-shape.json needs two languages');

/** The switcher above three sections whose tops (px from the viewport's top) are given. */
function renderSwitcher(language: LanguageCode, targetPath = '/', tops = [600, 1400, 2200]) {
  renderWithProviders(
    <>
      <LanguageSwitcher targetPath={targetPath} />
      <main>
        {['about', 'services', 'contact'].map((id, index) => (
          <section key={id} id={id} ref={(el) => el && mockTop(el, tops[index] ?? 0)} />
        ))}
      </main>
    </>,
    { language },
  );
  const label = word(language, 'languageSwitcher.label');
  const toggle = screen.getByRole('button', { name: (name) => name.startsWith(`${label}: `) });
  const menu = () => screen.queryByRole('list', { name: label });
  const link = (name: string) =>
    within(menu() ?? document.body).getByRole('link', { name: new RegExp(name) });
  return { toggle, menu, link, user: userEvent.setup() };
}

function mockTop(element: HTMLElement, top: number) {
  jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
}

beforeEach(() => navigateMock.mockClear());

it.each(LANGUAGES.map((spec) => [spec.code, spec] as const))(
  'names the current language and links every language’s page in %s',
  async (code, spec) => {
    const { toggle, menu, user } = renderSwitcher(code, '/404/');
    const label = word(code, 'languageSwitcher.label');
    expect(toggle).toHaveAccessibleName(`${label}: ${code.toUpperCase()} (${spec.name})`);
    await user.click(toggle);
    const links = within(menu() ?? document.body).getAllByRole('link');
    expect(
      links.map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.getAttribute('hreflang'),
        link.getAttribute('lang'),
        link.getAttribute('aria-current'),
      ]),
    ).toEqual(
      LANGUAGES.map((other) => [
        `${other.code.toUpperCase()}${other.name}`,
        localizedPath(other.code as LanguageCode, '/404/'),
        other.code,
        other.code,
        other.code === code ? 'true' : null,
      ]),
    );
  },
);

it('opens and closes from its button and closes from the backdrop', async () => {
  const { toggle, menu, user } = renderSwitcher(DEFAULT_LANGUAGE);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(menu()).not.toBeInTheDocument();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAttribute('aria-controls', menu()?.id);
  await user.click(toggle);
  expect(menu()).not.toBeInTheDocument();
  await user.click(toggle);
  await user.click(screen.getByRole('presentation'));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

it('closes on Escape, returning focus to its button only when it was open', async () => {
  const { toggle, link, menu, user } = renderSwitcher(DEFAULT_LANGUAGE);
  await user.click(toggle);
  link(SECOND.name).focus();
  await user.keyboard('{Escape}');
  expect(menu()).not.toBeInTheDocument();
  expect(toggle).toHaveFocus();
  const other = document.body.appendChild(document.createElement('button'));
  other.focus();
  await user.keyboard('{Escape}');
  expect(other).toHaveFocus();
});

it('navigates to the chosen language’s page carrying the section being read', async () => {
  // The reading line: a third of jsdom's 768 px viewport. "services" has just passed it.
  const { toggle, link, menu, user } = renderSwitcher(FIRST.code, '/', [-900, 120, 700]);
  await user.click(toggle);
  await user.click(link(SECOND.name));
  expect(navigateMock).toHaveBeenCalledWith(localizedPath(SECOND.code as LanguageCode, '/'), {
    state: { restoreSection: 'services' },
  });
  expect(menu()).not.toBeInTheDocument();
});

it('carries no section while the visitor is above the first one', async () => {
  const { toggle, link, user } = renderSwitcher(SECOND.code);
  await user.click(toggle);
  await user.click(link(FIRST.name));
  expect(navigateMock).toHaveBeenCalledWith(localizedPath(FIRST.code as LanguageCode, '/'), {
    state: undefined,
  });
});

it('only closes when the current language is chosen', async () => {
  const { toggle, link, user } = renderSwitcher(SECOND.code);
  await user.click(toggle);
  expect(fireEvent.click(link(SECOND.name))).toBe(false); // default prevented: no page load
  expect(navigateMock).not.toHaveBeenCalled();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])(
  'leaves a modified click (%p) to the browser',
  async (modifier) => {
    const { toggle, link, user } = renderSwitcher(FIRST.code);
    await user.click(toggle);
    const prevented: boolean[] = [];
    // Records whether the switcher prevented it, then stops jsdom's unimplemented page load.
    const stop = (event: MouseEvent) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', stop);
    fireEvent.click(link(LAST.name), modifier);
    document.removeEventListener('click', stop);
    expect(prevented).toEqual([false]);
    expect(navigateMock).not.toHaveBeenCalled();
  },
);

it('lists the languages as plain links the browser follows where no one handles them', () => {
  renderWithProviders(<LanguageLinks targetPath="/work/" />, { language: SECOND.code });
  const list = screen.getByRole('list', { name: word(SECOND.code, 'languageSwitcher.label') });
  const links = within(list).getAllByRole('link');
  expect(
    links.map((link) => [link.getAttribute('href'), link.getAttribute('aria-current')]),
  ).toEqual(
    LANGUAGES.map((other) => [
      localizedPath(other.code as LanguageCode, '/work/'),
      other.code === SECOND.code ? 'true' : null,
    ]),
  );
  const prevented: boolean[] = [];
  const stop = (event: MouseEvent) => {
    prevented.push(event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', stop);
  fireEvent.click(within(list).getByRole('link', { name: new RegExp(FIRST.name) }));
  document.removeEventListener('click', stop);
  expect(prevented).toEqual([false]);
  expect(navigateMock).not.toHaveBeenCalled();
});
