import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startOutbox } from '../../scripts/emailjs-outbox.mjs';
import { serveNginx } from '../../scripts/serve-nginx.mjs';

/** The port `npm run build:test` sends the contact form to (package.json). */
const E2E_OUTBOX_PORT = Number(process.env.E2E_OUTBOX_PORT ?? 9099);

/**
 * One nginx for every browser test (`npm run serve:nginx`: the container's configuration, so
 * statuses, headers and 404s are real), and the EmailJS stand-in the test build sends to.
 */
export default async function globalSetup() {
  globalThis.__SERVER__ = await serveNginx();
  process.env.E2E_BASE_URL = globalThis.__SERVER__.url;
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'studio-outbox-')), 'messages.jsonl');
  globalThis.__OUTBOX__ = await startOutbox({ port: E2E_OUTBOX_PORT, file, log: () => {} }).catch(
    async (error) => {
      await globalThis.__SERVER__.close();
      throw error;
    },
  );
  process.env.E2E_OUTBOX_FILE = file;
}
