import type { GatsbySSR } from 'gatsby';
import { FONT_FILES } from './src/theme/fonts';
import { ThemeRoot } from './src/theme/ThemeRoot';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <ThemeRoot>{element}</ThemeRoot>
);

/**
 * Marks the document as scripted before first paint, so scroll animations may start sections
 * hidden; without JavaScript the class never appears and every section stays visible.
 * Preloads the two latin font files the first screen uses (body and headings), so the text is
 * drawn in its own font at once rather than swapped in later.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script
      key="js-flag"
      dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }}
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
