/**
 * The build settings that point the contact form at the local outbox instead of EmailJS, used
 * when no EmailJS account is configured (`npm start`) and by the browser tests (`npm run build:test`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

export const REQUIRED = [
  'GATSBY_EMAILJS_PUBLIC_KEY',
  'GATSBY_EMAILJS_SERVICE_ID',
  'GATSBY_EMAILJS_TEMPLATE_ID',
];

/** Placeholder ids: the outbox only checks that they are there. */
export function localEmailJsEnv(origin) {
  return {
    GATSBY_EMAILJS_PUBLIC_KEY: 'local_public_key',
    GATSBY_EMAILJS_SERVICE_ID: 'local_service',
    GATSBY_EMAILJS_TEMPLATE_ID: 'local_template',
    GATSBY_EMAILJS_ORIGIN: origin,
  };
}

/** True when a real account is set, in the environment or in .env.production. */
export function hasEmailJsAccount(env = process.env, envFile = '.env.production') {
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  return REQUIRED.every((name) => (env[name] ?? fromFile[name] ?? '').trim() !== '');
}
