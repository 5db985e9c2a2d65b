import type { GatsbySSR } from 'gatsby';
import { ThemeRoot } from './src/theme/ThemeRoot';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <ThemeRoot>{element}</ThemeRoot>
);

/**
 * The static HTML says "no-js"; an inline script swaps it for "js" before first paint. Scroll
 * animations may then start sections hidden, and controls that need JavaScript show; without it
 * every section stays visible and those controls step aside.
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
  ]);
};
