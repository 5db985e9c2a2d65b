/**
 * The contact form's fields, in their order on the page. A module of its own: the page's first
 * load needs the list (the draft kept by Contact.before-code.ts) but none of the form's rules.
 */
export const CONTACT_FIELDS = ['name', 'email', 'company', 'message'] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactValues = Record<ContactField, string>;
