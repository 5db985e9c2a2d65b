/**
 * The pure part of the first-load JavaScript check (scripts/check-size.mjs): which files a page
 * loads before the visitor does anything, and what the build must never put among them.
 * CommonJS so that both Node (the .mjs script) and Jest (scripts/first-load-js.test.ts) load it.
 */

/** Modules that must stay out of the first load: they arrive when the chart or form needs them. */
const LAZY_ONLY = [
  { name: 'ApexCharts', pattern: /node_modules\/(apexcharts|react-apexcharts)\// },
  { name: 'EmailJS', pattern: /node_modules\/@emailjs\// },
  // The page's sections and footer (DeferredSection): in the HTML from the start, their code only
  // when needed. Every component file in src/sections/ is a section (page-shape.json).
  { name: 'a deferred section', pattern: /src\/sections\/[A-Z]\w*\.tsx$/ },
  { name: 'the footer', pattern: /src\/components\/Footer\.tsx$/ },
];

/**
 * The JavaScript a built page names in its HTML: <script src>, <link rel=preload as=script>, and
 * the bundles the inline loader adds after the first paint (gatsby/scripts-after-paint.ts writes
 * them as its first statement, `var s=[...]`).
 */
function scriptsInHtml(html) {
  const files = [];
  for (const [, list] of html.matchAll(/<script>\(function\(\)\{var s=(\[[^\]]*\])/g)) {
    files.push(...JSON.parse(list));
  }
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const attribute = (name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
    if (tag.startsWith('<script') && attribute('src')) files.push(attribute('src'));
    if (tag.startsWith('<link') && /\bpreload\b/.test(attribute('rel') ?? '')) {
      if (attribute('as') === 'script' && attribute('href')) files.push(attribute('href'));
    }
  }
  return files.map((file) => file.replace(/^\//, '')).filter((file) => file.endsWith('.js'));
}

/** The JavaScript files of a webpack chunk group (app, or a page's component---… group). */
function chunkGroupScripts(stats, groupName) {
  const group = stats.namedChunkGroups?.[groupName];
  if (!group) throw new Error(`webpack.stats.json has no chunk group "${groupName}"`);
  return group.assets
    .map((asset) => (typeof asset === 'string' ? asset : asset.name))
    .filter((name) => name.endsWith('.js'));
}

/**
 * Every script a page loads on first load: those in its HTML, the runtime ("app" group: webpack
 * runtime, framework, app) and its page component's group (commons, shared chunks, the page).
 */
function firstLoadScripts({ html, stats, componentChunkName }) {
  const files = [
    ...scriptsInHtml(html),
    ...chunkGroupScripts(stats, 'app'),
    ...chunkGroupScripts(stats, componentChunkName),
  ];
  return [...new Set(files)].sort();
}

/** The lazy-only libraries found among the first-load files' sources (from their source maps). */
function lazyOnlyViolations(sourcesByFile) {
  const found = [];
  for (const [file, sources] of Object.entries(sourcesByFile)) {
    for (const { name, pattern } of LAZY_ONLY) {
      const source = sources.find((candidate) => pattern.test(candidate));
      if (source) found.push({ file, library: name, source });
    }
  }
  return found;
}

module.exports = {
  LAZY_ONLY,
  scriptsInHtml,
  chunkGroupScripts,
  firstLoadScripts,
  lazyOnlyViolations,
};
