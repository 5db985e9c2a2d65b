import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { LANGUAGE_CODES, DEFAULT_LANGUAGE } from './src/lib/languages';
import { emailJsBuildEnv, emailJsBuildReport } from './gatsby/emailjs-env';
import { contentTypeDefs } from './gatsby/schema';
import { stopOnContentProblems } from './gatsby/content-check';
import { contentResolvers } from './gatsby/resolvers';
import { loadBundlesAfterFirstPaint } from './gatsby/scripts-after-paint';
import {
  compileHintBanner,
  keepDeferredCodeOutOfCommons,
  moduleAliases,
} from './gatsby/webpack-config';
import { robotsTxt } from './src/lib/seo';

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  stopOnContentProblems(path.join(__dirname, 'content'), reporter);

  const emailJs = emailJsBuildReport(emailJsBuildEnv(__dirname));
  if (emailJs.level === 'warn') reporter.warn(emailJs.text);
  else reporter.info(emailJs.text);
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

export const onCreateBabelConfig: GatsbyNode['onCreateBabelConfig'] = ({ actions }) => {
  actions.setBabelPlugin({
    name: path.join(__dirname, 'gatsby', 'babel-plugin-no-emotion-targets.js'),
    options: {},
  });
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  getConfig,
  plugins,
}) => {
  actions.setWebpackConfig({ resolve: { alias: moduleAliases(__dirname) } });
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({ plugins: [plugins.banner(compileHintBanner())] });
  actions.replaceWebpackConfig(keepDeferredCodeOutOfCommons(getConfig()));
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers(contentResolvers());
};

/**
 * The i18n plugin prefixes the language twice on its localized 404 pages ("/en/en/*"), so unknown
 * paths under /en/ and /fr/ would fall back to the Italian 404. Give each its own "/<lang>/*".
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  for (const language of LANGUAGE_CODES) {
    if (language === DEFAULT_LANGUAGE) continue;
    const doubled = `/${language}/${language}/*`;
    if (page.matchPath === doubled) {
      actions.deletePage(page);
      actions.createPage({ ...page, matchPath: `/${language}/*` });
    }
  }
};

/** Every HTML file the build wrote, under public/. */
async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * robots.txt, written from the site's public address so it stays true when SITE_URL changes
 * (a file in static/ could not know it); and every page's scripts loaded after its first paint.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const publicFolder = path.join(__dirname, 'public');
  for (const file of await htmlFiles(publicFolder)) {
    const html = await fs.readFile(file, 'utf8');
    await fs.writeFile(file, loadBundlesAfterFirstPaint(html));
  }

  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } | null }>(
    '{ site { siteMetadata { siteUrl } } }',
  );
  const siteUrl = result.data?.site?.siteMetadata.siteUrl;
  if (!siteUrl) {
    reporter.panic('robots.txt: siteMetadata.siteUrl is missing from gatsby-config.ts');
    return;
  }
  await fs.writeFile(path.join(publicFolder, 'robots.txt'), robotsTxt(siteUrl));
};
