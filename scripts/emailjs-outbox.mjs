#!/usr/bin/env node
/**
 * A local stand-in for EmailJS's send endpoint, so the contact form works without an account.
 * It answers POST /api/v1.0/email/send like EmailJS does (200 "OK"; 400 with a plain-text reason
 * for a bad request), appends each message as one JSON line to an outbox file and prints it.
 * Listens on 127.0.0.1 only; a page served from a loopback address may call it (CORS).
 *
 * For the browser tests only (`startOutbox({ control: true })`, never `npm start`): a control
 * endpoint, POST /__outbox/answers with { email, status, text }, makes the next send request whose
 * template_params.email is that address get that answer instead of being delivered, the way
 * EmailJS answers a request it refuses (400, 413, 429...). Keyed by the address, so tests running
 * side by side never take each other's answers. The request is still checked first: a malformed
 * one gets its 400 whatever was planned, as from EmailJS.
 *
 *   EMAILJS_OUTBOX_PORT  port to listen on (default 9001)
 *   EMAILJS_OUTBOX_FILE  the outbox (default outbox/messages.jsonl)
 */
import { appendFile, mkdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SEND_PATH = '/api/v1.0/email/send';
export const CONTROL_PATH = '/__outbox/answers';
export const DEFAULT_OUTBOX_PORT = 9001;
export const DEFAULT_OUTBOX_FILE = path.join('outbox', 'messages.jsonl');

/** Far above any real message; EmailJS itself caps template parameters at 50 KB. */
const MAX_BODY_BYTES = 5 * 1024 * 1024;

const LOOPBACK_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

function corsHeaders(request) {
  const origin = request.headers.origin;
  if (!origin || !LOOPBACK_ORIGIN.test(origin)) return { vary: 'Origin' };
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'Content-Type',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

function reply(request, response, status, text) {
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    ...corsHeaders(request),
  });
  response.end(text);
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('too large'), { status: 413 }));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The reason EmailJS would give for a malformed send request, or undefined when it is fine. */
export function badRequestReason(payload) {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return 'The request body must be a JSON object';
  }
  for (const field of ['user_id', 'service_id', 'template_id']) {
    if (typeof payload[field] !== 'string' || payload[field].trim() === '') {
      return `The ${field} parameter is required`;
    }
  }
  const params = payload.template_params;
  if (
    params !== undefined &&
    (typeof params !== 'object' || params === null || Array.isArray(params))
  ) {
    return 'The template_params parameter must be an object';
  }
  return undefined;
}

function printMessage(log, record) {
  const params = record.template_params ?? {};
  const lines = [
    `\n📬 New message in the outbox (${record.receivedAt})`,
    ...Object.entries(params).map(([key, value]) => {
      const text = String(value).replace(/\n/g, '\n    ');
      return `  ${key}: ${text}`;
    }),
  ];
  log(lines.join('\n'));
}

/** A planned answer, as the control endpoint receives it, or the reason it is not one. */
export function plannedAnswer(payload) {
  if (typeof payload !== 'object' || payload === null) return { error: 'expected a JSON object' };
  const { email, status, text } = payload;
  if (typeof email !== 'string' || !email.includes('@')) return { error: 'email is required' };
  if (!Number.isInteger(status) || status < 400 || status > 599) {
    return { error: 'status must be an HTTP error status (400-599)' };
  }
  return { email, answer: { status, text: typeof text === 'string' ? text : '' } };
}

/**
 * @param {{ host?: string, port?: number, outboxFile?: string, log?: (line: string) => void, control?: boolean }} [options]
 * @returns {Promise<{ url: string, port: number, outboxFile: string, close: () => Promise<void> }>}
 */
export async function startOutbox({
  host = '127.0.0.1',
  port = DEFAULT_OUTBOX_PORT,
  outboxFile = DEFAULT_OUTBOX_FILE,
  log = (line) => console.log(line),
  control = false,
} = {}) {
  const file = path.resolve(outboxFile);
  await mkdir(path.dirname(file), { recursive: true });
  /** Answers planned through the control endpoint, by the sender's address (each used once). */
  const planned = new Map();

  const server = http.createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (control && pathname === CONTROL_PATH && request.method === 'POST') {
      let plan;
      try {
        plan = plannedAnswer(JSON.parse(await readBody(request)));
      } catch {
        plan = { error: 'the request body is not valid JSON' };
      }
      if (plan.error) {
        reply(request, response, 400, plan.error);
        return;
      }
      planned.set(plan.email, plan.answer);
      reply(request, response, 201, 'Planned');
      return;
    }
    if (pathname !== SEND_PATH) {
      reply(request, response, 404, 'Not Found');
      return;
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders(request));
      response.end();
      return;
    }
    if (request.method !== 'POST') {
      reply(request, response, 405, 'Method Not Allowed');
      return;
    }
    let payload;
    try {
      payload = JSON.parse(await readBody(request));
    } catch (error) {
      if (error?.status === 413) reply(request, response, 413, 'Payload Too Large');
      else reply(request, response, 400, 'The request body is not valid JSON');
      return;
    }
    const reason = badRequestReason(payload);
    if (reason) {
      reply(request, response, 400, reason);
      return;
    }
    const answer = planned.get(payload.template_params?.email);
    if (answer) {
      planned.delete(payload.template_params.email);
      reply(request, response, answer.status, answer.text);
      return;
    }
    const record = {
      receivedAt: new Date().toISOString(),
      lib_version: payload.lib_version,
      user_id: payload.user_id,
      service_id: payload.service_id,
      template_id: payload.template_id,
      template_params: payload.template_params ?? {},
    };
    try {
      await appendFile(file, `${JSON.stringify(record)}\n`, 'utf8');
    } catch (error) {
      log(`Could not write to the outbox ${file}: ${error.message}`);
      reply(request, response, 500, 'The outbox could not be written');
      return;
    }
    printMessage(log, record);
    reply(request, response, 200, 'OK');
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    outboxFile: file,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.EMAILJS_OUTBOX_PORT ?? DEFAULT_OUTBOX_PORT);
  const outboxFile = process.env.EMAILJS_OUTBOX_FILE ?? DEFAULT_OUTBOX_FILE;
  // No top-level await: Jest's global setup require()s this module, which Node refuses with one.
  startOutbox({ port, outboxFile }).then((outbox) =>
    console.log(
      `Local EmailJS outbox at ${outbox.url}${SEND_PATH}, writing to ${outbox.outboxFile}`,
    ),
  );
}
