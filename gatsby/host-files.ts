/**
 * public/_headers and public/_redirects, the host configuration Netlify and Cloudflare Pages
 * read from the published folder (the same syntax on both). Written by every build from what it
 * published (gatsby-node's onPostBuild), so that they always name this build's files and CSP.
 *
 * - _headers: the security headers on every path, and exactly one Cache-Control rule for each
 *   (rules that overlap on a header are merged differently by each host, so none do), except
 *   where a folder has headers of its own (the editor at /admin/): its rule detaches the
 *   inherited header first ("! Name", Cloudflare Pages), then sets its own.
 * - _redirects: one address per page ("/en/index.html" -> "/en/"), and every unknown path
 *   answered by the not-found page of its language with status 404.
 */
import type { PageShape } from '../src/lib/page-shape';
import { HASHED_FOLDER, cacheControlOf } from './caching';
import type { Header } from './security-headers';

/** Cloudflare Pages reads at most 100 rules from _headers. */
export const MAX_HEADER_RULES = 100;

export const HEADERS_FILE = '_headers';
export const REDIRECTS_FILE = '_redirects';

/** A file or folder at the top of public/. */
export interface PublicEntry {
  name: string;
  isDirectory: boolean;
}

/** The not-found page for the paths under a prefix ("/en/"), "/" being every other path. */
export interface NotFoundRule {
  prefix: string;
  page: string;
}

/**
 * Each language's not-found page, from the page shape: the languages under their own prefix
 * first (a host takes the first rule that matches), the default language's for the rest.
 */
export function notFoundRules(shape: PageShape): NotFoundRule[] {
  const prefixed = shape.languages
    .map((language) => language.code)
    .filter((code) => code !== shape.defaultLanguage)
    .map((code) => ({ prefix: `/${code}/`, page: `/${code}/404.html` }));
  return [...prefixed, { prefix: '/', page: '/404.html' }];
}

interface HeaderRule {
  path: string;
  /** Headers of the rule for every path that this rule replaces rather than adds to. */
  detach?: string[];
  headers: Header[];
}

/** Headers of their own for the paths under a folder ("/admin/*"). */
export interface FolderHeaders {
  path: string;
  headers: readonly Header[];
}

/** The Cache-Control rules: one per top-level entry of public/, and the home page. */
function cacheRules(entries: readonly PublicEntry[]): HeaderRule[] {
  const rule = (path: string, entry: PublicEntry) => ({
    path,
    headers: [{ name: 'Cache-Control', value: cacheControlOf(entry) }],
  });
  const sorted = [...entries].sort(
    (a, b) =>
      Number(b.name === HASHED_FOLDER) - Number(a.name === HASHED_FOLDER) ||
      a.name.localeCompare(b.name),
  );
  return [
    rule('/', { name: 'index.html', isDirectory: false }),
    ...sorted.map((entry) =>
      rule(entry.isDirectory ? `/${entry.name}/*` : `/${entry.name}`, entry),
    ),
  ];
}

export interface HeadersFile {
  text: string;
  /** Why a host would not read it as written; empty when all is well. */
  problems: string[];
}

/** public/_headers for the given security headers and the published entries. */
export function headersFile(
  headers: readonly Header[],
  entries: readonly PublicEntry[],
  folders: readonly FolderHeaders[] = [],
): HeadersFile {
  const published = entries.filter(
    (entry) => entry.name !== HEADERS_FILE && entry.name !== REDIRECTS_FILE,
  );
  const rules: HeaderRule[] = [{ path: '/*', headers: [...headers] }, ...cacheRules(published)];
  for (const folder of folders) {
    // Only what differs from every path's headers: a header both rules set would be joined.
    const own = folder.headers.filter(
      (header) => !headers.some((h) => h.name === header.name && h.value === header.value),
    );
    const detach = own
      .filter((header) => headers.some((h) => h.name === header.name))
      .map((header) => header.name);
    const rule = rules.find((candidate) => candidate.path === folder.path);
    if (rule) {
      rule.detach = detach;
      rule.headers = [...own, ...rule.headers];
    } else rules.push({ path: folder.path, detach, headers: own });
  }
  const problems: string[] = [];
  if (rules.length > MAX_HEADER_RULES) {
    problems.push(
      `public/${HEADERS_FILE} has ${rules.length} rules; Cloudflare Pages reads only ${MAX_HEADER_RULES}`,
    );
  }
  for (const { name, value } of headers) {
    if (/[\r\n]/.test(value)) problems.push(`the ${name} header spans several lines`);
  }
  const text = [
    '# Written by every build (gatsby/host-files.ts): edit that, not this file.',
    '# Netlify and Cloudflare Pages read it. The security headers apply to every path; exactly',
    '# one Cache-Control rule matches each path: a year for files named by their content hash,',
    '# a check with the server on every use for everything else. A folder with headers of its',
    '# own (the editor, /admin/*) detaches the ones it replaces ("! Name": Cloudflare Pages).',
    '',
    ...rules.flatMap(({ path, detach = [], headers: ruleHeaders }) => [
      path,
      ...detach.map((name) => `  ! ${name}`),
      ...ruleHeaders.map(({ name, value }) => `  ${name}: ${value}`),
    ]),
    '',
  ].join('\n');
  return { text, problems };
}

/**
 * public/_redirects. htmlFiles are the published HTML files, relative to public/ with "/"
 * separators ("en/index.html").
 */
export function redirectsFile(
  htmlFiles: readonly string[],
  rules: readonly NotFoundRule[],
): string {
  const indexPages = htmlFiles
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .map((file) => `/${file.slice(0, -'index.html'.length)}`)
    .sort();
  return [
    '# Written by every build (gatsby/host-files.ts): edit that, not this file.',
    '# Netlify reads every line. Cloudflare Pages ignores the forced (!) and 404 lines, and does',
    '# the same by itself: /x/index.html redirects to /x/, and an unknown path gets the nearest',
    '# 404.html with status 404.',
    '',
    '# One address per page. Forced, since the file exists.',
    ...indexPages.map((page) => `${page}index.html  ${page}  301!`),
    '',
    '# Unknown paths: the not-found page of their language, with status 404.',
    ...rules.map(({ prefix, page }) => `${prefix}*  ${page}  404`),
    '',
  ].join('\n');
}
