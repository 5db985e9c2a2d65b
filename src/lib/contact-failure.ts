/**
 * Why the contact form did not send, and the words that say it. Every failure has two texts in
 * contact.json: `contact.status.<words>`, what happened (the status box, which the spec returns
 * to idle after 3 s), and `contact.recovery.<words>`, what to do (which stays until the visitor
 * acts or edits, with the studio's address beside it).
 */
import type { SendFailureKind } from './emailjs-client';

/**
 * A send that failed, or a message held back because the field people never see was filled
 * ('trap'): a bot, or a browser's autofill, which a person must not be told was sent.
 */
export type ContactFailure = SendFailureKind | 'trap';

export type FailureWords =
  'error' | 'rateLimited' | 'offline' | 'rejected' | 'tooLarge' | 'unavailable' | 'checkAgain';

const WORDS: Partial<Record<ContactFailure, FailureWords>> = {
  'rate-limit': 'rateLimited',
  offline: 'offline',
  rejected: 'rejected',
  'too-large': 'tooLarge',
  'code-unavailable': 'unavailable',
  trap: 'checkAgain',
};

/** The key under contact.status and contact.recovery; 'error' for the failures a retry may fix. */
export function failureWords(failure: ContactFailure): FailureWords {
  return WORDS[failure] ?? 'error';
}

/** Whether the way forward is a reload (the form's code is gone) rather than sending again. */
export function needsReload(failure: ContactFailure): boolean {
  return failure === 'code-unavailable';
}
