#!/usr/bin/env node
/**
 * `npm run serve:nginx`: serves public/ with nginx, configured exactly as the container is
 * (deploy/nginx.conf and the build's includes, rendered by scripts/nginx-config.mjs): the same
 * headers, caching, redirects and not-found pages a visitor gets from the deployed image.
 * Runs Debian's nginx (`apt-get install nginx-light`; NGINX_BINARY to use another) in the
 * foreground on http://localhost:PORT (9000 by default, 127.0.0.1 only), unprivileged: its
 * configuration, pid, temporary files and access log live in a temporary folder, removed when it
 * stops (Ctrl+C). Nothing under /etc/nginx is read or written.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeNginxConfig } from './nginx-config.mjs';

const port = Number(process.env.PORT ?? 9000);
const root = path.resolve('public');
const nginx =
  process.env.NGINX_BINARY ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

function fail(message) {
  console.error(`serve:nginx: ${message}`);
  process.exit(1);
}

/** Resolves once something accepts connections on the port, or rejects after `timeout` ms. */
async function listening(timeout = 10_000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on port ${port} within ${timeout / 1000} s`);
}

if (!Number.isInteger(port) || port <= 0 || port > 65535)
  fail(`PORT must be a port number, got "${process.env.PORT}"`);
if (!existsSync(path.join(root, 'index.html')))
  fail('no build in public/: run `npm run build` first.');

const runtimeDir = mkdtempSync(path.join(tmpdir(), 'studio-nginx-'));
// Started by root, nginx runs its workers as an unprivileged user, which must reach the folder.
chmodSync(runtimeDir, 0o755);
const cleanUp = () => rmSync(runtimeDir, { recursive: true, force: true });

let config;
try {
  config = await writeNginxConfig({
    folder: runtimeDir,
    listen: `127.0.0.1:${port}`,
    root,
    runtimeDir,
    accessLog: path.join(runtimeDir, 'access.log'),
  });
} catch (error) {
  cleanUp();
  fail(error.message);
}

const args = ['-e', 'stderr', '-p', `${runtimeDir}/`, '-c', config];
const test = spawnSync(nginx, ['-t', '-q', ...args], { encoding: 'utf8' });
if (test.error || test.status !== 0) {
  cleanUp();
  fail(
    test.error?.code === 'ENOENT'
      ? `no nginx at "${nginx}": install it (apt-get install nginx-light) or set NGINX_BINARY.`
      : `the configuration does not pass \`nginx -t\`:\n${test.stderr}`,
  );
}

const server = spawn(nginx, args, { stdio: ['ignore', 'inherit', 'inherit'] });
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(signal ? 0 : (code ?? 1));
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

listening().then(
  () =>
    console.log(
      `Serving public/ with nginx at http://localhost:${port} (Ctrl+C to stop; access log: ${path.join(runtimeDir, 'access.log')})`,
    ),
  (error) => {
    console.error(`serve:nginx: ${error.message}`);
    stop();
  },
);
