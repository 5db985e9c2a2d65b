import type { IAdapter } from 'gatsby';

/**
 * Named in gatsby-config so that Gatsby installs no host's adapter, whose rules would join ours
 * (gatsby-adapter-netlify: "/en/*" rewritten with status 200, a soft 404; a second Cache-Control).
 * This one leaves public/ and its host files as the build wrote them.
 */
export const staticHostAdapter: IAdapter = {
  name: 'static-host-files',
  adapt() {},
  config() {
    return {
      // The host files and the nginx configuration serve the site from the root of its host.
      supports: { pathPrefix: false, trailingSlash: ['always'] },
      // Gatsby's older Netlify plugin would write host files too.
      pluginsToDisable: ['gatsby-plugin-netlify'],
    };
  },
};
