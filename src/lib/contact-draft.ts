/**
 * What the visitor types into the contact form, kept in the tab's sessionStorage while they type,
 * so a reload, a crash or a section whose code failed to load loses nothing. It lives as long as
 * the tab, is cleared after a successful send, and never goes anywhere else: never localStorage,
 * never a cookie, never a URL, never the network.
 */
import { CONTACT_FIELDS } from './contact-fields';
import type { ContactValues } from './contact-fields';

export const DRAFT_KEY = 'studio-contact-draft';

export type ContactDraft = Partial<ContactValues>;

/** The tab's sessionStorage, or undefined where the browser refuses storage (some private modes). */
function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The kept draft: only the form's own fields, only texts. Empty when there is none. */
export function readDraft(storage = tabStorage()): ContactDraft {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(DRAFT_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const draft: ContactDraft = {};
  for (const field of CONTACT_FIELDS) {
    const value = (parsed as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') draft[field] = value;
  }
  return draft;
}

/** Keeps the values typed so far; a form with nothing typed keeps no draft at all. */
export function saveDraft(values: ContactDraft, storage = tabStorage()): void {
  const kept = Object.fromEntries(
    CONTACT_FIELDS.flatMap((field) => (values[field] ? [[field, values[field]]] : [])),
  );
  try {
    if (Object.keys(kept).length === 0) storage?.removeItem(DRAFT_KEY);
    else storage?.setItem(DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the form works as before, without a draft.
  }
}

/** Forgets the draft: after a successful send only. */
export function clearDraft(storage = tabStorage()): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // Storage refused: there is no draft to forget.
  }
}
