/** @jest-environment node */
// scripts/analytics-stand-in.mjs as `npm run analytics` runs it (an ES module Jest cannot import).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

let dir: string;
let file: string;
let url: string;
let standIn: ChildProcess;
let printed = '';

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'analytics-stand-in-'));
  file = path.join(dir, 'events', 'analytics.jsonl');
  const port = await freePort();
  url = `http://127.0.0.1:${port}/api/event`;
  printed = '';
  standIn = spawn(process.execPath, [path.join(__dirname, 'analytics-stand-in.mjs')], {
    env: { ...process.env, ANALYTICS_STAND_IN_PORT: String(port), ANALYTICS_STAND_IN_FILE: file },
  });
  standIn.stdout?.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
  while (!printed.includes(`Analytics stand-in at ${url}`)) {
    if (standIn.exitCode !== null) throw new Error('the stand-in stopped');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterEach(async () => {
  const stopped = once(standIn, 'exit');
  standIn.kill();
  await stopped;
  fs.rmSync(dir, { recursive: true, force: true });
});

const post = (body: string, init: RequestInit = {}) =>
  fetch(url, { method: 'POST', body, ...init });
const recorded = () =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

it('records each event as a JSON line, with the browser that sent it, and prints it', async () => {
  const event = {
    name: 'Enquiry sent',
    url: 'http://127.0.0.1:9000/en/work/ledger/',
    domain: 'localhost',
    referrer: 'https://www.google.com',
    props: { language: 'en', from: 'ledger' },
  };
  const answer = await post(JSON.stringify(event), {
    headers: { 'content-type': 'text/plain', 'user-agent': 'test-browser' },
  });
  expect(answer.status).toBe(202);
  expect(recorded()).toEqual([
    { receivedAt: expect.any(String), userAgent: 'test-browser', ...event },
  ]);
  expect(printed).toContain(
    'Analytics: Enquiry sent /en/work/ledger/ (language en, from ledger, from https://www.google.com)',
  );
});

it('answers a local page’s preflight, and refuses what is not an event', async () => {
  const preflight = await fetch(url, {
    method: 'OPTIONS',
    headers: { origin: 'http://127.0.0.1:9000' },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9000');
  expect((await post('not json')).status).toBe(400);
  expect((await post(JSON.stringify({ name: 'pageview' }))).status).toBe(400);
  expect((await fetch(url.replace('event', 'other'), { method: 'POST' })).status).toBe(404);
  expect(fs.existsSync(file)).toBe(false);
});
