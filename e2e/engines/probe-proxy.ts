/**
 * WebKit's classic WebDriver has no preload scripts and no console: this proxy, on 127.0.0.1 in
 * front of the nginx under test, passes every request through unchanged except that each HTML
 * page gets ./probe.ts as its first <head> element, served from the same origin (the site's CSP,
 * script-src 'self', lets it run, and nginx's headers pass as they are). It also serves an empty
 * page, where a reused browser is reset between journeys.
 */
import { once } from 'node:events';
import http from 'node:http';
import { probeScript } from './probe';

export const PROBE_PATH = '/__engines/probe.js';
export const BLANK_PATH = '/__engines/blank';

export async function startProbeProxy(target: string): Promise<{ url: string; close(): void }> {
  const upstream = new URL(target);
  const script = probeScript(true);
  const server = http.createServer((request, response) => {
    if (request.url === PROBE_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      return response.end(script);
    }
    if (request.url === BLANK_PATH) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end('<!doctype html><html lang="en"><title>blank</title></html>');
    }
    const headers = { ...request.headers };
    // Plain and whole answers, so that HTML can be changed (and no cached copy without the probe).
    for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since'])
      delete headers[name];
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          return void answer.pipe(response);
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head[^>]*>/i, `$&<script src="${PROBE_PATH}"></script>`);
          const body = Buffer.from(html);
          response.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            'content-length': String(body.length),
          });
          response.end(body);
        });
      },
    );
    forward.on('error', (error) => {
      response.writeHead(502);
      response.end(String(error));
    });
    request.pipe(forward);
  });
  await once(server.listen(0, '127.0.0.1'), 'listening');
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
