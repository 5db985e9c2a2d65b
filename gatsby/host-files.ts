// The host files every build writes (gatsby/deploy-files.ts), one header set for every host:
// _headers and _redirects (Netlify, Cloudflare Pages) and deploy/nginx.conf's includes. No header
// is set by two _headers rules matching one path: each host merges those its own way.
import type { PageShape } from '../src/lib/page-shape';
import { REPORT_ENDPOINT } from './csp';

export type Header = { name: string; value: string };

// Sent on every response: Mozilla Observatory's A+ set. HSTS without includeSubDomains (the
// domain's other hosts may not speak HTTPS); Permissions-Policy names only features Chromium knows.
export function commonHeaders(reportUrl?: string): Header[] {
  return [
    { name: 'Strict-Transport-Security', value: 'max-age=63072000' },
    { name: 'X-Content-Type-Options', value: 'nosniff' },
    { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      name: 'Permissions-Policy',
      value:
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    },
    // frame-ancestors 'none' says the same to browsers that read CSP; this, to those that do not.
    { name: 'X-Frame-Options', value: 'DENY' },
    { name: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    ...(reportUrl
      ? [{ name: 'Reporting-Endpoints', value: `${REPORT_ENDPOINT}="${reportUrl}"` }]
      : []),
  ];
}

/** A page's own headers; the editor's allow popups (GitHub's sign-in answers via window.opener). */
export function pageHeaders(contentSecurityPolicy: string, editor = false): Header[] {
  return [
    { name: 'Content-Security-Policy', value: contentSecurityPolicy },
    {
      name: 'Cross-Origin-Opener-Policy',
      value: editor ? 'same-origin-allow-popups' : 'same-origin',
    },
    ...(editor ? [{ name: 'X-Robots-Tag', value: 'noindex, nofollow' }] : []),
  ];
}

/** Files named by their content hash never change: a year. The rest is checked on every use. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
const HASHED_FOLDER = 'static';
/** webpack's scripts and style sheets at the root of public/: "[name]-[20-hex contenthash]". */
const HASHED_FILE = /^[\w~.-]+-[0-9a-f]{20}\.(?:js|css)$/;

/** The Cache-Control of a top-level entry of public/ (a file, or a folder and all it holds). */
const cacheControlOf = ({ name, isDirectory }: PublicEntry) =>
  (isDirectory ? name === HASHED_FOLDER : HASHED_FILE.test(name)) ? IMMUTABLE : REVALIDATE;

/** Cloudflare Pages reads at most 100 rules from _headers. */
export const MAX_HEADER_RULES = 100;

export const HEADERS_FILE = '_headers';
export const REDIRECTS_FILE = '_redirects';

/** A file or folder at the top of public/. */
export type PublicEntry = { name: string; isDirectory: boolean };

/** The not-found page for the paths under a prefix ("/en/"), "/" being every other path. */
export type NotFoundRule = { prefix: string; page: string };

/** Each language's not-found page, the prefixed ones first (a host takes the first match). */
export function notFoundRules(shape: PageShape): NotFoundRule[] {
  const prefixed = shape.languages
    .filter(({ code }) => code !== shape.defaultLanguage)
    .map(({ code }) => ({ prefix: `/${code}/`, page: `/${code}/404.html` }));
  return [...prefixed, { prefix: '/', page: '/404.html' }];
}

/** What a browser may open as a page, which the policy governs: folders, HTML, SVG, XML. */
const PAGE = /\.(?:html|svg|xml)$/;
/** Only nginx serves the gzip copies (gatsby/public-files.ts); the hosts compress by themselves. */
const NOT_PUBLISHED = new RegExp(`^(?:${HEADERS_FILE}|${REDIRECTS_FILE})$|\\.gz$`);

// public/_headers: the common headers on "/*"; "/" and each top-level entry its Cache-Control,
// with the page headers on pages or a folder's own; problems say why a host would misread it.
export function headersFile(
  common: readonly Header[],
  page: readonly Header[],
  entries: readonly PublicEntry[],
  folders: ReadonlyMap<string, readonly Header[]> = new Map(),
): { text: string; problems: string[] } {
  const rule = (path: string, entry: PublicEntry) => ({
    path,
    headers: [
      ...(folders.get(entry.name) ?? (entry.isDirectory || PAGE.test(entry.name) ? page : [])),
      { name: 'Cache-Control', value: cacheControlOf(entry) },
    ],
  });
  const rules = [
    { path: '/*', headers: [...common] },
    rule('/', { name: 'index.html', isDirectory: false }),
    ...entries
      .filter((entry) => !NOT_PUBLISHED.test(entry.name))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((entry) => rule(entry.isDirectory ? `/${entry.name}/*` : `/${entry.name}`, entry)),
  ];
  const problems: string[] = [];
  if (rules.length > MAX_HEADER_RULES)
    problems.push(
      `public/${HEADERS_FILE} has ${rules.length} rules; Cloudflare Pages reads only ${MAX_HEADER_RULES}`,
    );
  const text = [
    '# Written by every build (gatsby/host-files.ts): edit that, not this file.',
    '# Netlify and Cloudflare Pages read it. Every path matches "/*" and at most one other rule,',
    '# so no header is set twice: a year for files named by their content hash, a check with the',
    '# server on every use for everything else; the policy on pages, the editor’s under /admin/.',
    '',
    ...rules.flatMap(({ path, headers }) => [
      path,
      ...headers.map(({ name, value }) => `  ${name}: ${value}`),
    ]),
    '',
  ].join('\n');
  return { text, problems };
}

/** public/_redirects, from the published HTML files relative to public/ ("en/index.html"). */
export function redirectsFile(htmlFiles: readonly string[], rules: readonly NotFoundRule[]) {
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

/** Relative to the project: the nginx includes, a build output beside public/, not published. */
export const NGINX_FOLDER = '.cache/nginx';

/** A value nginx takes as one quoted string, unchanged. */
function quoted(value: string): string {
  if (/[\\$\r\n]/.test(value))
    throw new Error(`This header value cannot be written for nginx: ${value}`);
  return `"${value.replaceAll('"', '\\"')}"`;
}
const addHeaders = (headers: readonly Header[], indent = '') =>
  headers.map(({ name, value }) => `${indent}add_header ${name} ${quoted(value)} always;`);
const GENERATED =
  '# Written by every build (gatsby/host-files.ts) and included by deploy/nginx.conf.';

// The nginx includes, by file name: the server's headers, a location per language prefix with
// its 404 page, and the editor's location, naming its whole header set (it inherits none).
export function nginxFiles(
  headers: readonly Header[],
  rules: readonly NotFoundRule[],
  folder: { prefix: string; headers: readonly Header[] },
): Record<string, string> {
  return {
    'security-headers.conf': [GENERATED, ...addHeaders(headers), ''].join('\n'),
    'not-found-pages.conf': [
      GENERATED,
      ...rules
        .filter(({ prefix }) => prefix !== '/')
        .flatMap(({ prefix, page }) => [
          `location ${prefix} {`,
          `    error_page 403 404 =404 ${page};`,
          '    try_files $uri $uri/ =404;',
          '}',
        ]),
      '',
    ].join('\n'),
    'admin-location.conf': [
      GENERATED,
      `location ${folder.prefix} {`,
      ...addHeaders(folder.headers, '    '),
      '    add_header Cache-Control $cache_control always;',
      '    try_files $uri $uri/ =404;',
      '}',
      '',
    ].join('\n'),
  };
}
