#!/usr/bin/env node
/**
 * `npm run edit`: Gatsby's development server (content check first, the editor at /admin/ generated
 * from content/ on every load, the page reloaded when content/ changes), its addresses printed once
 * it answers, and everything it started stopped on Ctrl-C. PORT (default 8000) changes the port.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8000);
const site = `http://localhost:${port}/`;
const editor = `${site}admin/`;
const READY_TIMEOUT_MS = 10 * 60_000; // a first start, without .cache, on a small machine

console.log('npm run edit: starting Gatsby’s development server (the content check runs first)…');
// A process group of its own, so a stop reaches Gatsby's workers too; no terminal input, which
// would stop a background group.
const gatsby = spawn(
  process.execPath,
  [
    path.join(ROOT, 'node_modules', 'gatsby', 'cli.js'),
    'develop',
    '--host',
    'localhost',
    '--port',
    String(port),
  ],
  { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], detached: true },
);
let stopping = false;
gatsby.on('exit', (code, signal) => {
  if (stopping) console.log('npm run edit: stopped.');
  else console.error(`npm run edit: Gatsby stopped (${signal ?? `exit code ${code}`}).`);
  process.exit(stopping ? 0 : code || 1);
});

const signalGatsby = (signal) => {
  try {
    process.kill(-gatsby.pid, signal);
    return true;
  } catch {
    return false; // none of the group is left
  }
};
function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nnpm run edit: stopping Gatsby…');
  signalGatsby('SIGINT');
  setTimeout(
    () => signalGatsby('SIGKILL') && console.error('npm run edit: killed Gatsby.'),
    15_000,
  ).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);

/** Ready when the development server answers with the generated configuration. */
async function ready() {
  for (const started = Date.now(); !stopping && Date.now() - started < READY_TIMEOUT_MS;) {
    const text = await fetch(`${editor}config.yml`).then(
      (r) => (r.ok ? r.text() : ''),
      () => '',
    );
    if (text.startsWith('# Generated')) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

if (await ready()) {
  console.log(`
npm run edit: ready.

  The site:    ${site}
  The editor:  ${editor}

  Open the editor in Chrome, Edge, Brave or Opera (they let a page save into a folder you pick;
  Firefox and Safari cannot), click "Work with Local Repository" and pick this folder:
    ${ROOT}
  A save shows on the page within seconds. After adding an entry under Facts, reload the editor.

  Ctrl-C stops everything.
`);
} else if (!stopping) {
  console.error(
    `npm run edit: ${editor} did not answer within ${READY_TIMEOUT_MS / 60_000} minutes.`,
  );
  stop();
}
