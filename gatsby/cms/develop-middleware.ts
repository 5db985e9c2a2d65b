/**
 * /admin/ for `npm run edit` (Gatsby's development server, gatsby-config's developMiddleware): the
 * same files the build writes into public/admin/, served from memory. The configuration is
 * generated on every request, so reloading the editor picks up a service just added to
 * content/services.yaml; nothing is written into the project.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { adminFiles } from './admin-files';
import { cmsPackage } from './vendor';
import type { CmsPackage } from './vendor';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

type Request = IncomingMessage & { originalUrl?: string };

/** A handler for requests under /admin (mounted there: `req.url` is the rest of the path). */
export function adminMiddleware(projectDir: string, env: NodeJS.ProcessEnv = process.env) {
  let cms: CmsPackage | undefined;
  return (request: Request, response: ServerResponse, next: () => void): void => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const original = new URL(request.originalUrl ?? '/admin/', 'http://localhost').pathname;
    if (!original.endsWith('/') && pathname === '/') {
      response.writeHead(301, { location: `${original}/` }).end();
      return;
    }
    try {
      cms ??= cmsPackage(projectDir);
      const target = pathname === '/' ? 'index.html' : decodeURIComponent(pathname.slice(1));
      const file = adminFiles(projectDir, env, cms).find(
        (candidate) => candidate.target === target,
      );
      if (!file) {
        next();
        return;
      }
      response.writeHead(200, {
        'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex, nofollow',
      });
      response.end(file.read());
    } catch (error) {
      const message = (error as Error).message;
      console.error(`/admin${pathname}: ${message}`);
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(message);
    }
  };
}
