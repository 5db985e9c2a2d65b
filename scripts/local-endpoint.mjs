// A local stand-in for one POST endpoint of another service (EmailJS, Plausible): on 127.0.0.1,
// answering the site's pages on loopback addresses (CORS), handing each JSON body to `receive`,
// which returns the answer's status and text. What it keeps goes to `file`, a JSON line each.
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { text } from 'node:stream/consumers';

const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;
const CORS = {
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'Content-Type',
};

/** `receive(body, request)` → `[status, text]`; a body that is not JSON gets 400 before it. */
export async function startLocalEndpoint({ port, file, endpoint, receive }) {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const server = http.createServer(async (request, response) => {
    const origin = request.headers.origin ?? '';
    const cors = LOOPBACK.test(origin) ? { 'access-control-allow-origin': origin, ...CORS } : {};
    const reply = (status, body) => {
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...cors });
      response.end(body);
    };
    if (new URL(request.url ?? '/', 'http://x').pathname !== endpoint)
      return reply(404, 'Not Found');
    if (request.method === 'OPTIONS') return reply(204, '');
    if (request.method !== 'POST') return reply(405, 'Method Not Allowed');
    // Parsed whatever its content type says: the site may send JSON as text/plain (no preflight).
    let body;
    try {
      body = JSON.parse(await text(request));
    } catch {
      return reply(400, 'The request body is not valid JSON');
    }
    reply(...receive(body, request));
  });
  await once(server.listen(port, '127.0.0.1'), 'listening');
  const close = () => new Promise((done) => server.close(done));
  return { url: `http://127.0.0.1:${server.address().port}`, file, close };
}
