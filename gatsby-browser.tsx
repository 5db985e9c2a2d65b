import { CacheProvider } from '@emotion/react';
import type { GatsbyBrowser } from 'gatsby';
import { createBrowserStyleCache } from './src/theme/style-cache';
import { ThemeRoot } from './src/theme/ThemeRoot';

const styleCache = createBrowserStyleCache();

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <CacheProvider value={styleCache}>
    <ThemeRoot>{element}</ThemeRoot>
  </CacheProvider>
);

/**
 * The page owns its scrolling (every load starts at the top, without hash; a language switch
 * returns to the visitor's section; in-page links scroll natively with CSS smooth scrolling).
 * Gatsby's own handler would scroll again to the hash on every location change and fight both.
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = () => false;
