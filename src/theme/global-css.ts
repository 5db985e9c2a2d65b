import type { Theme } from '@emotion/react';
import { SMOOTH_SCROLL_ATTRIBUTE } from '../lib/page-scroll';
import { FONT_FACES } from './fonts';
import { PALETTE_CSS } from './theme';

// Arial (Liberation Sans) scaled to Jakarta's widths on the homes' texts: a late swap rewraps little.
const fallbackFace = (weights: string, src: string, metrics: string) =>
  `@font-face{font-family:'Jakarta Fallback';font-weight:${weights};src:${src};${metrics}line-gap-override:0%}`;
const FALLBACK_FACES =
  fallbackFace(
    '100 549',
    "local('Arial'),local('ArialMT'),local('Liberation Sans'),local('LiberationSans')",
    'size-adjust:106%;ascent-override:98.1%;descent-override:20.8%;',
  ) +
  fallbackFace(
    '550 900',
    "local('Arial Bold'),local('Arial-BoldMT'),local('Liberation Sans Bold'),local('LiberationSans-Bold')",
    'size-adjust:101.1%;ascent-override:102.9%;descent-override:21.8%;',
  );

const smooth = `html.no-js,html[${SMOOTH_SCROLL_ATTRIBUTE}]`;

// Scripted pages glide only once they have settled at the top (page-scroll).
export function globalCss(theme: Theme): string {
  return [
    FONT_FACES,
    FALLBACK_FACES,
    PALETTE_CSS,
    '*,*::before,*::after{box-sizing:border-box}',
    `html{-webkit-text-size-adjust:100%;scroll-padding-top:${theme.sizes.navHeight}}`,
    `${smooth}{scroll-behavior:smooth}`,
    `body{margin:0;font-family:${theme.fonts.body};line-height:${theme.lineHeights.normal};color:${theme.colors.text};background:${theme.colors.surface}}`,
    `h1,h2,h3,h4{margin:0;line-height:${theme.lineHeights.tight};letter-spacing:-0.02em}`,
    'p,ul,ol,dl,dd,figure{margin:0}',
    "ul[role='list'],ol[role='list']{list-style:none;padding:0}",
    'img,svg{display:block;max-width:100%}',
    '.lucide{fill:none;stroke:currentColor;stroke-linecap:round;stroke-linejoin:round}',
    'button,input,textarea,select{font:inherit;color:inherit}',
    'a{color:inherit}',
    `:focus-visible{outline:${theme.borders.focus} var(--focus-ring,${theme.colors.primary});outline-offset:2px}`,
    "[tabindex='-1']:focus{outline:none}",
    `${theme.reducedMotion}{${smooth}{scroll-behavior:auto}*,*::before,*::after{animation-duration:0.01ms!important;animation-iteration-count:1!important;transition-duration:0.01ms!important}}`,
  ].join('');
}
