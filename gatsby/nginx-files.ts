/**
 * The files deploy/nginx.conf includes that only a build can write: this build's security
 * headers (its CSP hashes change with every build), the editor's location with its own headers
 * (gatsby/admin-csp.ts), and a location per language for its not-found page (from the page
 * shape, so a new language needs no change to nginx.conf).
 * Written into NGINX_FOLDER by gatsby-node's onPostBuild; scripts/nginx-config.mjs puts them
 * beside the rendered nginx.conf.
 */
import type { NotFoundRule } from './host-files';
import type { Header } from './security-headers';

/** Relative to the project: a build output beside public/, not published. */
export const NGINX_FOLDER = '.cache/nginx';
export const SECURITY_HEADERS_CONF = 'security-headers.conf';
export const NOT_FOUND_PAGES_CONF = 'not-found-pages.conf';
export const ADMIN_LOCATION_CONF = 'admin-location.conf';

const GENERATED =
  '# Written by every build (gatsby/nginx-files.ts) and included by deploy/nginx.conf.';

/** A value nginx takes as one quoted string, unchanged. */
function quoted(value: string): string {
  if (/["\\$\r\n]/.test(value)) {
    throw new Error(`This header value cannot be written for nginx as it is: ${value}`);
  }
  return `"${value}"`;
}

const addHeaders = (headers: readonly Header[], indent = '') =>
  headers.map(({ name, value }) => `${indent}add_header ${name} ${quoted(value)} always;`);

/**
 * add_header lines for the server block. "always": on redirects and 404 pages too. The server
 * block's locations add no header of their own, so they all inherit these (nginx drops inherited
 * add_header lines in a block that has its own).
 */
export function securityHeadersConf(headers: readonly Header[]): string {
  return [GENERATED, ...addHeaders(headers), ''].join('\n');
}

/**
 * A location per language prefix whose unknown paths get that language's not-found page, with
 * status 404 (a directory without index.html too, rather than nginx's 403). The default
 * language's page is the server's own error_page, in nginx.conf.
 */
export function notFoundPagesConf(rules: readonly NotFoundRule[]): string {
  return [
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
  ].join('\n');
}

/**
 * The location of a folder whose responses carry a header set of their own (the editor at
 * /admin/). A location with add_header lines of its own inherits none of the server block's, so
 * it names every header, the caching rule (nginx.conf's $cache_control map) included.
 */
export function folderLocationConf(prefix: string, headers: readonly Header[]): string {
  if (!/^\/[\w-]+\/$/.test(prefix)) throw new Error(`Not a folder prefix: ${prefix}`);
  return [
    GENERATED,
    `location ${prefix} {`,
    ...addHeaders(headers, '    '),
    '    add_header Cache-Control $cache_control always;',
    '    try_files $uri $uri/ =404;',
    '}',
    '',
  ].join('\n');
}
