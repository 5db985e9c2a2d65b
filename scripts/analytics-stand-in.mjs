#!/usr/bin/env node
// `npm run analytics`: a stand-in for Plausible's events API on 127.0.0.1:ANALYTICS_STAND_IN_PORT
// (9002), each event a JSON line in ANALYTICS_STAND_IN_FILE (outbox/analytics.jsonl), printed too:
// what the site would count, seen locally. `ANALYTICS_STAND_IN=1 npm start` builds against it.
import { once } from 'node:events';
import { appendFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';

const EVENT_PATH = '/api/event';
const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;
const CORS = {
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'Content-Type',
};

/** One line for the console: the event, its page and what it says. */
function describe(event) {
  const page = URL.canParse(event.url) ? new URL(event.url).pathname : event.url;
  const props = Object.entries(event.props ?? {}).map(([name, value]) => `${name} ${value}`);
  const from = event.referrer ? `, from ${event.referrer}` : '';
  return `Analytics: ${event.name} ${page} (${props.join(', ')}${from})`;
}

export async function startAnalyticsStandIn({
  port = Number(process.env.ANALYTICS_STAND_IN_PORT ?? 9002),
  file = process.env.ANALYTICS_STAND_IN_FILE ?? path.join('outbox', 'analytics.jsonl'),
  log = console.log,
} = {}) {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const server = http.createServer(async (request, response) => {
    const origin = request.headers.origin ?? '';
    const cors = LOOPBACK.test(origin) ? { 'access-control-allow-origin': origin, ...CORS } : {};
    const reply = (status, body) => {
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...cors });
      response.end(body);
    };
    if (new URL(request.url ?? '/', 'http://x').pathname !== EVENT_PATH)
      return reply(404, 'Not Found');
    if (request.method === 'OPTIONS') return reply(204, '');
    if (request.method !== 'POST') return reply(405, 'Method Not Allowed');
    // The site sends text/plain (no preflight); the body is JSON either way, as for Plausible.
    let event;
    try {
      event = JSON.parse(await text(request));
    } catch {
      return reply(400, 'The request body is not valid JSON');
    }
    if (!['name', 'url', 'domain'].every((field) => typeof event?.[field] === 'string'))
      return reply(400, 'The name, url and domain fields are required');
    const line = {
      receivedAt: new Date().toISOString(),
      userAgent: request.headers['user-agent'] ?? '',
      ...event,
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
    log(describe(event));
    reply(202, 'ok');
  });
  await once(server.listen(port, '127.0.0.1'), 'listening');
  const close = () => new Promise((done) => server.close(done));
  return { url: `http://127.0.0.1:${server.address().port}`, file, close };
}

// No top-level await: Jest's global setup require()s this module.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  startAnalyticsStandIn().then((standIn) =>
    console.log(`Analytics stand-in at ${standIn.url}${EVENT_PATH}, writing to ${standIn.file}`),
  );
}
