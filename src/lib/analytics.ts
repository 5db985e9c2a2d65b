// Visits and enquiries counted without cookies (docs/deploying.md, "Analytics"): one page view per
// page, three events, posted to Plausible's events API as text/plain (no CORS preflight) with
// sendBeacon, which outlives the page. Nothing identifies the visitor: no cookie, no stored id, no
// query string; the one thing kept is the visitor's "no". Without GATSBY_ANALYTICS_DOMAIN webpack
// inlines "" and the minifier empties every function below: the bundle counts nothing.
import { builtAnalyticsConfig, urlOf } from './analytics-config';
import { DEFAULT_LANGUAGE, isLanguageCode } from './languages';

/** The events besides page views, as the service's goals name them (docs/deploying.md). */
export const ANALYTICS_EVENTS = {
  enquirySent: 'Enquiry sent',
  bookingLinkOpened: 'Booking link opened',
  emailLinkOpened: 'E-mail link opened',
} as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];
/** What an event may say besides the page's language: `from` (home, a case study's id, …). */
export type AnalyticsProps = Readonly<Record<string, string>>;

/** The one thing the counting keeps in the browser (localStorage): the visitor's refusal. */
export const REFUSAL_KEY = 'studio-analytics-refused';

/** Whether this build counts at all (false in a bundle built without the variables). */
export const analyticsConfigured = (): boolean =>
  Boolean(process.env.GATSBY_ANALYTICS_DOMAIN) && builtAnalyticsConfig() !== undefined;

/** Do Not Track or Global Privacy Control: the browser asks not to be tracked. */
export function browserRefuses(): boolean {
  const signals = navigator as Navigator & { globalPrivacyControl?: boolean };
  const legacy = (window as Window & { doNotTrack?: string }).doNotTrack;
  return signals.doNotTrack === '1' || legacy === '1' || signals.globalPrivacyControl === true;
}

// Storage refused (privacy settings): a refusal still holds until the page is left.
let refusedHere = false;

/** The visitor said no on the privacy page (stored in this browser). */
export function refusalStored(): boolean {
  if (refusedHere) return true;
  try {
    return localStorage.getItem(REFUSAL_KEY) === '1';
  } catch {
    return false;
  }
}

export const analyticsRefused = (): boolean => browserRefuses() || refusalStored();

export function refuseAnalytics(): void {
  refusedHere = true;
  try {
    localStorage.setItem(REFUSAL_KEY, '1');
  } catch {
    // Kept in memory only.
  }
}

export function allowAnalytics(): void {
  refusedHere = false;
  try {
    localStorage.removeItem(REFUSAL_KEY);
  } catch {
    // Nothing was stored.
  }
}

/** The page's language, from its path: "/en/…" is English, an unprefixed path the default's. */
export function languageOf(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return first !== DEFAULT_LANGUAGE && isLanguageCode(first) ? first : DEFAULT_LANGUAGE;
}

/** The site a visitor came from, as its origin alone; none from this site or from nowhere. */
export function referringSite(referrer: string, origin: string): string | null {
  const from = urlOf(referrer);
  if (from?.protocol !== 'https:' && from?.protocol !== 'http:') return null;
  return from.origin === origin ? null : from.origin;
}

/** The event as the API takes it: the page without query or hash, the language as a property. */
export function eventPayload(
  name: string,
  page: { origin: string; pathname: string; referrer: string },
  domain: string,
  props: AnalyticsProps = {},
) {
  return {
    name,
    url: `${page.origin}${page.pathname}`,
    domain,
    referrer: referringSite(page.referrer, page.origin),
    props: { language: languageOf(page.pathname), ...props },
  };
}

/** A beacon, which the browser sends even as the page goes; else fetch's keepalive, no answer read. */
function send(endpoint: string, payload: object): void {
  const body = JSON.stringify(payload);
  try {
    if (navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'text/plain' }))) return;
  } catch {
    // A beacon the browser refuses: fetch instead.
  }
  if (typeof fetch !== 'function') return;
  const init: RequestInit = { method: 'POST', body, keepalive: true, mode: 'no-cors' };
  fetch(endpoint, { ...init, credentials: 'omit' }).catch(() => undefined);
}

function post(name: string, pathname: string, props?: AnalyticsProps): void {
  const config = builtAnalyticsConfig();
  if (!config || analyticsRefused()) return;
  const page = { origin: window.location.origin, pathname, referrer: document.referrer };
  send(config.endpoint, eventPayload(name, page, config.domain, props));
}

/** A page view of the page shown (gatsby-browser.tsx: each load and client-side navigation). */
export function trackPageview(pathname: string = window.location.pathname): void {
  if (!process.env.GATSBY_ANALYTICS_DOMAIN) return;
  post('pageview', pathname);
}

/** One of the three events, on the page shown. */
export function trackEvent(name: AnalyticsEvent, props?: AnalyticsProps): void {
  if (!process.env.GATSBY_ANALYTICS_DOMAIN) return;
  post(name, window.location.pathname, props);
}
