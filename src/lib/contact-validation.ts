/**
 * The contact form's rules: every value is trimmed, name, email and message are
 * required, the email must look like one, company is optional, and no value is longer than its
 * limit (CONTACT_LIMITS, also the fields' maxlength). Errors are translation keys under
 * `contact.errors.`, so this file holds no visitor-facing words.
 */

import { CONTACT_FIELDS } from './contact-fields';
import type { ContactField, ContactValues } from './contact-fields';

export { CONTACT_FIELDS };
export type { ContactField, ContactValues };

/**
 * The most characters each field takes (UTF-16 code units, as `maxlength` counts them). An e-mail
 * address has at most 254 (RFC 5321); the others keep a message well inside what EmailJS accepts
 * (50 KB of parameters), so the visitor hears of a limit here, in their language, before sending.
 */
export const CONTACT_LIMITS: Readonly<Record<ContactField, number>> = {
  name: 100,
  email: 254,
  company: 120,
  message: 5000,
};

export type ContactErrorKey =
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'messageRequired'
  | 'nameTooLong'
  | 'emailTooLong'
  | 'companyTooLong'
  | 'messageTooLong';

export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

/** A simple shape check: something, an @, something, a dot, something; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMPTY_CONTACT_VALUES: ContactValues = {
  name: '',
  email: '',
  company: '',
  message: '',
};

export type ContactValidation =
  | { valid: true; values: ContactValues }
  | { valid: false; errors: ContactErrors; firstInvalid: ContactField };

function trimContactValues(values: ContactValues): ContactValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    message: values.message.trim(),
  };
}

/** Checks every field at once; when valid, returns the trimmed values to send. */
export function validateContact(values: ContactValues): ContactValidation {
  const trimmed = trimContactValues(values);
  const errors: ContactErrors = {};
  const tooLong = (field: ContactField) => trimmed[field].length > CONTACT_LIMITS[field];
  if (!trimmed.name) errors.name = 'nameRequired';
  else if (tooLong('name')) errors.name = 'nameTooLong';
  if (!trimmed.email) errors.email = 'emailRequired';
  else if (tooLong('email')) errors.email = 'emailTooLong';
  else if (!EMAIL_PATTERN.test(trimmed.email)) errors.email = 'emailInvalid';
  if (tooLong('company')) errors.company = 'companyTooLong';
  if (!trimmed.message) errors.message = 'messageRequired';
  else if (tooLong('message')) errors.message = 'messageTooLong';

  const firstInvalid = CONTACT_FIELDS.find((field) => errors[field] !== undefined);
  return firstInvalid ? { valid: false, errors, firstInvalid } : { valid: true, values: trimmed };
}

/** The EmailJS template parameters: the trimmed values, with a word for an empty company. */
export interface ContactTemplateParams extends ContactValues {
  [key: string]: string;
}

export function toTemplateParams(
  values: ContactValues,
  companyNotSpecified: string,
): ContactTemplateParams {
  return {
    name: values.name,
    email: values.email,
    company: values.company || companyNotSpecified,
    message: values.message,
  };
}
