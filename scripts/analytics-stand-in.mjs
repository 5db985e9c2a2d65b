#!/usr/bin/env node
// `npm run analytics`: a stand-in for Plausible's events API on 127.0.0.1:ANALYTICS_STAND_IN_PORT
// (9002), each event a JSON line in ANALYTICS_STAND_IN_FILE (outbox/analytics.jsonl), printed too:
// what the site would count, seen locally. `ANALYTICS_STAND_IN=1 npm start` builds against it.
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalEndpoint } from './local-endpoint.mjs';

const EVENT_PATH = '/api/event';

/** One line for the console: the event, its page and what it says. */
function describe(event) {
  const page = URL.canParse(event.url) ? new URL(event.url).pathname : event.url;
  const props = Object.entries(event.props ?? {}).map(([name, value]) => `${name} ${value}`);
  const from = event.referrer ? `, from ${event.referrer}` : '';
  return `Analytics: ${event.name} ${page} (${props.join(', ')}${from})`;
}

export function startAnalyticsStandIn({
  port = Number(process.env.ANALYTICS_STAND_IN_PORT ?? 9002),
  file = process.env.ANALYTICS_STAND_IN_FILE ?? path.join('outbox', 'analytics.jsonl'),
  log = console.log,
} = {}) {
  return startLocalEndpoint({
    port,
    file,
    endpoint: EVENT_PATH,
    receive(event, request) {
      if (!['name', 'url', 'domain'].every((field) => typeof event?.[field] === 'string'))
        return [400, 'The name, url and domain fields are required'];
      const userAgent = request.headers['user-agent'] ?? '';
      const line = { receivedAt: new Date().toISOString(), userAgent, ...event };
      appendFileSync(file, `${JSON.stringify(line)}\n`);
      log(describe(event));
      return [202, 'ok'];
    },
  });
}

// No top-level await: Jest's global setup require()s this module.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  startAnalyticsStandIn().then((standIn) =>
    console.log(`Analytics stand-in at ${standIn.url}${EVENT_PATH}, writing to ${standIn.file}`),
  );
}
