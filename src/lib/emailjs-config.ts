// EmailJS settings, fixed at build time (see .env.example). Gatsby inlines `process.env.GATSBY_*`
// into the browser bundle only when each variable is named in full, as below.
export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';
/** What a real EmailJS account needs; GATSBY_EMAILJS_ORIGIN (a local stand-in, say) is optional. */
export const REQUIRED_EMAILJS_VARIABLES = [
  'GATSBY_EMAILJS_PUBLIC_KEY',
  'GATSBY_EMAILJS_SERVICE_ID',
  'GATSBY_EMAILJS_TEMPLATE_ID',
] as const;

/** The one list of the contact form's variables (the build reads these, and only these). */
export const EMAILJS_VARIABLES = [
  ...REQUIRED_EMAILJS_VARIABLES,
  'GATSBY_EMAILJS_ORIGIN',
  'GATSBY_RECAPTCHA_SITE_KEY',
] as const;
export type RawEmailJsEnv = Partial<Record<(typeof EMAILJS_VARIABLES)[number], string>>;

export function emailJsConfigFrom(env: RawEmailJsEnv) {
  return {
    publicKey: (env.GATSBY_EMAILJS_PUBLIC_KEY ?? '').trim(),
    serviceId: (env.GATSBY_EMAILJS_SERVICE_ID ?? '').trim(),
    templateId: (env.GATSBY_EMAILJS_TEMPLATE_ID ?? '').trim(),
    origin: (env.GATSBY_EMAILJS_ORIGIN ?? '').trim().replace(/\/+$/, '') || DEFAULT_EMAILJS_ORIGIN,
  };
}

export function missingEmailJsVariables(env: RawEmailJsEnv): string[] {
  return REQUIRED_EMAILJS_VARIABLES.filter((name) => !(env[name] ?? '').trim());
}

export const emailJsConfig = emailJsConfigFrom({
  GATSBY_EMAILJS_PUBLIC_KEY: process.env.GATSBY_EMAILJS_PUBLIC_KEY,
  GATSBY_EMAILJS_SERVICE_ID: process.env.GATSBY_EMAILJS_SERVICE_ID,
  GATSBY_EMAILJS_TEMPLATE_ID: process.env.GATSBY_EMAILJS_TEMPLATE_ID,
  GATSBY_EMAILJS_ORIGIN: process.env.GATSBY_EMAILJS_ORIGIN,
});
