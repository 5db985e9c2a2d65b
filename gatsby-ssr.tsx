import type { GatsbySSR } from 'gatsby';
import { ThemeRoot } from './src/theme/ThemeRoot';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <ThemeRoot>{element}</ThemeRoot>
);

/**
 * Marks the document as scripted before first paint, so scroll animations may start sections
 * hidden; without JavaScript the class never appears and every section stays visible.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script
      key="js-flag"
      dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }}
    />,
  ]);
};
