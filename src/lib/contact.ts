// No visitor-facing words here: errors are keys under contact.errors/status/recovery.
export const CONTACT_FIELDS = ['name', 'email', 'company', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export const EMPTY_VALUES: ContactValues = { name: '', email: '', company: '', message: '' };

// The most characters each field takes (UTF-16 code units, as `maxlength` counts them): an address
// has at most 254 (RFC 5321); the others keep a message well inside EmailJS's 50 KB.
export const CONTACT_LIMITS = { name: 100, email: 254, company: 120, message: 5000 };

// 'captcha': the reCAPTCHA box, when the site has one (src/lib/recaptcha.ts).
type ContactErrorKey =
  `${'name' | 'email' | 'message' | 'captcha'}Required` | 'emailInvalid' | `${ContactField}TooLong`;
export type ContactErrors = Partial<Record<ContactField | 'captcha', ContactErrorKey>>;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks every field at once, on the trimmed values, which are the ones to send. */
export function validateContact(values: ContactValues) {
  const trimmed = { ...values };
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = (trimmed[field] = values[field].trim());
    if (!value && field !== 'company') errors[field] = `${field}Required`;
    else if (value.length > CONTACT_LIMITS[field]) errors[field] = `${field}TooLong`;
  }
  if (!errors.email && !EMAIL_PATTERN.test(trimmed.email)) errors.email = 'emailInvalid';
  const firstInvalid = CONTACT_FIELDS.find((field) => errors[field]);
  return { values: trimmed, errors, firstInvalid };
}

// What the page adds to a message, in its language: its project and the engagement the visitor
// asked about (Pricing), or the words for "none".
export type PageWords = { companyNotSpecified: string; project: string; engagement: string };

// What EmailJS's template receives; the reCAPTCHA answer under the name EmailJS verifies.
export function toTemplateParams(values: ContactValues, page: PageWords, token = '') {
  const company = values.company || page.companyNotSpecified;
  const params = { ...values, company, project: page.project, engagement: page.engagement };
  return token ? { ...params, 'g-recaptcha-response': token } : params;
}

// Why a message did not go (a locale key); 'checkAgain': the unseen field was filled, never 'sent';
// 'captchaUnavailable': the reCAPTCHA box could not load, so nothing could be sent.
export type ContactFailure =
  | 'error'
  | 'rateLimited'
  | 'offline'
  | 'rejected'
  | 'tooLarge'
  | 'unavailable'
  | 'checkAgain'
  | 'captchaUnavailable';
const FAILURE_BY_STATUS: Readonly<Record<number, ContactFailure>> = {
  400: 'rejected',
  413: 'tooLarge',
  429: 'rateLimited',
};

// EmailJS rejects with { status, text } for HTTP errors and its blocks, a string for missing ids, a
// TypeError when fetch fails; a ChunkLoadError while online means the file is gone since a deploy.
export function failureOf(error: unknown, online: boolean): ContactFailure {
  if (!online) return 'offline';
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number') return FAILURE_BY_STATUS[status] ?? 'error';
  if (error instanceof Error && error.name === 'ChunkLoadError') return 'unavailable';
  return 'error';
}

// The counter under a field with a limit: shown from 80 % of it; `step` (0, 1, 2 at 20 %, 10 %
// and nothing left) changes three times, so a screen reader hears it then, not at every key.
export function characterCount(length: number, max: number) {
  const remaining = Math.max(0, max - length);
  const shown = length >= max * 0.8;
  const step = !shown ? undefined : remaining === 0 ? 2 : remaining <= Math.floor(max / 10) ? 1 : 0;
  return { shown, remaining, step };
}

/** The studio's address with the subject filled in, and nothing the visitor typed. */
export function mailtoHref(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

// The draft: what was typed and when, kept in the tab's sessionStorage (never localStorage, a cookie,
// a URL or the network) so a reload loses nothing; a browser may restore a tab's storage days later.
export const DRAFT_KEY = 'studio-contact-draft';
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The tab's storage; null where the browser refuses it (some private modes): no draft then. */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

type StoredDraft = { savedAt?: unknown; values?: Record<string, unknown> } | null;
const filled = (values: Record<string, unknown> = {}): Partial<ContactValues> => {
  const kept = CONTACT_FIELDS.filter((field) => typeof values[field] === 'string' && values[field]);
  return Object.fromEntries(kept.map((field) => [field, values[field]]));
};

/** The draft's fields, if saved less than a day ago; an older or unreadable one is removed. */
export function readDraft(storage = tabStorage(), now = Date.now()): Partial<ContactValues> {
  let kept: StoredDraft = null;
  try {
    kept = JSON.parse(storage?.getItem(DRAFT_KEY) ?? 'null') as StoredDraft;
  } catch {
    // refused or unreadable: no draft
  }
  if (now - Number(kept?.savedAt) < DRAFT_MAX_AGE_MS) return filled(kept?.values);
  saveDraft({}, storage);
  return {};
}

export function saveDraft(draft: Partial<ContactValues>, storage = tabStorage(), now = Date.now()) {
  const kept = filled(draft);
  try {
    if (Object.keys(kept).length > 0)
      storage?.setItem(DRAFT_KEY, JSON.stringify({ savedAt: now, values: kept }));
    else storage?.removeItem(DRAFT_KEY);
  } catch {
    // Storage full or refused: the form works on, without a draft.
  }
}
