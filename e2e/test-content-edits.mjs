#!/usr/bin/env node
/**
 * `npm run test:edits`: what an editor's ordinary edits (e2e/content-edits.cjs: longer texts,
 * a renamed service, two more services, a KPI, a revenue point) can break, on a copy of the
 * project: the format check, ONE build, every page's HTML still under 14 KiB gzip, and a browser
 * look at what longer content breaks (e2e/layout.e2e.ts, e2e/languages.e2e.ts). The copy starts
 * from this project's .cache/ and public/, as hosts keep them between builds: the same build
 * proves that a build over a previous one's cache publishes complete pages.
 * `--keep` keeps the copy.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { applyEdits } = require('./content-edits.cjs');
const { ROOT, copyProject } = require('./project-copy.cjs');

if (!existsSync(path.join(ROOT, 'public', 'index.html'))) {
  console.error('test:edits: no build in public/ to start from: run `npm run build:test` first.');
  process.exit(1);
}
const copy = copyProject('studio-edits-');
for (const folder of ['.cache', 'public']) {
  cpSync(path.join(ROOT, folder), path.join(copy, folder), { recursive: true });
}
for (const { edit, did } of applyEdits(path.join(copy, 'content'))) console.log(`${edit}: ${did}`);

const steps = [
  ['npx', ['prettier', '--check', 'content']],
  ['npm', ['run', 'build:test']],
  ['npx', ['size-limit']],
  ['npx', ['jest', '--config', 'e2e/jest.config.js', 'e2e/layout.e2e.ts', 'e2e/languages.e2e.ts']],
];
const failed = [];
for (const [command, args] of steps) {
  const step = `${command} ${args.join(' ')}`;
  console.log(`\n== test:edits (edited copy): ${step}`);
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', EDITED_CONTENT: '1' };
  if (spawnSync(command, args, { cwd: copy, stdio: 'inherit', env }).status !== 0) {
    failed.push(step);
    if (args.includes('build:test')) break;
  }
}
if (process.argv.includes('--keep')) console.log(`test:edits: the copy stays in ${copy}`);
else rmSync(copy, { recursive: true, force: true });
console.log(failed.length ? `test:edits: FAILED ${failed.join('; ')}` : 'test:edits: passed');
process.exit(failed.length ? 1 : 0);
