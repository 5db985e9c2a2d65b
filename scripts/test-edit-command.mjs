#!/usr/bin/env node
/**
 * `npm run test:edit-command`: `npm run edit` as an editor uses it, in a copy of the project (the
 * real content/ is never touched): it starts, prints the addresses; /admin/ and its configuration
 * are served; a save written the way the editor writes it (a temporary file renamed over the
 * locale file) reaches the page's data within seconds; an entry added to a YAML file shows in the
 * next configuration; Ctrl-C (SIGINT) stops it and every process it started.
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
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';

const { copyProject } = createRequire(import.meta.url)('./project-copy.cjs');

const READY_TIMEOUT_MS = 10 * 60_000;
/** "A save shows on the page within a few seconds": generous, for a shared machine. */
const SAVE_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 30_000;

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
}

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns something truthy or the time is up; returns that or undefined. */
async function within(ms, probe) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    await sleep(500);
  }
  return undefined;
}

/** Processes (pids) whose working directory is inside `folder` (Linux: /proc). */
function processesIn(folder) {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cwd = readlinkSync(`/proc/${entry}/cwd`);
      if (cwd === folder || cwd.startsWith(`${folder}/`)) found.push(Number(entry));
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

/** Writes a file as the editor saves one: a temporary file beside it, renamed over it. */
function saveAsTheEditorDoes(file, text) {
  const temporary = path.join(path.dirname(file), `.sveltia-tmp-${process.pid}`);
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

async function main() {
  const started = Date.now();
  const copy = copyProject('studio-edit-command-');
  const port = await freePort();
  const base = `http://localhost:${port}`;
  let output = '';
  const edit = spawn(process.execPath, [path.join(copy, 'scripts', 'edit.mjs')], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) =>
    edit.on('exit', (code, signal) => resolve({ code, signal })),
  );
  edit.stdout.on('data', (chunk) => {
    output += chunk;
  });
  edit.stderr.on('data', (chunk) => {
    output += chunk;
  });

  try {
    const ready = await within(READY_TIMEOUT_MS, async () =>
      output.includes('npm run edit: ready.') ? true : edit.exitCode !== null ? 'exited' : false,
    );
    check(
      'npm run edit starts and prints the site, the editor and the browsers',
      ready === true &&
        output.includes(`The site:    ${base}/`) &&
        output.includes(`The editor:  ${base}/admin/`) &&
        output.includes('Chrome, Edge, Brave or Opera') &&
        output.includes('Firefox and Safari cannot'),
      `${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    if (ready !== true) throw new Error(`npm run edit did not get ready:\n${output.slice(-3000)}`);

    const page = await fetch(`${base}/admin/`);
    const html = await page.text();
    check(
      '/admin/ is the editor, noindex',
      page.ok && html.includes('content="noindex, nofollow"'),
    );
    const config = await (await fetch(`${base}/admin/config.yml`)).text();
    check(
      '/admin/config.yml is generated with the page’s languages',
      config.startsWith('# Generated') && /default_locale: it\b/.test(config),
    );

    // A save of an English service title, as the editor writes it.
    const homeFile = path.join(copy, 'content', 'locales', 'en', 'home.json');
    const home = JSON.parse(readFileSync(homeFile, 'utf8'));
    const [serviceId = ''] = Object.keys(home.services.items);
    const title = `Saved from the editor at ${Date.now()}`;
    home.services.items[serviceId].title = title;
    // The data of the page /en/, which the development server sends its browser on every change.
    const pageData = async () => (await fetch(`${base}/page-data/en/page-data.json`)).text();
    const before = await pageData();
    check('the English page’s data has the words of content/', before.includes(`"${serviceId}"`));
    const saved = Date.now();
    saveAsTheEditorDoes(homeFile, `${JSON.stringify(home, null, 2)}\n`);
    const shown = await within(SAVE_TIMEOUT_MS, async () => (await pageData()).includes(title));
    check(
      'a save shows in the English page’s data within seconds',
      shown === true,
      `${((Date.now() - saved) / 1000).toFixed(1)} s`,
    );

    // A service added to the YAML file: the next configuration asks for its words.
    const servicesFile = path.join(copy, 'content', 'services.yaml');
    saveAsTheEditorDoes(
      servicesFile,
      `${readFileSync(servicesFile, 'utf8')}- id: training\n  icon: users\n  gradient: cyan\n`,
    );
    const next = await (await fetch(`${base}/admin/config.en.yml`)).text();
    check(
      'the editor’s next configuration has the new service',
      next.includes('Service “training”'),
    );
  } catch (error) {
    check(
      'the round trip completed',
      false,
      error instanceof Error ? error.message : String(error),
    );
  } finally {
    // Ctrl-C.
    edit.kill('SIGINT');
    const stopped = await Promise.race([exited, sleep(STOP_TIMEOUT_MS).then(() => undefined)]);
    check(
      'Ctrl-C stops npm run edit',
      stopped?.code === 0 && output.includes('npm run edit: stopped.'),
      stopped ? `exit ${stopped.code ?? stopped.signal}` : 'still running',
    );
    const left = await within(STOP_TIMEOUT_MS, async () =>
      processesIn(copy).length === 0 ? 'none' : undefined,
    );
    check('no process it started is left', left === 'none', processesIn(copy).join(', '));
    for (const pid of processesIn(copy)) process.kill(pid, 'SIGKILL');
    rmSync(copy, { recursive: true, force: true });
  }

  const failed = results.filter((result) => !result.ok);
  console.log(
    failed.length === 0
      ? `test:edit-command: every check passed (${((Date.now() - started) / 1000).toFixed(0)} s).`
      : `test:edit-command: ${failed.length} check(s) failed. Its output ended with:\n${output.slice(-3000)}`,
  );
  process.exit(failed.length === 0 ? 0 : 1);
}

await main();
