/** deploy/Dockerfile, read as text: no Docker engine runs here, so the image itself is not built. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ANALYTICS_VARIABLES } from '../src/lib/analytics-config';

const read = (file: string) => readFileSync(path.join(__dirname, '..', file), 'utf8');

it('passes the build every variable the editor configuration and the policy read', () => {
  const args = (
    read('deploy/Dockerfile')
      .replaceAll('\\\n', ' ')
      .match(/^ARG .*$/gm) ?? []
  )
    .join(' ')
    .split(/\s+/);
  const editorVariables = [...read('gatsby/cms/config.ts').matchAll(/env\.(CMS_\w+)/g)].map(
    ([, name]) => name,
  );
  expect(editorVariables.length).toBeGreaterThan(0);
  expect(args).toEqual(expect.arrayContaining([...editorVariables, 'CSP_REPORT_URL', 'SITE_URL']));
  expect(args).toEqual(expect.arrayContaining([...ANALYTICS_VARIABLES, 'ANALYTICS_PROXY_TO']));
});
