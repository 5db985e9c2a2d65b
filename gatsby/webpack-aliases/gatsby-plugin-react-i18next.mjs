/**
 * What the site imports from gatsby-plugin-react-i18next (webpack alias, see
 * gatsby/webpack-config.ts). The plugin's index also loads its Link component, which the site
 * does not use: its language links are plain anchors.
 */
export { I18nextContext } from 'gatsby-plugin-react-i18next-dist/i18nextContext.js';
export { useI18next } from 'gatsby-plugin-react-i18next-dist/useI18next.js';
export { useTranslation } from 'react-i18next';
