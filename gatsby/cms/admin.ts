import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fill, PICTURE_EXTENSIONS } from '../content-rules';
import { backendFromEnv, CONFIG_FILES, editorConfigFile, LABELS } from './config';
import { previewCss, PREVIEW_FONT } from './preview-css';
import { cmsPackage, packageRoot } from './vendor';

// Not a Gatsby page; the import map answers the CMS's one unpkg import (Immutable.js) locally.
const adminPage = (immutableUrl: string) => `<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${fill(LABELS.ui.appTitle!, 'it')}</title>
    <script type="importmap">${JSON.stringify({ imports: { [immutableUrl]: './vendor/immutable.es.js' } })}</script>
    <script src="admin-boot.js" data-pictures="${PICTURE_EXTENSIONS.join('|')}" data-it="${fill(LABELS.ui.notPicture!, 'it')}" data-en="${fill(LABELS.ui.notPicture!, 'en')}"></script>
  </head>
  <body>
    <script src="vendor/sveltia-cms.js"></script>
    <script src="preview.js"></script>
  </body>
</html>
`;

// The CMS changes only with `npm install` (which restarts `npm run edit`): read once per process.
// The configuration follows the content (ids, keys, legal pages): generated on each request.
let cmsCopy: ReturnType<typeof cmsPackage> | undefined;

function adminFiles(projectDir: string, env = process.env) {
  const cms = (cmsCopy ??= cmsPackage(projectDir));
  const font = path.join(packageRoot(PREVIEW_FONT.package), PREVIEW_FONT.file);
  return [
    { target: 'index.html', read: () => adminPage(cms.immutableUrl) },
    ...['admin-boot.js', 'preview.js'].map((name) => ({
      target: name,
      read: () => fs.readFileSync(path.join(projectDir, 'admin', name)),
    })),
    ...CONFIG_FILES.map(([language, name]) => ({
      target: name,
      read: () => editorConfigFile(projectDir, language, env),
    })),
    { target: 'preview.css', read: previewCss },
    { target: PREVIEW_FONT.target, read: () => fs.readFileSync(font) },
    { target: 'vendor/sveltia-cms.js', read: () => cms.bundle },
    ...cms.files.map(({ target, source }) => ({ target, read: () => fs.readFileSync(source) })),
  ];
}

/** The build's /admin/, written anew; returns what the build should say about signing in. */
export function writeAdmin(projectDir: string, publicDir: string) {
  const files = adminFiles(projectDir);
  const adminDir = path.join(publicDir, 'admin');
  fs.rmSync(adminDir, { recursive: true, force: true });
  for (const file of files) {
    const target = path.join(adminDir, file.target);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.read());
  }
  return { files: files.length, notes: backendFromEnv(process.env).notes };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** /admin/ for `npm run edit` (gatsby-config's developMiddleware, mounted at /admin). */
export function adminMiddleware(projectDir: string, env = process.env) {
  return (
    request: IncomingMessage & { originalUrl?: string },
    response: ServerResponse,
    next: () => void,
  ): void => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const original = new URL(request.originalUrl ?? '/admin/', 'http://localhost').pathname;
    if (!original.endsWith('/') && pathname === '/') {
      response.writeHead(301, { location: `${original}/` }).end();
      return;
    }
    try {
      const target = pathname === '/' ? 'index.html' : decodeURIComponent(pathname.slice(1));
      const file = adminFiles(projectDir, env).find((candidate) => candidate.target === target);
      if (!file) return next();
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
