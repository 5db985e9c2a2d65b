import type { IAdapter } from 'gatsby';

// Named in gatsby-config so that Gatsby installs no host's adapter, whose rules would join ours
// (gatsby-adapter-netlify: "/en/*" rewritten with status 200, a soft 404; a second Cache-Control).
export const staticHostAdapter: IAdapter = {
  name: 'static-host-files',
  adapt() {},
  config: () => ({
    supports: { pathPrefix: false, trailingSlash: ['always'] },
    pluginsToDisable: ['gatsby-plugin-netlify'], // it would write host files too
  }),
};
