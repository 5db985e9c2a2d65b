import { CacheProvider, ThemeProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR } from 'gatsby';
import { renderToString } from 'react-dom/server';
import { SCRIPTS_HEAD_SCRIPT } from './src/lib/scripts-state';
import { THEME_HEAD_SCRIPT } from './src/lib/theme-choice';
import { FONT_FILE } from './src/theme/fonts';
import { globalCss } from './src/theme/global-css';
import { createStyleCache } from './src/theme/style-cache';
import { PALETTE, theme } from './src/theme/theme';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <ThemeProvider theme={theme}>{element}</ThemeProvider>
);

// The page's styles as one <style> in <head>, hashed once by the CSP; Emotion's ids left out (about
// 270 B of gzip a page), the browser's cache adopting the rules as it hydrates.
export const replaceRenderer: GatsbySSR['replaceRenderer'] = (args) => {
  const { bodyComponent, replaceBodyHTMLString, setHeadComponents } = args;
  const cache = createStyleCache();
  // Emotion's switch for extraction: rules stay in the cache instead of inline <style> elements.
  cache.compat = true;
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  if (html.includes('<style'))
    throw new Error(
      'gatsby-ssr.tsx: Emotion wrote <style> elements into the body despite cache.compat (Emotion upgraded?): extract them again, or the CSP blocks them',
    );
  const { css } = createEmotionServer(cache).extractCritical(html);
  replaceBodyHTMLString(html);
  setHeadComponents([
    <style key="styles" dangerouslySetInnerHTML={{ __html: globalCss(theme) + css }} />,
  ]);
};

const themeColor = (media: string, color: string) => (
  <meta key={media} name="theme-color" media={media} content={color} />
);

// Before the first paint: the js/no-js class and the stored theme (no flash).
export const onRenderBody: GatsbySSR['onRenderBody'] = (args) => {
  const { setHeadComponents, setHtmlAttributes, setPostBodyComponents } = args;
  setHtmlAttributes({ className: 'no-js' });
  setHeadComponents([
    <script
      key="js-flag"
      dangerouslySetInnerHTML={{ __html: `${SCRIPTS_HEAD_SCRIPT}\n${THEME_HEAD_SCRIPT}` }}
    />,
    // The browser's bar: the brand colour in light, the page's own surface in dark.
    themeColor('(prefers-color-scheme:light)', PALETTE.primary[0]),
    themeColor('(prefers-color-scheme:dark)', PALETTE.surface[1]),
  ]);
  // The font preloaded after the page's own bytes: from <head> its 29 kB shared a slow line with
  // the HTML and held back the first paint (docs/performance.md).
  setPostBodyComponents([
    <link
      key="font"
      rel="preload"
      href={FONT_FILE}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
  ]);
};
