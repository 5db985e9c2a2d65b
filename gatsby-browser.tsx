import { CacheProvider } from '@emotion/react';
import type { GatsbyBrowser } from 'gatsby';
import { startTransition } from 'react';
import type { ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
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

// The app has rendered: reveals and JS-only controls may take over (src/lib/scripts-state.ts).
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => markHydrated();

// Hydration as a transition (as Next.js does): slices of a few ms, not one long task on a phone; a
// page without markup (`gatsby develop`) is rendered. Gatsby's type still says React 17's `render`.
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  if (!document.getElementById('gatsby-focus-wrapper')?.hasChildNodes())
    return createRoot(container).render(element);
  startTransition(() => {
    hydrateRoot(container, element);
  });
};
