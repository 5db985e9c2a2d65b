import jakartaLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';

/**
 * One self-hosted variable font for headings and text alike (one request, 27 KB), latin subset
 * only: Italian, English and French need nothing else (œ, €, «» and the quotes are in it); with
 * one file, a unicode-range would add nothing. Webpack copies each file to
 * /static/<name>-<content hash>.woff2 and gives us that URL, so the @font-face rule below and the
 * preload links in gatsby-ssr.tsx always name the same file.
 */
export const FONT_FILES = [jakartaLatin] as const;

export const FONT_FACES = `@font-face{font-family:'Plus Jakarta Sans Variable';font-display:swap;font-weight:200 800;src:url(${jakartaLatin}) format('woff2')}`;
