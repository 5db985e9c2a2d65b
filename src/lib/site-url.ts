/** Where the site is published when SITE_URL is not set (a placeholder until the real domain). */
export const DEFAULT_SITE_URL = 'https://www.example.com';
// SITE_URL without a trailing slash, or the placeholder: every absolute URL is built from it.
export function resolveSiteUrl(env: Record<string, string | undefined> = process.env): string {
  const raw = env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  const parsed = URL.canParse(raw) ? new URL(raw) : undefined;
  if (parsed?.protocol !== 'https:' && parsed?.protocol !== 'http:')
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
}

/** Hosts that are never a public site: reserved example and test names, and this machine. */
export function isPlaceholderOrLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    /(^|\.)example\.(com|net|org)$/.test(host) ||
    /(^|\.)(example|test|invalid|localhost|local)$/.test(host) ||
    /^(127\.[\d.]+|::1|0\.0\.0\.0)$/.test(host)
  );
}
