#!/usr/bin/env node
/**
 * `npm run test:edit-command`: `npm run edit` in a copy of the project: it starts and prints the
 * editor's address, /admin/ and its configuration answer, a save written as the editor writes it (a
 * temporary file renamed over the locale file) reaches the page's data, and Ctrl-C stops it and
 * every process it started.
 */
import { spawn } from 'node:child_process';
import {
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

const { copyProject } = createRequire(import.meta.url)('./project-copy.cjs');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const failures = [];
const check = (name, ok, detail = '') => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
  if (!ok) failures.push(name);
};

/** Polls `probe` until it returns something truthy or `ms` pass. */
async function within(ms, probe) {
  for (const started = Date.now(); Date.now() - started < ms; await sleep(500)) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
  }
  return undefined;
}

/** Processes whose working directory is inside `folder` (Linux /proc). */
const processesIn = (folder) =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return `${readlinkSync(`/proc/${pid}/cwd`)}/`.startsWith(`${folder}/`);
      } catch {
        return false;
      }
    });

const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const base = `http://localhost:${port}`;
const copy = copyProject('studio-edit-command-');
const started = Date.now();
let output = '';
// A process group of its own, which Ctrl-C reaches as a terminal's would.
const edit = spawn('npm', ['run', 'edit'], {
  cwd: copy,
  env: { ...process.env, PORT: String(port), GATSBY_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
const exited = new Promise((resolve) => edit.on('exit', (code) => resolve(code)));
edit.stdout.on('data', (chunk) => (output += chunk));
edit.stderr.on('data', (chunk) => (output += chunk));

try {
  const config = async () => (await fetch(`${base}/admin/config.yml`)).text();
  const ready = await within(10 * 60_000, async () =>
    edit.exitCode === null ? (await config()).startsWith('# Generated') : 'exited',
  );
  check(
    'npm run edit starts and prints the editor’s address',
    ready === true && output.includes(`The editor: ${base}/admin/`),
    `${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (ready !== true) throw new Error('npm run edit did not get ready');
  const html = await (await fetch(`${base}/admin/`)).text();
  check('/admin/ is the editor, noindex', html.includes('content="noindex, nofollow"'));
  check('/admin/config.yml has the page’s languages', /default_locale: it\b/.test(await config()));

  // A save as the editor makes it: the first service's English title, written to a temporary file
  // and renamed over services.yaml.
  const file = path.join(copy, 'content', 'services.yaml');
  const title = `Saved at ${Date.now()}`;
  const services = readFileSync(file, 'utf8').replace(
    /(\n {2}title:\n(?: {4}\w+: .*\n)*? {4}en: ).*/,
    `$1${title}`,
  );
  const saved = Date.now();
  writeFileSync(`${file}.tmp`, services);
  renameSync(`${file}.tmp`, file);
  const pageData = async () => (await fetch(`${base}/page-data/en/page-data.json`)).text();
  const shown = await within(30_000, async () => (await pageData()).includes(title));
  check(
    'a save reaches the English page’s data',
    shown === true,
    `${((Date.now() - saved) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  check('the round trip completed', false, `${error}\n${output.slice(-3000)}`);
} finally {
  process.kill(-edit.pid, 'SIGINT'); // Ctrl-C, to the whole group as a terminal sends it
  const code = await Promise.race([exited, sleep(30_000).then(() => 'running')]);
  check('Ctrl-C stops npm run edit', code !== 'running', `exit ${code}`);
  const left = await within(30_000, async () => processesIn(copy).length === 0);
  check('no process it started is left', left === true, processesIn(copy).join(', '));
  for (const pid of processesIn(copy)) process.kill(Number(pid), 'SIGKILL');
  rmSync(copy, { recursive: true, force: true });
}
console.log(
  `test:edit-command: ${failures.length === 0 ? 'every check passed' : `${failures.length} failed`} (${Math.round((Date.now() - started) / 1000)} s).`,
);
process.exit(failures.length === 0 ? 0 : 1);
