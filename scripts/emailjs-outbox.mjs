#!/usr/bin/env node
// `npm run outbox`: a stand-in for EmailJS's send endpoint on 127.0.0.1:EMAILJS_OUTBOX_PORT (9001),
// each message a JSON line in EMAILJS_OUTBOX_FILE (outbox/messages.jsonl). A sender
// "status-<code>@…" gets that HTTP status: how the browser tests play EmailJS's refusals.
import { once } from 'node:events';
import { appendFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { json } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';

const SEND_PATH = '/api/v1.0/email/send';
const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;
const CORS = {
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'Content-Type',
};

export async function startOutbox({
  port = Number(process.env.EMAILJS_OUTBOX_PORT ?? 9001),
  file = process.env.EMAILJS_OUTBOX_FILE ?? path.join('outbox', 'messages.jsonl'),
  log = console.log,
} = {}) {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const server = http.createServer(async (request, response) => {
    const origin = request.headers.origin ?? '';
    const cors = LOOPBACK.test(origin) ? { 'access-control-allow-origin': origin, ...CORS } : {};
    const reply = (status, text) => {
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...cors });
      response.end(text);
    };
    if (new URL(request.url ?? '/', 'http://x').pathname !== SEND_PATH)
      return reply(404, 'Not Found');
    if (request.method === 'OPTIONS') return reply(204, '');
    if (request.method !== 'POST') return reply(405, 'Method Not Allowed');
    const body = await json(request).catch(() => undefined);
    if (body === undefined) return reply(400, 'The request body is not valid JSON');
    if (!['user_id', 'service_id', 'template_id'].every((id) => body?.[id]?.trim?.()))
      return reply(400, 'The user_id, service_id and template_id parameters are required');
    const params = body.template_params ?? {};
    const planned = /^status-(\d{3})@/.exec(String(params.email ?? ''));
    if (planned) return reply(Number(planned[1]), 'Refused by the outbox, as planned');
    appendFileSync(file, `${JSON.stringify({ receivedAt: new Date().toISOString(), ...body })}\n`);
    log(`Outbox: a message from ${params.name} <${params.email}> (${file})`);
    reply(200, 'OK');
  });
  await once(server.listen(port, '127.0.0.1'), 'listening');
  const close = () => new Promise((done) => server.close(done));
  return { url: `http://127.0.0.1:${port}`, file, close };
}

// No top-level await: Jest's global setup require()s this module.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  startOutbox().then((outbox) =>
    console.log(`EmailJS stand-in at ${outbox.url}${SEND_PATH}, writing to ${outbox.file}`),
  );
}
