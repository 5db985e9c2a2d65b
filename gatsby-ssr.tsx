import type { GatsbySSR } from 'gatsby';
import { FONT_FILES } from './src/theme/fonts';
import { ThemeRoot } from './src/theme/ThemeRoot';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <ThemeRoot>{element}</ThemeRoot>
);

/**
 * The static HTML says "no-js"; an inline script swaps it for "js" before first paint. Scroll
 * animations may then start sections hidden, and controls that need JavaScript show; without it
 * every section stays visible and those controls step aside.
 *
 * Preloads the two latin font files the first screen uses (body and headings), so the text is
 * drawn in its own font at once rather than swapped in later.
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
