import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  await globalThis.__STATIC_SERVER__?.close();
  await globalThis.__OUTBOX__?.close();
  if (globalThis.__OUTBOX_DIR__)
    rmSync(globalThis.__OUTBOX_DIR__, { recursive: true, force: true });
}
