#!/usr/bin/env node
// `npm run serve:nginx`: public/ on 127.0.0.1:PORT (9000) with Debian's nginx (or NGINX_BINARY)
// configured as the container, its files in a temp folder; tests and the bench call serveNginx().
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

async function freePort() {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function serveNginx(port) {
  port ??= await freePort();
  if (!fs.existsSync('.cache/nginx/security-headers.conf') || !fs.existsSync('public/index.html'))
    throw new Error('serve:nginx: no build here: run `npm run build` first.');
  const dir = fs.mkdtempSync(path.join(tmpdir(), 'studio-nginx-'));
  // Started by root, nginx's workers run as an unprivileged user, which must read the folder.
  fs.chmodSync(dir, 0o755);
  fs.cpSync('.cache/nginx', dir, { recursive: true });
  fs.cpSync('deploy/mime.types', path.join(dir, 'mime.types'));
  const values = {
    LISTEN: `127.0.0.1:${port}`,
    ROOT: path.resolve('public'),
    RUNTIME_DIR: dir,
    ACCESS_LOG: path.join(dir, 'access.log'),
  };
  const conf = path.join(dir, 'nginx.conf');
  const fill = (_, name) => values[name];
  fs.writeFileSync(conf, fs.readFileSync('deploy/nginx.conf', 'utf8').replace(/@(\w+)@/g, fill));
  const nginx = spawn(
    process.env.NGINX_BINARY ?? '/usr/sbin/nginx',
    ['-e', 'stderr', '-p', `${dir}/`, '-c', conf],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const stopped = once(nginx, 'exit').then(() => fs.rmSync(dir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; !(await fetch(url).then(Boolean, () => false)); tries += 1) {
    if (nginx.exitCode !== null || tries > 100) throw new Error(`nginx did not start on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const close = () => nginx.kill('SIGQUIT') && stopped;
  return { url, stopped, close };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  serveNginx(Number(process.env.PORT ?? 9000)).then(
    ({ url, stopped, close }) => {
      console.log(`Serving public/ with nginx at ${url} (Ctrl+C to stop)`);
      for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, close);
      stopped.then(() => process.exit(0));
    },
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
