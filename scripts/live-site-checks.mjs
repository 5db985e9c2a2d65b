/**
 * The checks of `npm run check:live` (scripts/check-live.mjs): what a deployed copy of the site
 * must answer, asked over HTTP like a visitor or a crawler would. Each check returns one result
 * line: { ok, name, detail }.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, PAGE_SHAPE, homePath } from './page-shape.mjs';

/** webpack's scripts: named by a 20-digit content hash (gatsby/caching.ts). */
const HASHED_SCRIPT = /^\/[^/]+-[0-9a-f]{20}\.js$/;
const YEAR = 31_536_000;
/** Mozilla Observatory's minimum for HSTS: six months. */
const HSTS_MIN_AGE = 15_768_000;

const pass = (name, detail = '') => ({ ok: true, name, detail });
const fail = (name, detail) => ({ ok: false, name, detail });

/** The attributes of each tag `name` in the HTML, with lower-cased attribute names. */
export function tags(html, name) {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map(([tag]) =>
    Object.fromEntries(
      [...tag.matchAll(/\s([^\s"'=<>/]+)(?:="([^"]*)")?/g)].map(([, key, value = '']) => [
        key.toLowerCase(),
        value.replace(/&amp;/g, '&'),
      ]),
    ),
  );
}

/** The security headers of a build: the "/*" rule of its _headers file, or undefined. */
export function buildHeaders(buildFolder) {
  let text;
  try {
    text = readFileSync(path.join(buildFolder, '_headers'), 'utf8');
  } catch {
    return undefined;
  }
  const headers = {};
  let inRule = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) inRule = line.trim() === '/*';
    else if (inRule) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return headers;
}

/** What a strict policy must say, whichever build it comes from; [] when it says it. */
export function policyWeaknesses(policy) {
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
  const weaknesses = [];
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  if (!scripts) weaknesses.push('no script-src');
  else if (scripts.some((source) => /^'unsafe-(inline|eval)'$|^\*$|^https?:$/.test(source))) {
    weaknesses.push(`script-src allows ${scripts.filter((s) => /unsafe|\*|:$/.test(s)).join(' ')}`);
  }
  for (const [name, value] of [
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
  ]) {
    if (directives.get(name)?.join(' ') !== value) weaknesses.push(`${name} is not ${value}`);
  }
  for (const name of ['base-uri', 'form-action', 'default-src']) {
    if (!directives.has(name)) weaknesses.push(`no ${name}`);
  }
  return weaknesses;
}

/**
 * What each security header must be: the build's value when the build is at hand, else the
 * rule it must follow.
 */
function headerRules(expected) {
  const equalTo = (name) => (value) =>
    value === expected[name] ? undefined : `"${value}", the build has "${expected[name]}"`;
  const rule = (name, fallback) => ({ name, test: expected ? equalTo(name) : fallback });
  const exactly = (wanted) => (value) => (value === wanted ? undefined : `"${value}"`);
  return [
    {
      name: 'content-security-policy',
      test: (value) => {
        const weak = policyWeaknesses(value);
        if (weak.length > 0) return `not strict: ${weak.join(', ')}`;
        // The policy is long: say that it differs, not both versions.
        if (expected && value !== expected['content-security-policy']) {
          return 'differs from the build’s';
        }
        return undefined;
      },
    },
    rule('strict-transport-security', (value) => {
      const age = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? 0);
      return age >= HSTS_MIN_AGE ? undefined : `max-age under six months: "${value}"`;
    }),
    rule('x-content-type-options', exactly('nosniff')),
    rule('referrer-policy', exactly('strict-origin-when-cross-origin')),
    rule('permissions-policy', (value) => (value ? undefined : 'empty')),
    rule('cross-origin-opener-policy', exactly('same-origin')),
    rule('x-frame-options', exactly('DENY')),
  ];
}

/**
 * Runs every check against `base` (where the site is fetched) for the public address `site`
 * (what canonicals and the sitemap must name). `expected` are the build's security headers
 * (buildHeaders), or undefined to check them by rule only.
 */
export async function checkLiveSite({ base, site, expected }) {
  const results = [];
  const get = async (pathname, options = {}) => {
    const response = await fetch(new URL(pathname, base), { redirect: 'manual', ...options });
    return { response, text: await response.text() };
  };
  const defaultHome = homePath(PAGE_SHAPE.defaultLanguage);
  const htmlResponses = [];
  const probe = `check-live-${Date.now().toString(36)}/`;

  for (const { code, home } of LANGUAGES) {
    const { response, text } = await get(home);
    htmlResponses.push({ pathname: home, response });
    const lang = tags(text, 'html')[0]?.lang;
    results.push(
      response.status === 200 && lang === code
        ? pass(`${home} answers 200 in ${code}`)
        : fail(`${home} answers 200 in ${code}`, `status ${response.status}, lang "${lang}"`),
    );

    const links = tags(text, 'link');
    const canonical = links.filter((link) => link.rel === 'canonical').map((link) => link.href);
    results.push(
      canonical.length === 1 && canonical[0] === `${site}${home}`
        ? pass(`${home} canonical is ${site}${home}`)
        : fail(`${home} canonical is ${site}${home}`, `found ${JSON.stringify(canonical)}`),
    );
    const alternates = Object.fromEntries(
      links
        .filter((link) => link.rel === 'alternate' && link.hreflang)
        .map((link) => [link.hreflang, link.href]),
    );
    const wanted = Object.fromEntries([
      ...LANGUAGES.map((language) => [language.code, `${site}${language.home}`]),
      ['x-default', `${site}${defaultHome}`],
    ]);
    const wrong = Object.entries(wanted).filter(([lang, href]) => alternates[lang] !== href);
    results.push(
      wrong.length === 0
        ? pass(`${home} hreflang names every language on ${site}`)
        : fail(
            `${home} hreflang names every language on ${site}`,
            wrong.map(([lang]) => `${lang}: ${alternates[lang] ?? 'missing'}`).join(', '),
          ),
    );

    const missing = `${home}${probe}`;
    const notFound = await get(missing);
    htmlResponses.push({ pathname: missing, response: notFound.response });
    const notFoundLang = tags(notFound.text, 'html')[0]?.lang;
    results.push(
      notFound.response.status === 404 && notFoundLang === code
        ? pass(`${home}<unknown>/ answers 404 with the ${code} not-found page`)
        : fail(
            `${home}<unknown>/ answers 404 with the ${code} not-found page`,
            `status ${notFound.response.status}, lang "${notFoundLang}"`,
          ),
    );

    const index = await get(`${home}index.html`);
    const target = index.response.headers.get('location');
    results.push(
      [301, 308].includes(index.response.status) &&
        target &&
        new URL(target, new URL(`${home}index.html`, base)).pathname === home
        ? pass(`${home}index.html redirects to ${home}`)
        : fail(
            `${home}index.html redirects to ${home}`,
            `status ${index.response.status}, location ${target}`,
          ),
    );

    if (home !== '/') {
      const bare = home.slice(0, -1);
      const slash = await get(bare);
      const location = slash.response.headers.get('location');
      results.push(
        [301, 308].includes(slash.response.status) &&
          location &&
          new URL(location, new URL(bare, base)).pathname === home
          ? pass(`${bare} redirects to ${home}`)
          : fail(
              `${bare} redirects to ${home}`,
              `status ${slash.response.status}, location ${location}`,
            ),
      );
    }
  }

  for (const { name, test } of headerRules(expected)) {
    const problems = htmlResponses
      .map(({ pathname, response }) => {
        const value = response.headers.get(name);
        const problem = value === null ? 'missing' : test(value);
        return problem ? `${pathname}: ${problem}` : undefined;
      })
      .filter(Boolean);
    const label = `${name} on every page${expected ? ' as in the build' : ''}`;
    results.push(problems.length === 0 ? pass(label) : fail(label, problems.join('; ')));
  }

  const htmlCaching = htmlResponses
    .map(({ pathname, response }) => ({
      pathname,
      value: response.headers.get('cache-control') ?? '',
    }))
    .filter(({ value }) => !/no-cache|no-store|max-age=0\b/.test(value));
  results.push(
    htmlCaching.length === 0
      ? pass('HTML is revalidated on every use')
      : fail(
          'HTML is revalidated on every use',
          htmlCaching.map(({ pathname, value }) => `${pathname}: "${value}"`).join('; '),
        ),
  );

  const root = await get(defaultHome);
  const loaderScripts = [...root.text.matchAll(/var s=(\[[^\]]*\])/g)].flatMap(([, list]) =>
    JSON.parse(list),
  );
  const scriptTags = tags(root.text, 'script')
    .map((script) => script.src)
    .filter(Boolean);
  const hashedScript = [...loaderScripts, ...scriptTags].find((src) => HASHED_SCRIPT.test(src));
  const font = tags(root.text, 'link').find(
    (link) => link.rel === 'preload' && link.as === 'font',
  )?.href;
  for (const [label, asset] of [
    ['a content-hashed script', hashedScript],
    ['a static/ asset', font],
  ]) {
    if (!asset) {
      results.push(fail(`${label} is cached for a year`, `none named in ${defaultHome}`));
      continue;
    }
    const { response } = await get(asset);
    const cacheControl = response.headers.get('cache-control') ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
    results.push(
      response.status === 200 && maxAge >= YEAR && /\bimmutable\b/.test(cacheControl)
        ? pass(`${label} is cached for a year (${asset})`)
        : fail(
            `${label} is cached for a year (${asset})`,
            `status ${response.status}, "${cacheControl}"`,
          ),
    );
  }

  const pageData = await get('/page-data/index/page-data.json');
  const pageDataCaching = pageData.response.headers.get('cache-control') ?? '';
  results.push(
    pageData.response.status === 200 && /no-cache|no-store|max-age=0\b/.test(pageDataCaching)
      ? pass('page-data is revalidated on every use')
      : fail(
          'page-data is revalidated on every use',
          `status ${pageData.response.status}, "${pageDataCaching}"`,
        ),
  );

  const index = await get('/sitemap-index.xml');
  const sitemaps = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  const listed = [];
  for (const sitemap of sitemaps.filter((loc) => loc.startsWith(`${site}/`))) {
    const { text } = await get(sitemap.slice(site.length));
    listed.push(...[...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc));
  }
  const unlisted = LANGUAGES.map(({ home }) => `${site}${home}`).filter(
    (url) => !listed.includes(url),
  );
  const elsewhere = [...sitemaps, ...listed].filter((loc) => !loc.startsWith(`${site}/`));
  results.push(
    index.response.status === 200 &&
      sitemaps.length > 0 &&
      unlisted.length === 0 &&
      elsewhere.length === 0
      ? pass(`the sitemap lists every language's page on ${site}`)
      : fail(
          `the sitemap lists every language's page on ${site}`,
          `status ${index.response.status}; missing ${JSON.stringify(unlisted)}; other hosts ${JSON.stringify(elsewhere)}`,
        ),
  );

  const robots = await get('/robots.txt');
  const sitemapLine = `Sitemap: ${site}/sitemap-index.xml`;
  results.push(
    robots.response.status === 200 && robots.text.split('\n').includes(sitemapLine)
      ? pass(`robots.txt names ${site}/sitemap-index.xml`)
      : fail(`robots.txt names ${site}/sitemap-index.xml`, `status ${robots.response.status}`),
  );
  return results;
}
