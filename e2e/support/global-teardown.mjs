export default async function globalTeardown() {
  await globalThis.__SERVER__?.close();
  await globalThis.__OUTBOX__?.close();
}
