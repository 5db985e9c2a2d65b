import { CacheProvider } from '@emotion/react';
import type { GatsbyBrowser } from 'gatsby';
import { markHydrated } from './src/lib/scripts-state';
import { createBrowserStyleCache } from './src/theme/style-cache';
import { ThemeRoot } from './src/theme/ThemeRoot';

const styleCache = createBrowserStyleCache();

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <CacheProvider value={styleCache}>
    <ThemeRoot>{element}</ThemeRoot>
  </CacheProvider>
);

// The page owns its scrolling (top on load, section kept on language switch, CSS smooth scrolling);
// Gatsby's handler would scroll to the hash again on every location change.
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = () => false;

// The app has rendered: the page's reveals and JS-only controls may take over (src/lib/scripts-state.ts).
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => markHydrated();
