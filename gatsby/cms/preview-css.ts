// The editor's preview pane stylesheet (admin/preview.js), written from the site's theme tokens.
import { PALETTE_CSS, theme } from '../../src/theme/theme';

export const PREVIEW_FONT = {
  package: '@fontsource-variable/plus-jakarta-sans',
  file: 'files/plus-jakarta-sans-latin-wght-normal.woff2',
  target: 'preview-font.woff2',
} as const;

export function previewCss(): string {
  const { colors, fonts, fontSizes: size, fontWeights: weight, space } = theme;
  return `/* Generated from src/theme by gatsby/cms/preview-css.ts. */
@font-face {
  font-family: ${fonts.body.split(',')[0]};
  font-weight: 200 800;
  font-display: swap;
  src: url(${PREVIEW_FONT.target}) format('woff2');
}
${PALETTE_CSS}
:root { font-family: ${fonts.body}; color: ${colors.text}; background: ${colors.surface}; }
body { margin: 0; }
section { padding: ${space(10)} ${space(6)}; }
h1, h2, h3 { font-family: ${fonts.heading}; font-weight: ${weight.extrabold}; }
h1 { font-size: ${size.hero}; }
h2 { font-size: ${size['3xl']}; }
`;
}
