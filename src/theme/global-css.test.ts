import { globalCss } from './global-css';
import { PALETTE, theme } from './theme';

describe('globalCss', () => {
  it('is minified CSS with balanced braces, its values from the theme', () => {
    const css = globalCss(theme);
    expect(css).not.toMatch(/\n|\/\*|; |\{ /);
    expect(css.split('{').length).toBe(css.split('}').length);
    expect(css).toContain(`color:${theme.colors.text};`);
    expect(css).toContain(`scroll-padding-top:${theme.sizes.navHeight}`);
  });
});

it('holds both palettes once: the system’s by default, a choice on <html data-theme> wins', () => {
  const css = globalCss(theme);
  expect(css).toContain(':root{color-scheme:light dark;');
  expect(css).toContain(
    '[data-theme=light]{color-scheme:light}[data-theme=dark]{color-scheme:dark}',
  );
  expect(css).toContain(`--text:light-dark(${PALETTE.text[0]},${PALETTE.text[1]})`);
  for (const [name, value] of Object.entries(PALETTE)) {
    // A colour of both themes appears once, as its custom property; the others as they are.
    expect(theme.colors[name as keyof typeof PALETTE]).toBe(
      typeof value === 'string' ? value : `var(--${name})`,
    );
    if (typeof value !== 'string') expect(css.split(`--${name}:`)).toHaveLength(2);
  }
  expect(css).toContain(`color:${theme.colors.text};background:var(--surface)`);
});
