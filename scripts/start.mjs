#!/usr/bin/env node
// `npm start`: builds the site and serves it with `gatsby serve` on http://localhost:9000. With no
// EmailJS account (.env.example) the form sends to the local stand-in, scripts/emailjs-outbox.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { startOutbox } from './emailjs-outbox.mjs';

const KEYS = [
  'GATSBY_EMAILJS_PUBLIC_KEY',
  'GATSBY_EMAILJS_SERVICE_ID',
  'GATSBY_EMAILJS_TEMPLATE_ID',
];
const file = existsSync('.env.production') ? parseEnv(readFileSync('.env.production', 'utf8')) : {};
const local = !KEYS.every((key) => (process.env[key] ?? file[key] ?? '').trim());
const outboxPort = Number(process.env.EMAILJS_OUTBOX_PORT ?? 9001);

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
if (local) {
  console.log('No EmailJS account configured: the contact form sends to the local outbox.');
  for (const key of KEYS) env[key] = 'local';
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
