import { rmSync } from 'node:fs';
import path from 'node:path';

export default async function globalTeardown() {
  await globalThis.__SERVER__?.close();
  await globalThis.__OUTBOX__?.close();
  await globalThis.__ANALYTICS__?.close();
  const file = process.env.E2E_OUTBOX_FILE;
  if (file) rmSync(path.dirname(file), { recursive: true, force: true });
}
