#!/usr/bin/env node
// `npm start`: builds the site and serves it with `gatsby serve` on http://localhost:9000. With no
// EmailJS account (.env.example) the form sends to the local stand-in, scripts/emailjs-outbox.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { createJiti } from 'jiti';
import { startOutbox } from './emailjs-outbox.mjs';

const jiti = createJiti(import.meta.url);
const { emailJsBuildEnv } = await jiti.import('../gatsby/emailjs-env.ts');
const emailJs = await jiti.import('../src/lib/emailjs-config.ts');
// As `gatsby build` reads them: the environment over its .env file (.env.production).
const buildEnv = emailJsBuildEnv('.', { ...process.env, NODE_ENV: 'production' });
const local = emailJs.missingEmailJsVariables(buildEnv).length > 0;
const outboxPort = Number(process.env.EMAILJS_OUTBOX_PORT ?? 9001);

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
if (local) {
  console.log('No EmailJS account configured: the contact form sends to the local outbox.');
  for (const key of emailJs.REQUIRED_EMAILJS_VARIABLES) env[key] = 'local';
  env.GATSBY_EMAILJS_ORIGIN = `http://127.0.0.1:${outboxPort}`;
}
const build = spawnSync('npx', ['gatsby', 'build'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
if (local) {
  const outbox = await startOutbox({ port: outboxPort });
  console.log(`Local EmailJS outbox at ${outbox.url}, writing to ${outbox.file}`);
}
const port = process.env.PORT ?? '9000';
spawn('npx', ['gatsby', 'serve', '--port', port], { stdio: 'inherit', env }).on('exit', (code) =>
  process.exit(code ?? 0),
);
