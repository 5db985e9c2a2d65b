/**
 * What the site uses of react-i18next, and nothing else (webpack alias for "react-i18next", see
 * gatsby/webpack-config.ts). gatsby-plugin-react-i18next require()s the whole package, which keeps
 * every export in the bundle (Trans and its HTML parser among them, about 2.5 KiB gzip) although
 * the plugin and the site only call these two.
 */
export { I18nextProvider } from 'react-i18next-es/I18nextProvider.js';
export { useTranslation } from 'react-i18next-es/useTranslation.js';
