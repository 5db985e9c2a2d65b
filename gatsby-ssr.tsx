import { CacheProvider } from '@emotion/react';
import type { GatsbySSR } from 'gatsby';
import { FONT_FILES } from './src/theme/fonts';
import { globalCss } from './src/theme/global-css';
import { createPageStyles, pageStyleElement } from './src/theme/ssr-styles';
import type { PageStyles } from './src/theme/ssr-styles';
import { theme } from './src/theme/theme';
import { ThemeRoot } from './src/theme/ThemeRoot';

/** Each page's collected styles, from its render (wrapRootElement) to its <head> (onRenderBody). */
const stylesByPage = new Map<string, PageStyles>();

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element, pathname }) => {
  const styles = createPageStyles();
  // Gatsby also wraps the page's <Head> in this, without a pathname: that render has no styles.
  if (pathname) stylesByPage.set(pathname, styles);
  return (
    <CacheProvider value={styles.cache}>
      <ThemeRoot>{element}</ThemeRoot>
    </CacheProvider>
  );
};

/**
 * The static HTML says "no-js"; an inline script swaps it for "js" before first paint. Scroll
 * animations may then start sections hidden, and controls that need JavaScript show; without it
 * every section stays visible and those controls step aside.
 *
 * Preloads the latin font file the first screen uses, so the text is drawn in its own font at
 * once rather than swapped in later, and writes the page-wide rules and the page's own styles
 * into <head>.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  setHeadComponents,
  setHtmlAttributes,
}) => {
  const styles = stylesByPage.get(pathname);
  stylesByPage.delete(pathname);
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
    <style key="global-styles" dangerouslySetInnerHTML={{ __html: globalCss(theme) }} />,
    ...(styles ? [pageStyleElement(styles)] : []),
  ]);
};
