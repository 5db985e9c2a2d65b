/**
 * Byte budgets, checked by size-limit on the build in public/ (`npm run test:size`), gzip:
 * - every page's HTML within a new connection's first round trip (about 14.6 KB), with room left
 *   for editors' words: 12 KiB as built, 14 KiB after `npm run test:edits`'s longer texts
 *   (EDITED_CONTENT=1); over it, shorten the language's texts in content/locales/;
 * - the JavaScript the home page runs before the visitor does anything (Gatsby's runtime and
 *   the page's chunk group, from webpack's statistics, kept out of public/ by the build).
 *   Not after the edits: content does not change code, and the edited copy's bundles differ
 *   by their paths alone (module ids).
 */
const { readdirSync, readFileSync } = require('node:fs');

const edited = process.env.EDITED_CONTENT === '1';
const pages = readdirSync('public', { recursive: true })
  .filter((file) => file.endsWith('index.html') && !/(^|\/)(admin|404)\//.test(file))
  .sort();

const stats = JSON.parse(readFileSync('.cache/build-stats/webpack.stats.json', 'utf8'));
const { componentChunkName } = JSON.parse(
  readFileSync('public/page-data/index/page-data.json', 'utf8'),
);
const firstLoad = ['app', componentChunkName]
  .flatMap((group) => stats.namedChunkGroups[group].assets)
  .map((asset) => asset.name ?? asset)
  .filter((name) => name.endsWith('.js'));

module.exports = [
  ...pages.map((page) => ({
    name: `/${page.replace(/index\.html$/, '')} HTML`,
    path: `public/${page}`,
    limit: edited ? '14 KiB' : '12 KiB',
    gzip: true,
  })),
  ...(edited
    ? []
    : [
        {
          name: 'first-load JavaScript of the home page',
          path: firstLoad.map((file) => `public/${file}`),
          limit: '125 KiB',
          gzip: true,
        },
      ]),
];
