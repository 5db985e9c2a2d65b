import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { LANGUAGE_CODES, DEFAULT_LANGUAGE } from './src/lib/languages';
import { emailJsBuildEnv, emailJsBuildReport } from './gatsby/emailjs-env';
import { contentTypeDefs } from './gatsby/schema';
import { stopOnContentProblems } from './gatsby/content-check';
import { contentResolvers } from './gatsby/resolvers';
import { writeDeployFiles } from './gatsby/deploy-files';
import { BUILD_STATS_FOLDER, EMITTED_ASSETS_FILE, htmlFiles } from './gatsby/public-files';
import { loadBundlesAfterFirstPaint } from './gatsby/scripts-after-paint';
import {
  compileHintBanner,
  emittedAssetsRecorder,
  keepDeferredCodeOutOfCommons,
  moduleAliases,
  SOURCE_MAPS,
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
  actions.setWebpackConfig({
    devtool: SOURCE_MAPS,
    plugins: [
      plugins.banner(compileHintBanner()),
      emittedAssetsRecorder(path.join(__dirname, BUILD_STATS_FOLDER, EMITTED_ASSETS_FILE)),
    ],
  });
  actions.replaceWebpackConfig(keepDeferredCodeOutOfCommons(getConfig()));
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers(contentResolvers());
};

/**
 * The i18n plugin prefixes the language twice on its localized 404 pages ("/en/en/*"), so unknown
 * paths under /en/ and /fr/ would fall back to the Italian 404. Give each its own "/<lang>/*".
 * The default language's 404 page gets "/*" likewise: without it, the browser would first ask
 * the server for an unknown path's page data and HTML (two more 404s) before showing it.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (page.path === '/404/' && !page.matchPath) {
    actions.deletePage(page);
    actions.createPage({ ...page, matchPath: '/*' });
  }
  for (const language of LANGUAGE_CODES) {
    if (language === DEFAULT_LANGUAGE) continue;
    const doubled = `/${language}/${language}/*`;
    if (page.matchPath === doubled) {
      actions.deletePage(page);
      actions.createPage({ ...page, matchPath: `/${language}/*` });
    }
  }
};

/**
 * Every page's scripts loaded after its first paint; robots.txt, written from the site's public
 * address so it stays true when SITE_URL changes (a file in static/ could not know it); then
 * public/ made ready for a host, with the host files and this build's Content-Security-Policy,
 * computed from the final HTML (gatsby/deploy-files.ts).
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

  const problems = await writeDeployFiles(__dirname);
  if (problems.length > 0) {
    reporter.panic(
      `This build cannot be published: ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
  }
};
