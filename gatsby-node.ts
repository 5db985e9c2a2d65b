import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { SECTIONS } from './src/lib/page-shape';
import { aliasProblems } from './gatsby/alias-check';
import { editorConfigFiles } from './gatsby/cms/config-files';
import { writeAdmin } from './gatsby/cms/write-admin';
import { emailJsBuildEnv, emailJsBuildReport } from './gatsby/emailjs-env';
import { correctedPage } from './gatsby/localized-pages';
import { contentTypeDefs } from './gatsby/schema';
import { stopOnContentProblems } from './gatsby/content-check';
import { contentResolvers } from './gatsby/resolvers';
import { isGatsbyPage, loadBundlesAfterFirstPaint } from './gatsby/scripts-after-paint';
import {
  compileHintBanner,
  keepDeferredCodeOutOfCommons,
  moduleAliases,
  SectionChunksCheck,
} from './gatsby/webpack-config';
import { robotsTxt } from './src/lib/seo';

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  stopOnContentProblems(__dirname, reporter);
  // The editor's configuration is written after the build (onPostBuild) or served by `npm run
  // edit`; generating it here says at once when a content file or key lacks words for editors.
  try {
    editorConfigFiles(__dirname);
  } catch (error) {
    reporter.panic((error as Error).message);
  }

  const aliases = aliasProblems(__dirname);
  if (aliases.length > 0) {
    reporter.panic(
      `The webpack aliases no longer fit:\n${aliases.map((p) => `  - ${p}`).join('\n')}`,
    );
  }

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
    plugins: [
      plugins.banner(compileHintBanner()),
      new SectionChunksCheck(SECTIONS.map((section) => section.component)),
    ],
  });
  actions.replaceWebpackConfig(keepDeferredCodeOutOfCommons(getConfig()));
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers(contentResolvers());
};

/** The i18n plugin's pages, corrected (gatsby/localized-pages.ts). */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const corrected = correctedPage(page);
  if (!corrected) return;
  actions.deletePage(page);
  actions.createPage(corrected);
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
 * (a file in static/ could not know it); every page's scripts loaded after its first paint; and
 * the content editor at /admin/.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const publicFolder = path.join(__dirname, 'public');
  for (const file of await htmlFiles(publicFolder)) {
    const html = await fs.readFile(file, 'utf8');
    // Only the pages Gatsby rendered carry its bundles (not, say, a static admin page).
    if (!isGatsbyPage(html)) continue;
    try {
      await fs.writeFile(file, loadBundlesAfterFirstPaint(html));
    } catch (error) {
      reporter.panic(`${path.relative(__dirname, file)}: ${(error as Error).message}`);
    }
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

  // The content editor: a static page of its own under /admin/ (gatsby/cms/), not a Gatsby page,
  // so neither the sitemap nor the site's bundles know about it.
  try {
    const admin = writeAdmin(__dirname, publicFolder);
    reporter.info(`/admin/: the content editor (${admin.files} files)`);
    for (const note of admin.notes) reporter.warn(`/admin/: ${note}`);
  } catch (error) {
    reporter.panic(`/admin/: ${(error as Error).message}`);
  }
};
