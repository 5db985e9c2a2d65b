import { globalCss } from './global-css';
import { theme } from './theme';

describe('globalCss', () => {
  it('is minified CSS with balanced braces, its values from the theme', () => {
    const css = globalCss(theme);
    expect(css).not.toMatch(/\n|\/\*|; |\{ /);
    expect(css.split('{').length).toBe(css.split('}').length);
    expect(css).toContain(`color:${theme.colors.text};`);
    expect(css).toContain(`scroll-padding-top:${theme.sizes.navHeight}`);
  });
});
