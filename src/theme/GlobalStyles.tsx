import { Global, css, useTheme } from '@emotion/react';
import { SMOOTH_SCROLL_ATTRIBUTE } from '../lib/page-scroll';

/** Page-wide rules: box model, type, focus ring, reduced motion and the no-JavaScript fallbacks. */
export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={css`
        @font-face {
          font-family: 'Inter Fallback';
          src: local('Arial');
          size-adjust: 107%;
          ascent-override: 90%;
          descent-override: 22%;
          line-gap-override: 0%;
        }
        @font-face {
          font-family: 'Jakarta Fallback';
          src: local('Arial');
          size-adjust: 104%;
          ascent-override: 98%;
          descent-override: 21%;
          line-gap-override: 0%;
        }
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
          -webkit-font-smoothing: antialiased;
          text-rendering: optimizeLegibility;
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
      `}
    />
  );
}
