/** deploy/Dockerfile and the nginx.conf it fills in, read as text (no Docker here). */
import { readFileSync } from 'node:fs';
import path from 'node:path';

it('builds an image on Node 22 that runs as a number, checks its health, writes only in a tmpfs', () => {
  const dockerfile = readFileSync(path.join(__dirname, '..', 'deploy/Dockerfile'), 'utf8');
  const conf = readFileSync(path.join(__dirname, '..', 'deploy/nginx.conf'), 'utf8');
  expect(dockerfile).toMatch(/^FROM node:22[.\w-]* AS build$/m);
  expect(dockerfile).toMatch(/^USER \d+:\d+$/m);
  expect(dockerfile).toMatch(/^HEALTHCHECK .*CMD wget .*http:\/\/127\.0\.0\.1:8080\//m);
  expect(dockerfile).toContain("-e 's|@RUNTIME_DIR@|/tmp/nginx|'");
  const args = (dockerfile.replaceAll('\\\n', ' ').match(/^ARG .*$/gm) ?? [])
    .join(' ')
    .split(/\s+/);
  // Every variable the editor's configuration reads, and the policy's.
  const editor = readFileSync(path.join(__dirname, '..', 'gatsby/cms/config.ts'), 'utf8');
  const read = [...editor.matchAll(/env\.(CMS_\w+)/g)].map(([, name]) => name);
  expect(args).toEqual(expect.arrayContaining([...read, 'CSP_REPORT_URL', 'SITE_URL']));
  const writes = [...conf.matchAll(/^\s*(pid|\w+_temp_path)\s+(\S+);/gm)].map(([, , to]) => to);
  expect(writes).toHaveLength(6);
  for (const to of writes) expect(to).toMatch(/^@RUNTIME_DIR@\//);
});
