import type { Theme } from '@emotion/react';
import { SMOOTH_SCROLL_ATTRIBUTE } from '../lib/page-scroll';
import { FONT_FACES } from './fonts';

/**
 * Metric-matched fallbacks: Arial (Liberation Sans on Linux, same metrics) scaled to the width of
 * the page's own text in Plus Jakarta Sans, with their ascent and descent, so the swap to
 * the web font moves nothing. Measured in Chromium on the page's text (canvas measureText at
 * 100px, regular against regular, bold weights against Arial Bold): see README, "Performance".
 */
const REGULAR =
  "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans')";
const BOLD =
  "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold')";
const fallbackFace = (
  family: string,
  weights: string,
  src: string,
  [size, ascent, descent]: [number, number, number],
) => `
  @font-face {
    font-family: '${family}';
    font-weight: ${weights};
    src: ${src};
    size-adjust: ${size}%;
    ascent-override: ${ascent}%;
    descent-override: ${descent}%;
    line-gap-override: 0%;
  }
`;
const FALLBACK_FACES = [
  fallbackFace('Jakarta Fallback', '100 549', REGULAR, [104.3, 99.7, 21.1]),
  fallbackFace('Jakarta Fallback', '550 900', BOLD, [101.1, 102.9, 21.8]),
].join('');

/**
 * Page-wide rules: box model, type, focus ring, reduced motion and the no-JavaScript fallbacks.
 *
 * Static CSS (it depends on the theme alone), so the server writes it once into <head>
 * (gatsby-ssr.tsx) and the browser never computes it again: an Emotion <Global> would serialise
 * and hash it during hydration and re-insert its sheet, restyling the whole page once more.
 */
export function globalCss(theme: Theme): string {
  return `
  ${FONT_FACES}
  ${FALLBACK_FACES}
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: ${theme.sizes.navHeight};
  }
  /* Scripted pages glide only once they have settled at the top (see resetScrollOnLoad). */
  html.no-js,
  html[${SMOOTH_SCROLL_ATTRIBUTE}] {
    scroll-behavior: smooth;
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.base};
    line-height: ${theme.lineHeights.normal};
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
  }
  h1,
  h2,
  h3,
  h4 {
    margin: 0;
    font-family: ${theme.fonts.heading};
    line-height: ${theme.lineHeights.tight};
    letter-spacing: -0.02em;
  }
  p,
  ul,
  ol,
  dl,
  dd,
  figure {
    margin: 0;
  }
  ul[role='list'],
  ol[role='list'] {
    list-style: none;
    padding: 0;
  }
  img,
  svg {
    display: block;
    max-width: 100%;
  }
  button,
  input,
  textarea,
  select {
    font: inherit;
    color: inherit;
  }
  a {
    color: inherit;
  }
  :focus-visible {
    outline: ${theme.borders.focus} var(--focus-ring, ${theme.colors.focus});
    outline-offset: 2px;
  }
  [tabindex='-1']:focus {
    outline: none;
  }
  ${theme.reducedMotion} {
    html.no-js,
    html[${SMOOTH_SCROLL_ATTRIBUTE}] {
      scroll-behavior: auto;
    }
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`
    .replace(/\/\*.*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,]) ?/g, '$1')
    .replace(/: /g, ':')
    .trim();
}
