import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAnalyticsStandIn } from '../../scripts/analytics-stand-in.mjs';
import { startOutbox } from '../../scripts/emailjs-outbox.mjs';
import { serveNginx } from '../../scripts/serve-nginx.mjs';

/** The port `npm run build:test` sends the contact form to (package.json). */
const E2E_OUTBOX_PORT = Number(process.env.E2E_OUTBOX_PORT ?? 9099);
/** The port `npm run build:test` counts visits at (package.json). */
const E2E_ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? 9098);

/**
 * One nginx for every browser test (`npm run serve:nginx`: the container's configuration, so
 * statuses, headers and 404s are real), the EmailJS stand-in the test build sends to, and the
 * analytics stand-in it counts at (its events beside the messages).
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
  const events = path.join(path.dirname(file), 'analytics.jsonl');
  globalThis.__ANALYTICS__ = await startAnalyticsStandIn({
    port: E2E_ANALYTICS_PORT,
    file: events,
    log: () => {},
  }).catch(async (error) => {
    await globalThis.__SERVER__.close();
    await globalThis.__OUTBOX__.close();
    throw error;
  });
  process.env.E2E_ANALYTICS_FILE = events;
  process.env.E2E_ANALYTICS_URL = globalThis.__ANALYTICS__.url;
}
