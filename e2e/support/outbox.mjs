/**
 * The outbox the browser tests deliver to. The build they run against (`npm run build:test`) has
 * this origin baked in, so the port is fixed.
 */
export const E2E_OUTBOX_PORT = 9099;
export const E2E_OUTBOX_URL = `http://127.0.0.1:${E2E_OUTBOX_PORT}`;
