#!/usr/bin/env node
/**
 * `npm run build:test`: the production build the browser tests run against. The contact form
 * sends to the outbox the test setup starts on a fixed port (e2e/support/outbox.mjs).
 */
import { spawnSync } from 'node:child_process';
import { E2E_OUTBOX_URL } from '../e2e/support/outbox.mjs';
import { localEmailJsEnv } from './local-emailjs.mjs';

const result = spawnSync('npx', ['gatsby', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...localEmailJsEnv(E2E_OUTBOX_URL) },
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
