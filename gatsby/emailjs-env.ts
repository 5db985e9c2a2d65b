// The form's variables as Gatsby's webpack config reads them: the environment over the .env file.
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import {
  DEFAULT_EMAILJS_ORIGIN,
  EMAILJS_VARIABLES,
  type RawEmailJsEnv,
  emailJsConfigFrom,
  missingEmailJsVariables,
} from '../src/lib/emailjs-config';

type Env = Record<string, string | undefined>;

/** The `.env.<GATSBY_ACTIVE_ENV or NODE_ENV, else production>` file Gatsby reads: the one reader. */
export function envFile(directory: string, env: Env = process.env) {
  const name = `.env.${env.GATSBY_ACTIVE_ENV || env.NODE_ENV || 'production'}`;
  const file = path.join(directory, name);
  const values: Env = fs.existsSync(file) ? parseEnv(fs.readFileSync(file, 'utf8')) : {};
  return { name, values };
}

export function emailJsBuildEnv(directory: string, env: Env = process.env): RawEmailJsEnv {
  const fromFile = envFile(directory, env).values;
  return Object.fromEntries(EMAILJS_VARIABLES.map((name) => [name, env[name] ?? fromFile[name]]));
}

/** One line for the build output about where the contact form sends, or why it cannot. */
export function emailJsBuildReport(env: RawEmailJsEnv): { level: 'warn' | 'info'; text: string } {
  const missing = missingEmailJsVariables(env);
  if (missing.length > 0)
    return {
      level: 'warn',
      text:
        `EmailJS is not configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set, ` +
        'so the contact form of this build cannot deliver messages (every send ends in its error box). ' +
        'Set the variables in the environment or in .env.production (see .env.example), ' +
        'or run `npm start`, which points the form at the local outbox.',
    };
  const { origin } = emailJsConfigFrom(env);
  const where =
    origin === DEFAULT_EMAILJS_ORIGIN ? 'through EmailJS' : `to ${origin} instead of EmailJS`;
  return { level: 'info', text: `The contact form sends ${where}.` };
}
