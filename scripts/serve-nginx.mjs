#!/usr/bin/env node
/**
 * `npm run serve:nginx`: serves public/ with Debian's nginx configured exactly as the container
 * (deploy/nginx.conf with the includes this build wrote into .cache/nginx/), in the foreground
 * on 127.0.0.1:PORT (9000), unprivileged, its files in a temporary folder. NGINX_BINARY picks
 * another nginx.
 */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.PORT ?? 9000);
const nginx = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
if (!existsSync('.cache/nginx/security-headers.conf') || !existsSync('public/index.html')) {
  console.error('serve:nginx: no build here: run `npm run build` first.');
  process.exit(1);
}

const dir = mkdtempSync(path.join(tmpdir(), 'studio-nginx-'));
// Started by root, nginx's workers run as an unprivileged user, which must read the folder.
chmodSync(dir, 0o755);
cpSync('.cache/nginx', dir, { recursive: true });
cpSync('deploy/mime.types', path.join(dir, 'mime.types'));
const values = {
  LISTEN: `127.0.0.1:${port}`,
  ROOT: path.resolve('public'),
  RUNTIME_DIR: dir,
  ACCESS_LOG: path.join(dir, 'access.log'),
};
const conf = readFileSync('deploy/nginx.conf', 'utf8').replace(
  /@(\w+)@/g,
  (_, name) => values[name],
);
writeFileSync(path.join(dir, 'nginx.conf'), conf);

const server = spawn(nginx, ['-e', 'stderr', '-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf')], {
  stdio: 'inherit',
});
server.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGQUIT'));
// nginx says nothing when it starts: the line callers wait for.
setTimeout(() => console.log(`Serving public/ with nginx at http://127.0.0.1:${port}`), 300);
