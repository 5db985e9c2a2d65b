import jakartaLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';

// One self-hosted variable latin font (27 KB) covers it/en/fr; gatsby-ssr preloads the same URL.
export const FONT_FILE = jakartaLatin;

export const FONT_FACES = `@font-face{font-family:'Plus Jakarta Sans Variable';font-display:swap;font-weight:200 800;src:url(${jakartaLatin}) format('woff2')}`;
