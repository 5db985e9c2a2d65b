import { globalCss } from './global-css';
import { FONT_FACES } from './fonts';
import { theme } from './theme';
import { SMOOTH_SCROLL_ATTRIBUTE } from '../lib/page-scroll';

describe('globalCss', () => {
  const css = globalCss(theme);

  it('is one line of CSS with balanced braces', () => {
    expect(css).not.toMatch(/\n/);
    expect(css.split('{').length).toBe(css.split('}').length);
  });

  it('declares the font and its metric-matched fallbacks', () => {
    expect(css).toContain(FONT_FACES.replace(/\s+/g, ' ').trim());
    expect(css.match(/font-family: 'Jakarta Fallback'/g)).toHaveLength(2);
    expect(css).toContain('size-adjust: 104.3%');
  });

  it('takes its values from the theme', () => {
    expect(css).toContain(`font-family: ${theme.fonts.body};`);
    expect(css).toContain(`color: ${theme.colors.text};`);
    expect(css).toContain(`scroll-padding-top: ${theme.sizes.navHeight};`);
  });

  it('scrolls smoothly without JavaScript or once the page has settled, never with reduced motion', () => {
    expect(css).toContain(
      `html.no-js, html[${SMOOTH_SCROLL_ATTRIBUTE}] { scroll-behavior: smooth; }`,
    );
    const reduced = css.slice(css.indexOf(theme.reducedMotion));
    expect(reduced).toContain('scroll-behavior: auto;');
    expect(reduced).toContain('transition-duration: 0.01ms !important;');
  });
});
