#!/usr/bin/env node
/**
 * `npm run test:edits`: what an editor's ordinary edits (e2e/content-edits.cjs: longer texts,
 * a renamed service, two more services, a project with two pictures and its client's quote, a
 * KPI, a revenue point, an unused uploaded picture) can break, on a copy of the project: the format
 * check, a build, every page's HTML still under 14 KiB gzip, the new project on every home page and
 * its page with both pictures and the quote, no unused upload published, and a browser look at what longer content breaks (e2e/layout.e2e.ts,
 * e2e/languages.e2e.ts). The copy starts from this project's .cache/ and public/, as hosts keep
 * them between builds. Then the edits are undone and the copy built once more, over the edited
 * build's cache (the words changed back, the legal pages and most facts unchanged): every page's
 * HTML and page data must equal this project's own build (so run `npm run build:test` here first,
 * as `npm test` does). `--keep` keeps the copy.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LANGUAGES } from '../scripts/page-shape.mjs';

const require = createRequire(import.meta.url);
const { ADDED_PROJECT, UPLOAD, applyEdits } = require('./content-edits.cjs');
const { ROOT, copyProject } = require('./project-copy.cjs');

if (!existsSync(path.join(ROOT, 'public', 'index.html'))) {
  console.error('test:edits: no build in public/ to start from: run `npm run build:test` first.');
  process.exit(1);
}
const copy = copyProject('studio-edits-');
for (const folder of ['.cache', 'public']) {
  cpSync(path.join(ROOT, folder), path.join(copy, folder), { recursive: true });
}
// content/ as this project's build read it, to undo the edits with.
const original = `${copy}-content`;
cpSync(path.join(copy, 'content'), original, { recursive: true });
for (const { edit, did } of applyEdits(path.join(copy, 'content'))) console.log(`${edit}: ${did}`);

/** Every file under `dir`, by its path relative to it. */
const filesOf = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
const run = (command, args) =>
  spawnSync(command, args, { cwd: copy, stdio: 'inherit', env }).status === 0;
const steps = [
  ['npx', ['prettier', '--check', 'content']],
  ['npm', ['run', 'build:test']],
  ['npx', ['jest', '--config', 'e2e/jest.config.js', 'e2e/layout.e2e.ts', 'e2e/languages.e2e.ts']],
];
const failed = [];
for (const [command, args] of steps) {
  const step = `${command} ${args.join(' ')}`;
  console.log(`\n== test:edits (edited copy): ${step}`);
  if (!run(command, args)) {
    failed.push(step);
    if (args.includes('build:test')) break;
  }
  if (args.includes('build:test')) {
    const published = filesOf(path.join(copy, 'public')).filter((file) =>
      readFileSync(path.join(copy, 'public', file)).equals(UPLOAD),
    );
    if (published.length) failed.push(`the uploaded picture was published as ${published}`);
    // The project added with its picture is on every home page, in AVIF.
    const name = path.basename(ADDED_PROJECT.picture).replace(/\.\w+$/, '');
    // Its own page has both its pictures and its client's words (consent given).
    const more = path.basename(ADDED_PROJECT.morePicture).replace(/\.\w+$/, '');
    for (const { home } of LANGUAGES) {
      const html = readFileSync(path.join(copy, 'public', home, 'index.html'), 'utf8');
      if (!html.includes(`id="project-${ADDED_PROJECT.id}"`) || !html.includes(`${name}.avif`))
        failed.push(`${home}: the added project or its picture is missing`);
      const pagePath = path.join(copy, 'public', home, 'work', ADDED_PROJECT.id, 'index.html');
      const page = existsSync(pagePath) ? readFileSync(pagePath, 'utf8') : '';
      for (const [what, shown] of [
        ['its main picture', `${name}.avif`],
        ['its second picture', `${more}.avif`],
        ["its client's quote", ADDED_PROJECT.person],
      ])
        if (!page.includes(shown))
          failed.push(`${home}work/${ADDED_PROJECT.id}/: ${what} is missing`);
    }
  }
}

/** The first page (HTML or page data) of the copy's build that differs from this project's. */
function firstDifference() {
  const pages = (dir) =>
    filesOf(dir)
      .filter((file) => file.endsWith('.html') || /^page-data\/.*\.json$/.test(file))
      .sort();
  const [ours, theirs] = [ROOT, copy].map((dir) => pages(path.join(dir, 'public')));
  if (ours.join() !== theirs.join())
    return `not the same pages: ${ours.filter((f) => !theirs.includes(f))} | ${theirs.filter((f) => !ours.includes(f))}`;
  // Bundles are named by webpack's content hashes, which differ in the copy: its node_modules is a
  // link to this project's, and webpack's module ids follow paths. Nothing else may differ.
  const text = (dir, file) =>
    readFileSync(path.join(dir, 'public', file), 'utf8').replace(/[0-9a-f]{20}/g, '<hash>');
  for (const file of ours) {
    const [a, b] = [ROOT, copy].map((dir) => text(dir, file));
    if (a === b) continue;
    let at = 0;
    while (a[at] === b[at]) at += 1;
    const excerpt = (page) => JSON.stringify(page.slice(Math.max(0, at - 120), at + 120));
    return `public/${file} differs at character ${at}:\n  this project: ${excerpt(a)}\n  the copy:     ${excerpt(b)}`;
  }
  return undefined;
}

if (!failed.includes('npm run build:test')) {
  console.log('\n== test:edits: edits undone, built again over the edited build');
  rmSync(path.join(copy, 'content'), { recursive: true });
  renameSync(original, path.join(copy, 'content'));
  const started = Date.now();
  const built = run('npm', ['run', 'build:test']);
  console.log(`test:edits: second build in ${Math.round((Date.now() - started) / 1000)} s`);
  const difference = built ? firstDifference() : 'the build failed';
  if (difference) failed.push(`the build over a previous one is not a clean build: ${difference}`);
}
rmSync(original, { recursive: true, force: true });
if (process.argv.includes('--keep')) console.log(`test:edits: the copy stays in ${copy}`);
else rmSync(copy, { recursive: true, force: true });
console.log(failed.length ? `test:edits: FAILED ${failed.join('; ')}` : 'test:edits: passed');
process.exit(failed.length ? 1 : 0);
