#!/usr/bin/env node
/**
 * Serves the production build (public/) the way a static host does: files as they are (text gzipped
 * for browsers that accept it), "/x/" as "/x/index.html", and an unknown path as its language's 404
 * page with status 404.
 * Used by `npm run serve` and by the browser tests. Listens on 127.0.0.1 only.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { PREFIXED_LANGUAGES } from './page-shape.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

async function fileAt(root, urlPath) {
  const resolved = path.join(root, urlPath);
  if (!resolved.startsWith(root)) return undefined;
  for (const candidate of [resolved, path.join(resolved, 'index.html')]) {
    try {
      const info = await stat(candidate);
      if (info.isFile()) return candidate;
    } catch {
      // not there: try the next candidate
    }
  }
  return undefined;
}

function notFoundPage(root, urlPath) {
  const language = PREFIXED_LANGUAGES.find((lang) => urlPath.startsWith(`/${lang}/`));
  return path.join(root, language ? `${language}/404.html` : '404.html');
}

/** Text formats are sent gzip-compressed when the browser accepts it, as every static host does. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|yaml|manifest\+json)|image\/svg\+xml)/;

function send(request, response, file, status) {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const immutable =
    file.includes(`${path.sep}static${path.sep}`) || /-[0-9a-f]{20}\.(js|css)$/.test(file);
  response.writeHead(status, {
    'content-type': type,
    'cache-control': immutable
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate',
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
}

/**
 * @param {{ root?: string, host?: string, port?: number }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer({
  root = path.resolve('public'),
  host = '127.0.0.1',
  port = 0,
} = {}) {
  const absoluteRoot = path.resolve(root);
  const server = http.createServer(async (request, response) => {
    try {
      const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      if (
        !urlPath.endsWith('/') &&
        !path.extname(urlPath) &&
        (await fileAt(absoluteRoot, `${urlPath}/`))
      ) {
        response.writeHead(301, { location: `${urlPath}/` });
        response.end();
        return;
      }
      const file = await fileAt(absoluteRoot, urlPath);
      if (file) {
        send(request, response, file, 200);
        return;
      }
      send(request, response, notFoundPage(absoluteRoot, urlPath), 404);
    } catch {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Bad request');
    }
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 9000);
  // No top-level await: Jest's global setup require()s this module, which Node refuses with one.
  startStaticServer({ port }).then(({ url }) =>
    console.log(`Serving public/ at ${url.replace('127.0.0.1', 'localhost')} (Ctrl+C to stop)`),
  );
}
