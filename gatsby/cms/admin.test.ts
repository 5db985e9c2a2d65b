import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { adminMiddleware } from './admin';
import { packageRoot } from './vendor';

const PROJECT_DIR = path.join(__dirname, '..', '..');

/** One request to `npm run edit`'s /admin/: its status and body. */
function request(handle: ReturnType<typeof adminMiddleware>, url: string) {
  let status = 0;
  let body = '';
  const response = {
    writeHead(code: number) {
      status = code;
      return response;
    },
    end(data: string | Buffer = '') {
      body = String(data);
      return response;
    },
  };
  handle(
    { url, originalUrl: `/admin${url}` } as IncomingMessage & { originalUrl: string },
    response as unknown as ServerResponse,
    () => undefined,
  );
  return { status, body };
}

describe("npm run edit's /admin/", () => {
  it('reads, checks and rewrites the CMS bundle once per process, and makes each config once per request', () => {
    const bundle = path.join(packageRoot('@sveltia/cms'), 'dist', 'sveltia-cms.js');
    const read = jest.spyOn(fs, 'readFileSync');
    const handle = adminMiddleware(PROJECT_DIR, {});
    const reads = () => read.mock.calls.filter(([file]) => file === bundle).length;
    for (let n = 0; n < 3; n++) {
      expect(request(handle, '/').status).toBe(200);
      expect(request(handle, '/vendor/sveltia-cms.js').body).not.toContain('cdn.jsdelivr.net');
      expect(request(handle, '/config.yml').body).toContain('with-recaptcha/privacy.md');
    }
    // Once, to check it and rewrite its fonts: not again on later requests.
    expect(reads()).toBe(1);
    read.mockRestore();
  });
});
