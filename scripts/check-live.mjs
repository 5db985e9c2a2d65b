#!/usr/bin/env node
// `npm run check:live -- <url> [--site-url=<address>] [--build=public]`: after a deployment, asks
// what a visitor or a crawler would, one line per check (exit 1 when any fails); each page's
// headers must be those of the rules of <build>/_headers that match it. With the visit counting
// configured as the build reads it (GATSBY_ANALYTICS_*), a page view must reach its service.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createJiti } from 'jiti';
import { LANGUAGES } from './page-shape.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'site-url': { type: 'string' }, build: { type: 'string', default: 'public' } },
});
if (positionals.length !== 1) {
  console.error('usage: npm run check:live -- <url> [--site-url=<address>] [--build=<folder>]');
  process.exit(2);
}
const base = new URL(positionals[0]).origin;
const site = new URL(values['site-url'] ?? base).origin;

// The build's _headers as rules: a path pattern and the headers it sets (Cache-Control aside).
const rules = [];
for (const line of readFileSync(path.join(values.build, '_headers'), 'utf8').split('\n')) {
  const [, name = '', value = ''] = /^\s+([\w-]+):(.*)$/.exec(line) ?? [];
  if (line.startsWith('/')) rules.push({ pattern: line.trim(), headers: [] });
  else if (name && !/^cache-control$/i.test(name))
    rules.at(-1).headers.push([name.toLowerCase(), value.trim()]);
}
const expectedOn = (pathname) =>
  rules
    .filter(({ pattern }) =>
      pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname,
    )
    .flatMap(({ headers }) => headers);

const results = [];
const check = (name, ok, detail) => results.push({ name, ok: Boolean(ok), detail });
const get = async (pathname) => {
  const response = await fetch(new URL(pathname, base), { redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
};
const cacheControl = (answer) => answer?.headers.get('cache-control') ?? '';
const attribute = (html, pattern) => new RegExp(pattern, 'i').exec(html)?.[1];
const answersIn = (name, answer, status, code) => {
  const lang = attribute(answer.text, '<html[^>]* lang="([^"]*)"');
  check(name, answer.status === status && lang === code, `${answer.status}, lang ${lang}`);
};
const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
const redirects = async (from, to) => {
  const answer = await get(from);
  const location = new URL(answer.headers.get('location') ?? '', base).pathname;
  check(`${from} redirects to ${to}`, [301, 308].includes(answer.status) && location === to);
};
const YEAR = /max-age=31536000\b.*immutable/;
const REVALIDATED = /no-cache|no-store|max-age=0\b/;

const pages = [];
for (const { code, home } of LANGUAGES) {
  const page = await get(home);
  answersIn(`${home} answers 200 in ${code}`, page, 200, code);
  const canonical = attribute(page.text, '<link rel="canonical" href="([^"]*)"');
  check(`${home} canonical is ${site}${home}`, canonical === `${site}${home}`, canonical);
  const named = (other) =>
    new RegExp(`hreflang="${other.code}" href="${site}${other.home}"`, 'i').test(page.text);
  const missing = LANGUAGES.filter((other) => !named(other)).map((other) => other.code);
  check(`${home} hreflang names every language on ${site}`, !missing.length, missing.join(' '));
  const unknownPath = `${home}check-live-${Date.now()}/`;
  const unknown = await get(unknownPath);
  answersIn(`${home}<unknown>/ answers 404 with the ${code} not-found page`, unknown, 404, code);
  await redirects(`${home}index.html`, home);
  if (home !== '/') await redirects(home.slice(0, -1), home);
  pages.push([home, page, home], [`${home}<unknown>/`, unknown, unknownPath]);
}

const differing = new Map();
for (const [where, page, pathname] of pages) {
  for (const [name, value] of expectedOn(pathname)) {
    const wrong = differing.get(name) ?? [];
    differing.set(name, page.headers.get(name) === value ? wrong : [...wrong, where]);
  }
}
for (const [name, wrong] of differing)
  check(`${name} on every page as in the build`, !wrong.length, `differs on ${wrong.join(', ')}`);
const cached = pages.filter(([, page]) => !REVALIDATED.test(cacheControl(page)));
const cachedNames = cached.map(([where]) => where).join(', ');
check('HTML is revalidated on every use', !cached.length, cachedNames);

const root = pages[0][1].text;
for (const [label, asset] of [
  ['a content-hashed script', attribute(root, '"(/[^"/]+-[0-9a-f]{20}\\.js)"')],
  // The first address in the attribute: a srcset holds several.
  ['a static/ asset', attribute(root, '"(/static/[^"\\s]+)')],
]) {
  const answer = asset ? await get(asset) : undefined;
  const ok = answer?.status === 200 && YEAR.test(cacheControl(answer));
  check(`${label} is cached for a year`, ok, `${asset}: ${cacheControl(answer)}`);
}
const pageData = await get('/page-data/index/page-data.json');
check('page-data is revalidated on every use', REVALIDATED.test(cacheControl(pageData)));

const sitemaps = locs((await get('/sitemap-index.xml')).text);
const listed = [];
for (const sitemap of sitemaps.filter((loc) => loc.startsWith(`${site}/`)))
  listed.push(...locs((await get(sitemap.slice(site.length))).text));
const homes = LANGUAGES.map(({ home }) => `${site}${home}`);
const unlisted = homes.filter((loc) => !listed.includes(loc));
const elsewhere = [...sitemaps, ...listed].filter((loc) => !loc.startsWith(`${site}/`));
check(
  `the sitemap lists every language's page on ${site}`,
  sitemaps.length > 0 && unlisted.length + elsewhere.length === 0,
  `missing ${unlisted.join(' ')}; elsewhere ${elsewhere.join(' ')}`,
);
const robots = (await get('/robots.txt')).text;
const sitemapIndex = `${site}/sitemap-index.xml`;
check(`robots.txt names ${sitemapIndex}`, robots.includes(`Sitemap: ${sitemapIndex}`));

// A page view of /check-live/ as the page posts it (text/plain, through the site's path when the
// API is one); Plausible answers 202 to what it takes, and ignores a client it reads as a robot.
const jiti = createJiti(import.meta.url);
const { analyticsBuildEnv } = await jiti.import('../gatsby/analytics-env.ts');
const { analyticsConfigFrom } = await jiti.import('../src/lib/analytics-config.ts');
const analytics = analyticsConfigFrom(
  analyticsBuildEnv('.', { ...process.env, NODE_ENV: 'production' }),
);
if (analytics) {
  const endpoint = new URL(analytics.endpoint, base);
  const event = { name: 'pageview', url: `${site}/check-live/`, domain: analytics.domain };
  const answer = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'user-agent': 'studio-check-live (bot)' },
    body: JSON.stringify({ ...event, referrer: null, props: { language: 'check-live' } }),
  }).then(
    (response) => `${response.status} ${response.statusText}`,
    (error) => `${error.cause?.code ?? error.message}`,
  );
  check(`a page view reaches the analytics service at ${endpoint}`, /^2\d\d /.test(answer), answer);
}

for (const { name, ok, detail } of results)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok || !detail ? '' : `: ${detail}`}`);
const failed = results.filter((result) => !result.ok).length;
const total = results.length;
console.log(failed ? `${failed} of ${total} checks failed.` : `All ${total} checks passed.`);
process.exit(failed ? 1 : 0);
