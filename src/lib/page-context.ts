/** What the pages read of the context gatsby-plugin-react-i18next gives every page. */
export interface I18nPageContext {
  language: string;
  /** The page's path without its language prefix ("/en/privacy/" -> "/privacy/"). */
  i18n: { originalPath: string };
}
