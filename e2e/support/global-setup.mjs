import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startOutbox } from '../../scripts/emailjs-outbox.mjs';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { E2E_OUTBOX_PORT } from './outbox.mjs';

/**
 * Serves the production build on a free port of 127.0.0.1 for every browser test, and starts the
 * local EmailJS outbox on the fixed port `npm run build:test` points the contact form at.
 */
export default async function globalSetup() {
  if (!existsSync('public/index.html')) {
    throw new Error(
      'No production build in public/: run `npm run build:test` before the browser tests.',
    );
  }
  const server = await startStaticServer({ root: 'public' });
  globalThis.__STATIC_SERVER__ = server;
  process.env.E2E_BASE_URL = server.url;

  const outboxDir = mkdtempSync(path.join(tmpdir(), 'studio-outbox-'));
  try {
    globalThis.__OUTBOX__ = await startOutbox({
      port: E2E_OUTBOX_PORT,
      outboxFile: path.join(outboxDir, 'messages.jsonl'),
      log: () => undefined,
      // The tests plan EmailJS's refusals (400, 413, 429) through its control endpoint.
      control: true,
    });
  } catch (error) {
    await server.close();
    throw error?.code === 'EADDRINUSE'
      ? new Error(`Port ${E2E_OUTBOX_PORT} is in use: the browser tests need it for the outbox.`)
      : error;
  }
  globalThis.__OUTBOX_DIR__ = outboxDir;
  process.env.E2E_OUTBOX_FILE = globalThis.__OUTBOX__.outboxFile;
  process.env.E2E_OUTBOX_URL = globalThis.__OUTBOX__.url;
}
