import path from 'node:path';
import type { GatsbyConfig, IAdapter } from 'gatsby';
import { load as loadYaml } from 'js-yaml';
import { adminMiddleware } from './gatsby/cms/admin';
import { readText } from './gatsby/content-check';
import { yamlTypeName } from './gatsby/content-model';
import {
  DEFAULT_LANGUAGE,
  I18NEXT_OPTIONS,
  LANGUAGE_CODES,
  localizedPath,
} from './src/lib/languages';
import { isIndexablePath, sitemapEntry } from './src/lib/seo';
import { resolveSiteUrl } from './src/lib/site-url';
import { PALETTE } from './src/theme/theme';

const siteUrl = resolveSiteUrl();
const read = (...parts: string[]) => readText(path.join(__dirname, 'content', ...parts));
const studioName = (loadYaml(read('site.yaml')) as { name: string }).name;
const words = (lang: string) =>
  JSON.parse(read('locales', lang, 'common.json')) as { meta: { description: string } };
const manifest = (lang: string) => ({
  description: words(lang).meta.description,
  lang,
  start_url: localizedPath(lang, '/'),
});

// The editor saves to a temporary file beside its target, then renames it: watch the target only.
const source = (name: string, folder: string, ignore: string[] = []) => ({
  resolve: 'gatsby-source-filesystem',
  options: { name, path: path.join(__dirname, folder), ignore: [...ignore, '**/.sveltia-tmp-*'] },
});

// Named so that Gatsby installs no host's adapter, whose rules would join ours (gatsby-adapter-netlify:
// "/en/*" rewritten with status 200, a soft 404; a second Cache-Control).
const staticHostAdapter: IAdapter = {
  name: 'static-host-files',
  adapt() {},
  config: () => ({
    supports: { pathPrefix: false, trailingSlash: ['always'] },
    pluginsToDisable: ['gatsby-plugin-netlify'], // it would write host files too
  }),
};

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  adapter: staticHostAdapter,
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  graphqlTypegen: { generateOnBuild: true },
  developMiddleware: (app: { use: (path: string, handler: unknown) => void }) =>
    app.use('/admin', adminMiddleware(__dirname)),
  plugins: [
    {
      resolve: 'gatsby-plugin-emotion',
      // Development only: in a build they would make webpack split each styled module into a chunk.
      options: { sourceMap: process.env.NODE_ENV === 'development' },
    },
    source('content', 'content', ['**/locales/**']),
    source('locale', 'content/locales'),
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      options: { defaults: { formats: ['webp', 'avif'], placeholder: 'dominantColor' } },
    },
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-transformer-yaml',
      options: { typeName: ({ node }: { node: { name: string } }) => yamlTypeName(node.name) },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        languages: [...LANGUAGE_CODES],
        defaultLanguage: DEFAULT_LANGUAGE,
        siteUrl,
        // The visitor's choice is the URL: redirecting would blank the page and jump language.
        redirect: false,
        verbose: false,
        i18nextOptions: I18NEXT_OPTIONS,
      },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        // robots.txt names the sitemap; a <link rel="sitemap"> in every page's head is not read.
        createLinkInHead: false,
        resolvePages: (data: { allSitePage: { nodes: { path: string }[] } }) =>
          data.allSitePage.nodes.filter((page) => isIndexablePath(page.path)),
        serialize: (page: { path: string }) => sitemapEntry(siteUrl, page.path),
      },
    },
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: studioName,
        short_name: studioName,
        ...manifest(DEFAULT_LANGUAGE),
        display: 'standalone',
        // The light palette's values: a manifest takes a colour, not the page's var(--…).
        background_color: PALETTE.surface[0],
        theme_color: PALETTE.primary[0],
        // The head already carries theme-color, one per colour scheme (gatsby-ssr.tsx).
        theme_color_in_head: false,
        // The logo mark; the plugin renders the favicon, apple-touch-icon and app icons from it.
        icon: 'static/favicon.svg',
        // One apple-touch-icon link, written by SeoHead, instead of one per icon size.
        legacy: false,
        // No ?v=<hash> on the icons' links: hosts revalidate files without a hash in their name
        // (gatsby/host-files.ts), and the query cost every page about 35 B of its first round trip.
        cache_busting_mode: 'none',
        localize: LANGUAGE_CODES.filter((lang) => lang !== DEFAULT_LANGUAGE).map(manifest),
      },
    },
  ],
};

export default config;
