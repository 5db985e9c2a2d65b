#!/usr/bin/env node
// `npm run outbox`: a stand-in for EmailJS's send endpoint on 127.0.0.1:EMAILJS_OUTBOX_PORT (9001),
// each message a JSON line in EMAILJS_OUTBOX_FILE (outbox/messages.jsonl). A sender
// "status-<code>@…" gets that HTTP status: how the browser tests play EmailJS's refusals.
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalEndpoint } from './local-endpoint.mjs';

const SEND_PATH = '/api/v1.0/email/send';

export function startOutbox({
  port = Number(process.env.EMAILJS_OUTBOX_PORT ?? 9001),
  file = process.env.EMAILJS_OUTBOX_FILE ?? path.join('outbox', 'messages.jsonl'),
  log = console.log,
} = {}) {
  return startLocalEndpoint({
    port,
    file,
    endpoint: SEND_PATH,
    receive(body) {
      if (!['user_id', 'service_id', 'template_id'].every((id) => body?.[id]?.trim?.()))
        return [400, 'The user_id, service_id and template_id parameters are required'];
      const params = body.template_params ?? {};
      const planned = /^status-(\d{3})@/.exec(String(params.email ?? ''));
      if (planned) return [Number(planned[1]), 'Refused by the outbox, as planned'];
      appendFileSync(
        file,
        `${JSON.stringify({ receivedAt: new Date().toISOString(), ...body })}\n`,
      );
      log(`Outbox: a message from ${params.name} <${params.email}> (${file})`);
      return [200, 'OK'];
    },
  });
}

// No top-level await: Jest's global setup require()s this module.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  startOutbox().then((outbox) =>
    console.log(`EmailJS stand-in at ${outbox.url}${SEND_PATH}, writing to ${outbox.file}`),
  );
}
