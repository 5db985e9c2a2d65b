// content/legal/<language>/<folder>/<page>.md: a part that follows a legal page's text when the
// build uses what it describes, in this order. Markdown alone, checked as the pages' text is.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { analyticsConfigFrom, urlOf } from '../src/lib/analytics-config';
import { bookingService } from '../src/lib/booking';
import { analyticsBuildEnv } from './analytics-env';
import {
  LEGAL_BODY_RULES,
  LEGAL_PLACEHOLDERS,
  LEGAL_TEXT_RULES,
  placeholderRule,
  type Rule,
} from './content-rules';
import { emailJsBuildEnv } from './emailjs-env';

export const LEGAL_PARTS = [
  /** Google's, when the form uses reCAPTCHA (GATSBY_RECAPTCHA_SITE_KEY). */
  { id: 'recaptcha', folder: 'with-recaptcha', facts: [] },
  /** The booking service's, when content/site.yaml has a bookingUrl; it names it by its host. */
  { id: 'booking', folder: 'with-booking', facts: ['bookingHost'] },
  /** The counting's, when the build counts (GATSBY_ANALYTICS_DOMAIN); last, as the privacy
   * page's opt-out (src/components/AnalyticsChoice.tsx) follows it. */
  { id: 'analytics', folder: 'with-analytics', facts: [] },
] as const;
export type LegalPart = (typeof LEGAL_PARTS)[number];
type PartFact = LegalPart['facts'][number];

/** A part's rules: a legal text's, with the facts it may name besides the page's. */
export function partBodyRules(part: LegalPart): readonly Rule[] {
  if (part.facts.length === 0) return LEGAL_BODY_RULES;
  return [
    ...LEGAL_BODY_RULES.filter((rule) => !LEGAL_TEXT_RULES.includes(rule)),
    placeholderRule([], [...LEGAL_PLACEHOLDERS, ...part.facts]),
  ];
}

/** The host of content/site.yaml's bookingUrl, when it is an https:// address ("cal.com"). */
export function bookingHost(contentDir: string): string | undefined {
  let site: unknown;
  try {
    site = yaml.load(fs.readFileSync(path.join(contentDir, 'site.yaml'), 'utf8'));
  } catch {
    return undefined; // the content check names the file
  }
  const raw = (site as { bookingUrl?: unknown } | null)?.bookingUrl;
  const address = typeof raw === 'string' ? raw.trim() : '';
  const url = /^https:\/\//i.test(address) ? urlOf(address) : undefined;
  return url?.hostname ? bookingService(address) : undefined; // as the contact section names it
}

/** The parts this build adds to the pages, in order, and the facts they name. */
export function legalPartsInUse(contentDir: string, env = process.env) {
  const siteDir = path.dirname(contentDir);
  const host = bookingHost(contentDir);
  const used: Record<LegalPart['id'], boolean> = {
    recaptcha: Boolean(emailJsBuildEnv(siteDir, env).GATSBY_RECAPTCHA_SITE_KEY),
    booking: host !== undefined,
    analytics: analyticsConfigFrom(analyticsBuildEnv(siteDir, env)) !== undefined,
  };
  const facts: Partial<Record<PartFact, string>> = host ? { bookingHost: host } : {};
  return { parts: LEGAL_PARTS.filter((part) => used[part.id]), facts };
}
