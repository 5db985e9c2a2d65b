#!/usr/bin/env node
/**
 * `npm run edit`: local editing in one command. Starts Gatsby's development server (which checks
 * the content first, serves the editor at /admin/ and reloads the page when a file under content/
 * changes), prints the addresses and which browsers can save, and stops everything on Ctrl-C.
 *
 * The editor needs no server of its own: it reads and writes the project's folder from the
 * browser (the File System Access API), and its configuration is generated on every load of
 * /admin/ from content/ (gatsby/cms/develop-middleware.ts), so a service just added to
 * content/services.yaml has its fields after a reload of the editor.
 *
 * PORT (default 8000) changes the port.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8000);
const site = `http://localhost:${port}/`;
const editor = `${site}admin/`;
/** Gatsby's first start (no .cache yet) takes a minute or two on a small machine. */
const READY_TIMEOUT_MS = 10 * 60_000;
/** After Ctrl-C, how long Gatsby may take to stop before it is killed. */
const STOP_TIMEOUT_MS = 15_000;

console.log('npm run edit: starting Gatsby’s development server (the content check runs first)…');

// In a process group of its own, so that stopping it reaches the workers it starts as well. Its
// input is not the terminal: a background process group reading it would be stopped.
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
  if (stopping) {
    console.log('npm run edit: stopped.');
    process.exit(0);
  }
  console.error(`npm run edit: Gatsby stopped (${signal ?? `exit code ${code}`}).`);
  process.exit(code || 1);
});

/** Sends a signal to Gatsby's whole process group; false when none of it is left. */
function signalGatsby(signal) {
  try {
    process.kill(-gatsby.pid, signal);
    return true;
  } catch {
    return false;
  }
}

function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nnpm run edit: stopping Gatsby…');
  signalGatsby('SIGINT');
  setTimeout(() => {
    if (signalGatsby('SIGKILL')) console.error('npm run edit: Gatsby did not stop; killed.');
  }, STOP_TIMEOUT_MS).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('SIGHUP', stop);

/**
 * Ready when the editor's configuration is served: the development server's own (generated)
 * answer, not the page Gatsby shows while it is still starting.
 */
async function waitUntilReady() {
  const started = Date.now();
  while (!stopping && Date.now() - started < READY_TIMEOUT_MS) {
    try {
      const response = await fetch(`${editor}config.yml`);
      if (response.ok && (await response.text()).startsWith('# Generated')) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

if (await waitUntilReady()) {
  console.log(`
npm run edit: ready.

  The site:    ${site}
  The editor:  ${editor}

  Open the editor in Chrome, Edge, Brave or Opera: Chromium-based browsers let a web page save
  into a folder you pick (the File System Access API). Firefox and Safari cannot, so they cannot
  edit locally. Click "Work with Local Repository" and pick this folder:
    ${ROOT}
  A save shows on the page within a few seconds. After adding an entry under Facts (a service),
  reload the editor to write its words.

  Ctrl-C stops everything.
`);
} else if (!stopping) {
  console.error(
    `npm run edit: ${editor} did not answer within ${READY_TIMEOUT_MS / 60_000} minutes.`,
  );
  stop();
}
