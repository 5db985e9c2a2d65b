import jakartaLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';

/**
 * One self-hosted variable font for headings and text alike (one request, 27 KB), latin subset only: Italian, English and French need nothing
 * else (œ, €, «» and the typographic quotes are in it). Webpack copies each file to
 * /static/<name>-<content hash>.woff2 and gives us that URL, so the @font-face rules below and the
 * preload links in gatsby-ssr.tsx always name the same file.
 */
export const FONT_FILES = [jakartaLatin] as const;

/** Fontsource's "latin" unicode-range. */
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export const FONT_FACES = `
  @font-face {
    font-family: 'Plus Jakarta Sans Variable';
    font-style: normal;
    font-display: swap;
    font-weight: 200 800;
    src: url(${jakartaLatin}) format('woff2');
    unicode-range: ${LATIN_RANGE};
  }
`;
