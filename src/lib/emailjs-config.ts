/**
 * EmailJS settings, fixed at build time. Gatsby inlines `process.env.GATSBY_*` into the browser
 * bundle, so each variable is read by its full literal name. See .env.example.
 */

export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';

/** The variables a real EmailJS account needs; GATSBY_EMAILJS_ORIGIN is optional. */
export const REQUIRED_EMAILJS_VARIABLES = [
  'GATSBY_EMAILJS_PUBLIC_KEY',
  'GATSBY_EMAILJS_SERVICE_ID',
  'GATSBY_EMAILJS_TEMPLATE_ID',
] as const;

export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** The API host, without a trailing slash: EmailJS's own, or a local stand-in. */
  origin: string;
}

export interface RawEmailJsEnv {
  GATSBY_EMAILJS_PUBLIC_KEY?: string;
  GATSBY_EMAILJS_SERVICE_ID?: string;
  GATSBY_EMAILJS_TEMPLATE_ID?: string;
  GATSBY_EMAILJS_ORIGIN?: string;
}

export function emailJsConfigFrom(env: RawEmailJsEnv): EmailJsConfig {
  const origin = (env.GATSBY_EMAILJS_ORIGIN ?? '').trim().replace(/\/+$/, '');
  return {
    publicKey: (env.GATSBY_EMAILJS_PUBLIC_KEY ?? '').trim(),
    serviceId: (env.GATSBY_EMAILJS_SERVICE_ID ?? '').trim(),
    templateId: (env.GATSBY_EMAILJS_TEMPLATE_ID ?? '').trim(),
    origin: origin || DEFAULT_EMAILJS_ORIGIN,
  };
}

/** The names of the required variables that are missing or blank. */
export function missingEmailJsVariables(env: RawEmailJsEnv): string[] {
  return REQUIRED_EMAILJS_VARIABLES.filter((name) => !(env[name] ?? '').trim());
}

/** The configuration this build was made with. */
export const emailJsConfig: EmailJsConfig = emailJsConfigFrom({
  GATSBY_EMAILJS_PUBLIC_KEY: process.env.GATSBY_EMAILJS_PUBLIC_KEY,
  GATSBY_EMAILJS_SERVICE_ID: process.env.GATSBY_EMAILJS_SERVICE_ID,
  GATSBY_EMAILJS_TEMPLATE_ID: process.env.GATSBY_EMAILJS_TEMPLATE_ID,
  GATSBY_EMAILJS_ORIGIN: process.env.GATSBY_EMAILJS_ORIGIN,
});
