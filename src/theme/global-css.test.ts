import { globalCss } from './global-css';
import { PALETTE, theme } from './theme';

describe('globalCss', () => {
  it('is CSS with balanced braces, its values from the theme', () => {
    const css = globalCss(theme);
    expect(css.split('{').length).toBe(css.split('}').length);
    expect(css).toContain(`color:${theme.colors.text};`);
    expect(theme.colors.text).toBe('var(--color-text)');
    expect(theme.colors.textMuted).toBe('var(--color-text-muted)');
    expect(theme.colors.surfaceAlt).toBe('var(--color-surface-alt)');
    expect(css).toContain(`scroll-padding-top:${theme.sizes.navHeight}`);
  });
});

it('holds both palettes: the system’s by default, a choice on <html data-theme> wins', () => {
  const css = globalCss(theme);
  expect(css).toContain(':root{color-scheme:light dark;');
  expect(css).toContain(
    '[data-theme=light]{color-scheme:light}[data-theme=dark]{color-scheme:dark}@supports not (color:light-dark(red,red)){:root{--color-text:',
  );
  for (const [name, value] of Object.entries(PALETTE)) {
    const color = theme.colors[name as keyof typeof PALETTE];
    if (typeof value === 'string') {
      expect(color).toBe(value);
    } else {
      // A pair: a property named by its role, light-dark(light,dark), else (an older browser) the
      // light value; used by var().
      const property = /^var\((--color-[a-z-]+)\)$/.exec(color)![1]!;
      expect(property.replace(/-/g, '')).toBe(`color${name.toLowerCase()}`);
      expect(css.match(new RegExp(`${property}:[^;}]+`, 'g'))).toEqual([
        `${property}:light-dark(${value[0]},${value[1]})`,
        `${property}:${value[0]}`,
      ]);
    }
  }
});
