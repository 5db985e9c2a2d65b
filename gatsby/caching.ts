/**
 * How long browsers and CDNs may keep each file. Files whose name carries a hash of their
 * content never change under that name: a year, immutable. Everything else (the HTML, page-data,
 * sitemap, robots.txt, manifests, icons) is checked with the server on every use, so a new
 * build is seen at once. deploy/nginx.conf applies the same rule with its own patterns.
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Gatsby's folder of webpack assets (fonts, images), each named with its content hash. */
export const HASHED_FOLDER = 'static';

/**
 * webpack's scripts and style sheets at the root of public/: "[name]-[contenthash].js", the
 * hash being 20 hexadecimal digits in Gatsby's production builds.
 */
export const HASHED_FILE = /^[\w~.-]+-[0-9a-f]{20}\.(?:js|css)$/;

/** The Cache-Control of a top-level entry of public/ (a file, or a folder and all it holds). */
export function cacheControlOf(entry: { name: string; isDirectory: boolean }): string {
  if (entry.isDirectory) return entry.name === HASHED_FOLDER ? IMMUTABLE : REVALIDATE;
  return HASHED_FILE.test(entry.name) ? IMMUTABLE : REVALIDATE;
}
