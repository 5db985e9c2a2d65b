/**
 * The stylesheet of the editor's preview pane (CMS.registerPreviewStyle in admin/preview.js),
 * written from the site's theme: its font, colours, type scale, radii and shadows, and one class per
 * service gradient. It styles the page-like templates of admin/preview.js and Sveltia's default
 * preview (a list of labels and values) of every other file.
 */
import { GRADIENTS } from '../../src/theme/gradients';
import { theme } from '../../src/theme/theme';

/** The site's font file (src/theme/fonts.ts), copied next to the stylesheet. */
export const PREVIEW_FONT = {
  package: '@fontsource-variable/plus-jakarta-sans',
  file: 'files/plus-jakarta-sans-latin-wght-normal.woff2',
  /** Its name under /admin/. */
  target: 'preview-font.woff2',
} as const;

/** The family the site's theme names first. */
const family = theme.fonts.body.split(',')[0]?.trim() ?? 'sans-serif';

const gradientClasses = Object.entries(GRADIENTS)
  .map(
    ([name, [from, to]]) =>
      `.gradient-${name} { --gradient: linear-gradient(135deg, ${from}, ${to}); color: ${theme.colors.onPrimary}; }`,
  )
  .join('\n');

export function previewCss(): string {
  const { colors, fontSizes, fontWeights, lineHeights, radii, shadows, space, sizes } = theme;
  return `/* Generated from src/theme by gatsby/cms/preview-css.ts: do not edit. */
@font-face {
  font-family: ${family};
  font-style: normal;
  font-display: swap;
  font-weight: 200 800;
  src: url(${PREVIEW_FONT.target}) format('woff2');
}
:root {
  font-family: ${theme.fonts.body};
  color: ${colors.text};
  background: ${colors.surface};
  line-height: ${lineHeights.normal};
}
body { margin: 0; }
.page section { padding: ${space(10)} ${space(6)}; }
.page section.alt { background: ${colors.surfaceAlt}; }
.page section.dark { background: ${colors.dark}; color: ${colors.onDark}; }
.eyebrow {
  margin: 0 0 ${space(2)};
  color: ${colors.primary};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
}
h1, h2, h3 { font-family: ${theme.fonts.heading}; line-height: ${lineHeights.tight}; }
h1 { margin: 0 0 ${space(4)}; font-size: ${fontSizes.hero}; font-weight: ${fontWeights.extrabold}; }
h2 { margin: 0 0 ${space(3)}; font-size: ${fontSizes['3xl']}; font-weight: ${fontWeights.extrabold}; }
h3 { margin: 0 0 ${space(2)}; font-size: ${fontSizes.xl}; font-weight: ${fontWeights.bold}; }
.highlight {
  background: ${theme.gradients.brand};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
}
.lead { max-width: ${sizes.prose}; color: ${colors.textMuted}; font-size: ${fontSizes.lg}; }
.actions { display: flex; flex-wrap: wrap; gap: ${space(3)}; padding: 0; }
.button {
  display: inline-block;
  padding: ${space(3)} ${space(5)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  font-weight: ${fontWeights.semibold};
}
.button.primary { border-color: transparent; background: ${theme.gradients.brand}; color: ${colors.onPrimary}; }
.stats { display: flex; flex-wrap: wrap; gap: ${space(8)}; margin: ${space(8)} 0 0; padding: 0; list-style: none; }
.stats strong { display: block; font-size: ${fontSizes['2xl']}; font-weight: ${fontWeights.extrabold}; }
.stats span { color: ${colors.textMuted}; font-size: ${fontSizes.sm}; }
.cards {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${space(6)};
  margin: ${space(6)} 0;
  padding: 0;
  list-style: none;
}
.card {
  padding: ${space(7)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surfaceRaised};
  box-shadow: ${shadows.card};
}
.card p { margin: 0 0 ${space(3)}; color: ${colors.textMuted}; }
.icon-box {
  display: inline-grid;
  place-items: center;
  min-width: ${sizes.iconBox};
  height: ${sizes.iconBox};
  margin-bottom: ${space(3)};
  padding: 0 ${space(2)};
  border-radius: ${radii.md};
  background: var(--gradient, ${colors.primarySoft});
  color: ${colors.primary};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.bold};
}
.features-label { font-size: ${fontSizes.xs}; font-weight: ${fontWeights.bold}; text-transform: uppercase; }
.features { margin: 0; padding-left: ${space(5)}; }
.badges { display: flex; flex-wrap: wrap; gap: ${space(4)}; padding: 0; list-style: none; }
.badges li { padding: ${space(2)} ${space(4)}; border-radius: ${radii.pill}; background: ${colors.primarySoft}; }
.note { color: ${colors.textMuted}; font-size: ${fontSizes.sm}; }
${gradientClasses}
`;
}
