import type { IAdapter } from 'gatsby';

/**
 * The adapter named in gatsby-config, so that Gatsby installs none by itself.
 *
 * Recognising a host, Gatsby installs and runs that host's adapter (gatsby-adapter-netlify on
 * Netlify), which appends its own rules to public/_redirects and public/_headers: a rewrite with
 * status 200 for each matchPath page, so "/en/*" would answer every unknown English path with
 * the not-found page and status 200 (a soft 404), and a Cache-Control on every path that
 * overlaps ours. This one leaves public/ as the build wrote it (gatsby-node's onPostBuild):
 * the site is static files, and its host files are complete.
 */
export const staticHostAdapter: IAdapter = {
  name: 'static-host-files',
  adapt({ reporter }) {
    reporter.verbose(
      'static-host-files: public/_headers and public/_redirects are the build’s own',
    );
  },
  config() {
    return {
      // The host files and the nginx configuration serve the site from the root of its host.
      supports: { pathPrefix: false, trailingSlash: ['always'] },
      // Gatsby's older Netlify plugin would write host files too.
      pluginsToDisable: ['gatsby-plugin-netlify'],
    };
  },
};
