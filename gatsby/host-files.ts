// One header set for all hosts: _headers, _redirects (Netlify, Cloudflare Pages), nginx includes.
// No header is set by two _headers rules matching one path: each host merges those its own way.
import type { PageShape } from '../src/lib/page-shape';
import { ADMIN_PATH, REPORT_ENDPOINT } from './csp';
import { isWebpackOutput } from './public-files';

export type Header = { name: string; value: string };
export type HeaderSets = Record<'common' | 'page' | 'admin', readonly Header[]>;
/** A file or folder at the top of public/. */
export type PublicEntry = { name: string; isDirectory: boolean };
/** The not-found page for the paths under a prefix ("/en/"), "/" being every other path. */
export type NotFoundRule = { prefix: string; page: string };
/** A path of the site the host forwards to another address: the analytics API (analytics-env.ts). */
export type ProxyRule = { path: string; target: string };

/** Files named by their content hash never change: a year. The rest is checked on every use. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** What a browser may open as a page, which the policy governs: folders, HTML, SVG, XML. */
const PAGE = /\.(?:html|svg|xml)$/;
/** Only nginx serves the gzip copies (gatsby/public-files.ts); the hosts compress by themselves. */
const NOT_PUBLISHED = /^(?:_headers|_redirects)$|\.(?:br|gz)$/;
/** Cloudflare Pages reads at most 100 rules from _headers. */
export const MAX_HEADER_RULES = 100;
/** Relative to the project: the nginx includes, a build output beside public/, not published. */
export const NGINX_FOLDER = '.cache/nginx';
const ADMIN_FOLDER = ADMIN_PATH.slice(1, -1);
const GENERATED = '# Written by every build (gatsby/host-files.ts)';
const textFile = (...lines: string[]) => [...lines, ''].join('\n');

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
  const opener = editor ? 'same-origin-allow-popups' : 'same-origin';
  return [
    { name: 'Content-Security-Policy', value: contentSecurityPolicy },
    { name: 'Cross-Origin-Opener-Policy', value: opener },
    ...(editor ? [{ name: 'X-Robots-Tag', value: 'noindex, nofollow' }] : []),
  ];
}

/** Each language's not-found page, the prefixed ones first (a host takes the first match). */
export function notFoundRules(shape: PageShape): NotFoundRule[] {
  const prefixed = shape.languages
    .filter(({ code }) => code !== shape.defaultLanguage)
    .map(({ code }) => ({ prefix: `/${code}/`, page: `/${code}/404.html` }));
  return [...prefixed, { prefix: '/', page: '/404.html' }];
}

// public/_headers: the common headers on "/*", each top-level entry's Cache-Control, the page or
// editor headers on pages; and why a host would misread it.
export function headersFile(headers: HeaderSets, entries: readonly PublicEntry[]) {
  const rule = (path: string, { name, isDirectory }: PublicEntry) => {
    const hashed = isDirectory ? name === 'static' : isWebpackOutput(name);
    let own = isDirectory || PAGE.test(name) ? headers.page : [];
    if (name === ADMIN_FOLDER) own = headers.admin;
    const cacheControl = { name: 'Cache-Control', value: hashed ? IMMUTABLE : REVALIDATE };
    return { path, headers: [...own, cacheControl] };
  };
  const rules = [
    { path: '/*', headers: headers.common },
    rule('/', { name: 'index.html', isDirectory: false }),
    ...entries
      .filter((entry) => !NOT_PUBLISHED.test(entry.name))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((entry) => rule(entry.isDirectory ? `/${entry.name}/*` : `/${entry.name}`, entry)),
  ];
  const problems: string[] = [];
  if (rules.length > MAX_HEADER_RULES)
    problems.push(
      `public/_headers has ${rules.length} rules; Cloudflare Pages reads only ${MAX_HEADER_RULES}`,
    );
  const text = textFile(
    `${GENERATED}: edit that, not this file. Each path matches "/*" and at most one other rule.`,
    '# How Netlify and Cloudflare Pages read it: docs/deploying.md.',
    '',
    ...rules.flatMap(({ path, headers }) => [
      path,
      ...headers.map(({ name, value }) => `  ${name}: ${value}`),
    ]),
  );
  return { text, problems };
}

