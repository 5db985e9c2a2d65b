import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR } from 'gatsby';
import { renderToString } from 'react-dom/server';
import { FONT_FILES } from './src/theme/fonts';
import { globalCss } from './src/theme/global-css';
import { createStyleCache } from './src/theme/style-cache';
import { theme } from './src/theme/theme';
import { ThemeRoot } from './src/theme/ThemeRoot';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <ThemeRoot>{element}</ThemeRoot>
);

/**
 * Emotion's critical-CSS extraction (@emotion/server): the page's styles as one <style> in <head>,
 * parsed once before first paint and hashed once by the CSP, instead of a <style> beside every
 * styled element in the body. Its ids are left out (they would cost every page some 270 bytes of
 * gzip): the browser's cache then inserts the rules it uses again as it hydrates, in its own sheet.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createStyleCache();
  // Emotion's switch for extraction: rules stay in the cache instead of inline <style> elements.
  cache.compat = true;
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  if (html.includes('<style')) {
    throw new Error(
      'gatsby-ssr.tsx: Emotion wrote <style> elements into the body despite cache.compat (Emotion upgraded?): extract them again, or the CSP blocks them',
    );
  }
  const { css } = createEmotionServer(cache).extractCritical(html);
  replaceBodyHTMLString(html);
  setHeadComponents([
    <style key="styles" dangerouslySetInnerHTML={{ __html: globalCss(theme) + css }} />,
  ]);
};

/**
 * The static HTML says "no-js"; an inline script swaps it for "js" before first paint. Scroll
 * animations may then start sections hidden, and controls that need JavaScript show; without it
 * every section stays visible and those controls step aside. Preloads the latin font file the
 * first screen uses, so the text is drawn in its own font at once.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHeadComponents,
  setHtmlAttributes,
}) => {
  setHtmlAttributes({ className: 'no-js' });
  setHeadComponents([
    <script
      key="js-flag"
      dangerouslySetInnerHTML={{
        __html: "document.documentElement.classList.replace('no-js','js')",
      }}
    />,
    ...FONT_FILES.map((href) => (
      <link
        key={href}
        rel="preload"
        href={href}
        as="font"
        type="font/woff2"
        crossOrigin="anonymous"
      />
    )),
  ]);
};

/** Gatsby's generator meta says nothing a visitor or crawler needs, on the page's first bytes. */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(
    getHeadComponents().filter(
      (component) => !String((component as { key?: unknown } | null)?.key).startsWith('generator'),
    ),
  );
};
