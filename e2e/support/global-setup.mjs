import { existsSync } from 'node:fs';
import { startStaticServer } from '../../scripts/static-server.mjs';

/** Serves the production build on a free port of 127.0.0.1 for every browser test. */
export default async function globalSetup() {
  if (!existsSync('public/index.html')) {
    throw new Error(
      'No production build in public/: run `npm run build` before the browser tests.',
    );
  }
  const server = await startStaticServer({ root: 'public' });
  globalThis.__STATIC_SERVER__ = server;
  process.env.E2E_BASE_URL = server.url;
}
