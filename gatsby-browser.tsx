import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/plus-jakarta-sans/wght.css';
import type { GatsbyBrowser } from 'gatsby';
import { ThemeRoot } from './src/theme/ThemeRoot';
import { hasSectionToRestore } from './src/lib/page-scroll';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <ThemeRoot>{element}</ThemeRoot>
);

/** A language switch restores the visitor's section itself (see Layout); leave the scroll to it. */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) =>
  !hasSectionToRestore(routerProps.location.state);
