import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode, NodePluginArgs } from 'gatsby';
import { formatLongDate } from './src/lib/format';
import { PAGE_SHAPE } from './src/lib/page-shape';
import { writeAdmin } from './gatsby/cms/admin';
import { emailJsBuildEnv, emailJsBuildReport } from './gatsby/emailjs-env';
import {
  analyticsBuildEnv,
  analyticsBuildReport,
  unsetAnalyticsDefinitions,
} from './gatsby/analytics-env';
import {
  buildsForPublicSite,
  sampleLines,
  sampleWarning,
  unconsentedLogoLines,
  unconsentedQuoteLines,
} from './gatsby/samples';
import { legalPages, legalSlugs } from './gatsby/legal-pages';
import { correctedPage } from './gatsby/localized-pages';
import { createContentTypes } from './gatsby/schema';
import { stopOnContentProblems } from './gatsby/content-check';
import { contentResolvers } from './gatsby/resolvers';
import { writeDeployFiles } from './gatsby/deploy-files';
import { htmlFiles, isWebpackOutput, publicPath } from './gatsby/public-files';
import {
  PAGE_SCRIPTS_FILE,
  PAGE_SCRIPTS_LOADER,
  isGatsbyPage,
  rewritePageScripts,
} from './gatsby/page-scripts';
import { pageWeight, roundTripWarning } from './gatsby/page-weight';
import { COMPILE_HINT_BANNER } from './gatsby/webpack-config';
import { robotsTxt } from './src/lib/seo';
import { caseStudyPath } from './src/lib/work-paths';
import { resolveSiteUrl } from './src/lib/site-url';

const CONTENT_DIR = path.join(__dirname, 'content');

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  stopOnContentProblems(__dirname, reporter);
  const emailJs = emailJsBuildReport(emailJsBuildEnv(__dirname));
  reporter[emailJs.level](emailJs.text);
  const analytics = analyticsBuildReport(analyticsBuildEnv(__dirname));
  reporter[analytics.level](analytics.text);
  const unconsented = unconsentedQuoteLines(CONTENT_DIR);
  if (unconsented.length > 0) reporter.warn(`Clients' quotes:\n  - ${unconsented.join('\n  - ')}`);
  const logos = unconsentedLogoLines(CONTENT_DIR);
  if (logos.length > 0) reporter.warn(`Clients' logos:\n  - ${logos.join('\n  - ')}`);
  // A build for the public site must not publish the sample legal texts or projects unnoticed.
  if (buildsForPublicSite(process.env)) {
    const samples = sampleWarning(sampleLines(CONTENT_DIR, PAGE_SHAPE));
    if (samples) reporter.warn(samples);
  }
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] =
  createContentTypes;

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  const { stage, actions, plugins, getConfig } = args;
  // Without the counting's variables, its code folds away in every bundle (analytics-env.ts).
  const unset = unsetAnalyticsDefinitions(analyticsBuildEnv(__dirname));
  if (Object.keys(unset).length > 0) actions.setWebpackConfig({ plugins: [plugins.define(unset)] });
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({
    devtool: 'hidden-source-map', // for the size check; no comment points at the unpublished maps
    plugins: [plugins.banner(COMPILE_HINT_BANNER)],
  });
  // An earlier build's scripts go as this one's are written: a cached build gives the same public/.
  // (setWebpackConfig leaves `output` alone.)
  const config = getConfig();
  const output = { ...config.output, clean: { keep: (file: string) => !isWebpackOutput(file) } };
  actions.replaceWebpackConfig({ ...config, output });
};

