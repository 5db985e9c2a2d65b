/**
 * Adjustments to Gatsby's webpack configuration for the browser bundles (gatsby-node's
 * onCreateWebpackConfig). Each keeps code out of the first load that the page does not run there.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

/** The chunks the page loads only when the visitor needs them (webpackChunkName comments). */
const DEFERRED_CHUNK = /^(section-|revenue-chart)/;

export function isDeferredChunk(name: string | null | undefined): boolean {
  return typeof name === 'string' && DEFERRED_CHUNK.test(name);
}

interface CacheGroup {
  chunks?: unknown;
  [option: string]: unknown;
}

interface WebpackConfig {
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, CacheGroup | false> } };
}

/**
 * Gatsby's "commons" chunk takes every module used by two chunks or more, the page's own
 * lazily loaded chunks included: what only the deferred sections share would load with the page.
 * Counting only the other chunks leaves those modules to a shared chunk that loads with them.
 */
export function keepDeferredCodeOutOfCommons<Config extends WebpackConfig>(config: Config): Config {
  const splitChunks = config.optimization?.splitChunks;
  const commons = splitChunks ? splitChunks.cacheGroups?.commons : undefined;
  if (commons) commons.chunks = (chunk: { name?: string | null }) => !isDeferredChunk(chunk.name);
  return config;
}

/**
 * Module aliases: react-i18next and gatsby-plugin-react-i18next reduced to what the site calls
 * (gatsby/webpack-aliases/). `siteDir` is the project's folder: Gatsby runs a compiled copy of
 * gatsby-node from elsewhere.
 */
export function moduleAliases(siteDir: string): Record<string, string> {
  const resolve = createRequire(path.join(siteDir, 'package.json')).resolve;
  const packageDir = (name: string) => path.dirname(resolve(`${name}/package.json`));
  const subset = (name: string) => path.join(siteDir, 'gatsby', 'webpack-aliases', `${name}.mjs`);
  return {
    'react-i18next$': subset('react-i18next'),
    'react-i18next-es': path.join(packageDir('react-i18next'), 'dist', 'es'),
    'gatsby-plugin-react-i18next$': subset('gatsby-plugin-react-i18next'),
    'gatsby-plugin-react-i18next-dist': path.join(
      packageDir('gatsby-plugin-react-i18next'),
      'dist',
    ),
  };
}
