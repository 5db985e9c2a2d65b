#!/usr/bin/env node
/**
 * `npm start`: builds the site and serves it on http://localhost:9000.
 * With no EmailJS account configured (see .env.example), the build points the contact form at the
 * local outbox (scripts/emailjs-outbox.mjs), started alongside on 127.0.0.1:9001, so every message
 * lands in outbox/messages.jsonl. With an account, the form sends through EmailJS.
 */
import { spawnSync } from 'node:child_process';
import { startStaticServer } from './static-server.mjs';
import {
  DEFAULT_OUTBOX_FILE,
  DEFAULT_OUTBOX_PORT,
  SEND_PATH,
  startOutbox,
} from './emailjs-outbox.mjs';
import { hasEmailJsAccount, localEmailJsEnv } from './local-emailjs.mjs';

const sitePort = Number(process.env.PORT ?? 9000);
const outboxPort = Number(process.env.EMAILJS_OUTBOX_PORT ?? DEFAULT_OUTBOX_PORT);
const outboxFile = process.env.EMAILJS_OUTBOX_FILE ?? DEFAULT_OUTBOX_FILE;
const useOutbox = !hasEmailJsAccount();
const outboxUrl = `http://127.0.0.1:${outboxPort}`;

if (useOutbox) {
  console.log(
    `No EmailJS account configured: building the contact form against the local outbox (${outboxUrl}).`,
  );
}
const build = spawnSync('npx', ['gatsby', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ...(useOutbox ? localEmailJsEnv(outboxUrl) : {}) },
  shell: process.platform === 'win32',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const closers = [];
try {
  if (useOutbox) {
    const outbox = await startOutbox({ port: outboxPort, outboxFile });
    closers.push(outbox.close);
    console.log(
      `Local EmailJS outbox at ${outbox.url}${SEND_PATH}, writing to ${outbox.outboxFile}`,
    );
  }
  const site = await startStaticServer({ port: sitePort });
  closers.push(site.close);
  console.log(`Serving public/ at ${site.url.replace('127.0.0.1', 'localhost')} (Ctrl+C to stop)`);
} catch (error) {
  console.error(
    error?.code === 'EADDRINUSE'
      ? `Port ${error.port} is already in use: stop what uses it, or set PORT / EMAILJS_OUTBOX_PORT.`
      : error,
  );
  await Promise.all(closers.map((close) => close()));
  process.exit(1);
}

const stop = async () => {
  await Promise.all(closers.map((close) => close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
