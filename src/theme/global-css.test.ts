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
  for (const [name, value] of Object.entries(PALETTE)) {
    const color = theme.colors[name as keyof typeof PALETTE];
    if (typeof value === 'string') {
      expect(color).toBe(value);
    } else {
      // A pair is declared once, as light-dark(light,dark), and components use its var().
      const property = /^var\((--c\d+)\)$/.exec(color)![1];
      expect(css.split(`${property}:`)).toEqual([expect.any(String), expect.any(String)]);
      expect(css).toContain(`${property}:light-dark(${value[0]},${value[1]})`);
    }
  }
});
