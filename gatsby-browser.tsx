import { CacheProvider, ThemeProvider } from '@emotion/react';
import type { GatsbyBrowser } from 'gatsby';
import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { trackPageview } from './src/lib/analytics';
import { markHydrated } from './src/lib/scripts-state';
import { createBrowserStyleCache } from './src/theme/style-cache';
import { theme } from './src/theme/theme';

const styleCache = createBrowserStyleCache();

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <CacheProvider value={styleCache}>
    <ThemeProvider theme={theme}>{element}</ThemeProvider>
  </CacheProvider>
);

// The page owns its scrolling (page-scroll.ts); Gatsby's would scroll to the hash on every change.
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = () => false;

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => markHydrated();

// A page view per page shown: the first render, then each navigation to another path (a #section
// link changes the address, not the page). Built without GATSBY_ANALYTICS_DOMAIN, no such hook.
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = process.env.GATSBY_ANALYTICS_DOMAIN
  ? ({ location, prevLocation }) => {
      if (prevLocation?.pathname !== location.pathname) trackPageview(location.pathname);
    }
  : undefined;

// Hydration as a transition (as Next.js does): slices of a few ms, not one long task on a phone; a
// root without markup (`gatsby develop`) is rendered. Gatsby's type still says React 17's `render`.
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  if (!container.hasChildNodes()) return createRoot(container).render(element);
  startTransition(() => void hydrateRoot(container, element));
};
