// Visit counting (Plausible's events API), fixed at build time (see .env.example): the site's
// name in the service and the API's address. Unset, the bundles carry no counting code at all.

/** Plausible's EU cloud; a self-hosted Community Edition or a path of this site may replace it. */
export const DEFAULT_ANALYTICS_API = 'https://plausible.io';
/** Where the service takes events, after the API's address. */
export const EVENT_PATH = '/api/event';

/** The one list of the counting's variables (the build reads these, and only these). */
export const ANALYTICS_VARIABLES = ['GATSBY_ANALYTICS_DOMAIN', 'GATSBY_ANALYTICS_API'] as const;
export type RawAnalyticsEnv = Partial<Record<(typeof ANALYTICS_VARIABLES)[number], string>>;

export interface AnalyticsConfig {
  /** The site as the service knows it (www.nodostudio.it). */
  domain: string;
  /** The API's address: an origin (https://plausible.io) or a path of this site (/stats). */
  api: string;
  /** Where each event is posted. */
  endpoint: string;
}

/** An address as a URL, or nothing (not URL.canParse: Safari has it from 17 only, jsdom not). */
export function urlOf(address: string): URL | undefined {
  try {
    return new URL(address);
  } catch {
    return undefined;
  }
}

/** A path of the site itself ("/stats"), which the host forwards: never "//host", another host. */
export const isSitePath = (address: string) => /^\/(?![/\\])/.test(address);

/** The counting as configured, or nothing when GATSBY_ANALYTICS_DOMAIN is unset. */
export function analyticsConfigFrom(env: RawAnalyticsEnv): AnalyticsConfig | undefined {
  const domain = (env.GATSBY_ANALYTICS_DOMAIN ?? '').trim();
  if (!domain) return undefined;
  const api = (env.GATSBY_ANALYTICS_API ?? '').trim().replace(/\/+$/, '') || DEFAULT_ANALYTICS_API;
  return { domain, api, endpoint: `${api}${EVENT_PATH}` };
}

/** The origin the page posts to besides its own, if any (for the CSP's connect-src). */
export function analyticsOrigin(config: AnalyticsConfig | undefined): string | undefined {
  if (!config || isSitePath(config.api)) return undefined;
  return urlOf(config.api)?.origin;
}

/** What would keep the configuration from working, in any build; one sentence each. */
export function analyticsConfigProblems(env: RawAnalyticsEnv): string[] {
  const domain = (env.GATSBY_ANALYTICS_DOMAIN ?? '').trim();
  const api = (env.GATSBY_ANALYTICS_API ?? '').trim();
  const problems: string[] = [];
  if (api && !domain)
    problems.push(
      'GATSBY_ANALYTICS_API is set but GATSBY_ANALYTICS_DOMAIN is not: nothing would be counted (set both, or neither)',
    );
  if (domain && !/^[a-z0-9.-]+$/i.test(domain))
    problems.push(
      `GATSBY_ANALYTICS_DOMAIN is the site's name in the analytics service, such as www.your-domain.tld (no https://, no path), got "${domain}"`,
    );
  const parsed = urlOf(api);
  const web = parsed?.protocol === 'https:' || parsed?.protocol === 'http:';
  if (api && !isSitePath(api) && !web)
    problems.push(
      `GATSBY_ANALYTICS_API is an https:// address or a path of this site such as /stats, got "${api}"`,
    );
  return problems;
}

/** The configuration the bundle was built with (Gatsby inlines each variable named in full). */
export const builtAnalyticsConfig = () =>
  analyticsConfigFrom({
    GATSBY_ANALYTICS_DOMAIN: process.env.GATSBY_ANALYTICS_DOMAIN,
    GATSBY_ANALYTICS_API: process.env.GATSBY_ANALYTICS_API,
  });
