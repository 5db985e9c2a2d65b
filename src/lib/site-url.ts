/** Where the site is published when SITE_URL is not set (a placeholder until the real domain). */
export const DEFAULT_SITE_URL = 'https://www.example.com';

/**
 * The public address of the site, without a trailing slash: SITE_URL from the environment, or the
 * placeholder. gatsby-config reads it once; canonical URLs, hreflang, Open Graph, JSON-LD, the
 * sitemap and robots.txt are all built from it.
 */
export function resolveSiteUrl(env: Record<string, string | undefined> = process.env): string {
  const raw = env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
}