/** public/_redirects, from the published HTML files relative to public/ ("en/index.html"). */
export function redirectsFile(
  htmlFiles: readonly string[],
  rules: readonly NotFoundRule[],
  proxy?: ProxyRule,
) {
  const indexPages = htmlFiles
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .map((file) => `/${file.slice(0, -'index.html'.length)}`)
    .sort();
  return textFile(
    `${GENERATED}: edit that, not this file.`,
    '# How Netlify and Cloudflare Pages read it: docs/deploying.md.',
    '',
    ...(proxy
      ? [
          '# The visit counting, forwarded to the analytics service (Netlify; before the 404s).',
          `${proxy.path}  ${proxy.target}  200`,
          '',
        ]
      : []),
    '# One address per page. Forced, since the file exists.',
    ...indexPages.map((page) => `${page}index.html  ${page}  301!`),
    '',
    '# Unknown paths: the not-found page of their language, with status 404.',
    ...rules.map(({ prefix, page }) => `${prefix}*  ${page}  404`),
  );
}

// nginx takes each value as one quoted string, unchanged: no value may hold what it would expand.
const addHeaders = (headers: readonly Header[], indent = '') =>
  headers.map(({ name, value }) => {
    if (/[\\$\r\n]/.test(value))
      throw new Error(`This header value cannot be written for nginx: ${value}`);
    return `${indent}add_header ${name} "${value.replaceAll('"', '\\"')}" always;`;
  });

// The nginx includes, by path in the project: the server's headers, a location per language prefix with
// its 404 page, and the editor's location, naming its whole header set (it inherits none).
export function nginxFiles(headers: HeaderSets, rules: readonly NotFoundRule[], proxy?: ProxyRule) {
  const file = (...lines: string[]) =>
    textFile(`${GENERATED} and included by deploy/nginx.conf.`, ...lines);
  const notFound = rules.filter(({ prefix }) => prefix !== '/');
  return {
    [`${NGINX_FOLDER}/security-headers.conf`]: file(
      ...addHeaders([...headers.common, ...headers.page]),
    ),
    [`${NGINX_FOLDER}/not-found-pages.conf`]: file(
      ...notFound.flatMap(({ prefix, page }) => [
        `location ${prefix} {`,
        `    error_page 403 404 =404 ${page};`,
        '    try_files $uri $uri/ =404;',
        '}',
      ]),
    ),
    [`${NGINX_FOLDER}/admin-location.conf`]: file(
      `location ${ADMIN_PATH} {`,
      ...addHeaders([...headers.common, ...headers.admin], '    '),
      '    add_header Cache-Control $cache_control always;',
      '    try_files $uri $uri/ =404;',
      '}',
    ),
    // Written without a proxy too (a comment alone): nginx.conf includes it.
    [`${NGINX_FOLDER}/analytics-location.conf`]: file(...(proxy ? proxyLocation(proxy) : [])),
  };
}

/** The analytics API's path passed to the service, without the visitor's cookies; the headers as
 * every location's (no add_header here). The target's host is resolved when nginx starts. */
function proxyLocation({ path, target }: ProxyRule): string[] {
  const { host } = new URL(target);
  if (/[\s;{}"'$\\]/.test(path + target))
    throw new Error(`The analytics proxy cannot be written for nginx: ${path} ${target}`);
  return [
    `location = ${path} {`,
    `    proxy_pass ${target};`,
    `    proxy_set_header Host ${host};`,
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header Cookie "";',
    '    proxy_ssl_server_name on;',
    '    proxy_http_version 1.1;',
    '}',
  ];
}