// LegalPage nodes, made on every build (kept over a cached .cache) and again when `npm run develop`
// sees a legal file, site.yaml, company.yaml or a common.json (legal forms) change.
export const sourceNodes = (args: NodePluginArgs) => {
  const { actions, createNodeId, createContentDigest, reporter } = args;
  try {
    for (const page of legalPages(CONTENT_DIR, PAGE_SHAPE)) {
      actions.createNode({
        ...page,
        updatedDisplay: formatLongDate(page.updated, page.language),
        id: createNodeId(`legal-page ${page.language} ${page.slug}`),
        internal: { type: 'LegalPage', contentDigest: createContentDigest(page) },
      });
    }
  } catch (error) {
    reporter.panicOnBuild(`The legal pages:\n${(error as Error).message}`);
  }
};
export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  const { relativePath } = args.node as { relativePath?: string };
  if (process.env.NODE_ENV === 'development' && args.node.internal.type === 'File')
    if (/^(legal\/|(site|company)\.yaml$|locales\/[^/]+\/common\.json$)/.test(relativePath ?? ''))
      sourceNodes(args);
};

/** `npm run edit` (gatsby develop, which honours PORT): where the editor is, which browsers save. */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ reporter }) =>
  reporter.info(
    `The editor: http://localhost:${process.env.PORT || 8000}/admin/ in Chrome, Edge, Brave or Opera ` +
      '(Firefox and Safari cannot save to a folder): "Work with Local Repository", then this folder.',
  );

// A page per legal text at /<page>/ and per project at /work/<id>/; the i18n plugin adds /en/… too.
export const createPages: GatsbyNode['createPages'] = async ({ actions, graphql, reporter }) => {
  const template = (name: string) => path.join(__dirname, 'src', 'templates', `${name}.tsx`);
  for (const slug of legalSlugs(CONTENT_DIR, PAGE_SHAPE))
    actions.createPage({ path: `/${slug}/`, component: template('legal-page'), context: { slug } });
  const projects = await graphql<{ allProjectsYaml: { nodes: { key: string }[] } }>(
    'query ProjectPages { allProjectsYaml { nodes { key } } }',
  );
  if (projects.errors) reporter.panicOnBuild('The projects could not be read', projects.errors);
  const component = template('case-study');
  for (const { key: project } of projects.data?.allProjectsYaml.nodes ?? [])
    actions.createPage({ path: caseStudyPath(project), component, context: { project } });
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) =>
  createResolvers(contentResolvers());

export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const corrected = correctedPage(page);
  if (!corrected) return;
  actions.deletePage(page);
  actions.createPage(corrected);
};

// Page scripts as data, robots.txt from SITE_URL (unknown to static/), /admin/, then host files.
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const publicFolder = path.join(__dirname, 'public');
  const weights: ReturnType<typeof pageWeight>[] = [];
  for (const file of await htmlFiles(publicFolder)) {
    const html = await fs.readFile(file, 'utf8');
    // Only the pages Gatsby rendered carry its scripts (not, say, a static admin page).
    if (!isGatsbyPage(html)) continue;
    try {
      const page = rewritePageScripts(html);
      await fs.writeFile(file, page);
      weights.push(pageWeight(publicPath(publicFolder, file), page));
    } catch (error) {
      reporter.panic(`${path.relative(__dirname, file)}: ${(error as Error).message}`);
    }
  }
  // The words are the editors': a page past the first round trip is slower, not broken.
  const tooLong = roundTripWarning(weights);
  if (tooLong) reporter.warn(tooLong);
  await fs.writeFile(path.join(publicFolder, PAGE_SCRIPTS_FILE), PAGE_SCRIPTS_LOADER);
  await fs.writeFile(path.join(publicFolder, 'robots.txt'), robotsTxt(resolveSiteUrl()));
  // Not a Gatsby page, so neither the sitemap nor the site's bundles know about it.
  try {
    const admin = writeAdmin(__dirname, publicFolder);
    reporter.info(`/admin/: the content editor (${admin.files} files)`);
    for (const note of admin.notes) reporter.warn(`/admin/: ${note}`);
  } catch (error) {
    reporter.panic(`/admin/: ${(error as Error).message}`);
  }
  const problems = await writeDeployFiles(__dirname);
  if (problems.length > 0)
    reporter.panic(
      `This build cannot be published: ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
};
