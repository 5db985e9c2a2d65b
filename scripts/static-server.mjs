/**
 * `npm run serve:nginx` started from a script (the browser tests, the guide's screenshots, the
 * bench): on a free port of 127.0.0.1, resolved once nginx answers. Serves public/.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVE_NGINX = fileURLToPath(new URL('./serve-nginx.mjs', import.meta.url));

async function freePort() {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startStaticServer() {
  const port = await freePort();
  const nginx = spawn(process.execPath, [SERVE_NGINX], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (
    let tries = 0;
    !(await fetch(url).then(
      () => true,
      () => false,
    ));
    tries += 1
  ) {
    if (nginx.exitCode !== null || tries > 100)
      throw new Error('npm run serve:nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const close = () =>
    new Promise((resolve) => {
      nginx.once('exit', resolve);
      nginx.kill('SIGTERM');
    });
  return { url, close };
}
