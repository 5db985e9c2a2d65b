#!/usr/bin/env node
/**
 * `npm run test:edits`: proves that what an editor ordinarily does to content/ keeps CI green.
 * It copies the project to a temporary folder (node_modules linked, not copied), applies the
 * edits of scripts/content-edits.cjs to the copy's content/, and runs there the checks an edit
 * could break: the format check (the edits write files as the editor at /admin/ does), the build
 * (which runs the content check first), the size check and the browser tests, which take what
 * they expect from the edited content. Prints what each edit did, each
 * check's result and time, and the pages' sizes before and after; removes the copy at the end.
 *
 *   npm run test:edits                            every edit, every browser test
 *   npm run test:edits -- --only=addTwoServices   some edits (comma-separated): which broke what?
 *   npm run test:edits -- --e2e=landing,demo      some browser test files
 *   npm run test:edits -- --keep                  keep the copy to look into it
 *
 * The browser tests need the fixed outbox port (9099): do not run this beside `npm run test:e2e`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildStatsFolder, measurePages } from './page-size.mjs';

const require = createRequire(import.meta.url);
const { EDITS, applyEdits } = require('./content-edits.cjs');
const { ROOT, copyProject } = require('./project-copy.cjs');

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const keep = args.includes('--keep');

function chosenEdits() {
  const names = option('only')?.split(',');
  if (!names) return EDITS;
  const unknown = names.filter((name) => !EDITS.some((edit) => edit.name === name));
  if (unknown.length > 0) {
    const known = EDITS.map((edit) => edit.name).join(', ');
    throw new Error(`No content edit named ${unknown.join(', ')} (known: ${known})`);
  }
  return EDITS.filter((edit) => names.includes(edit.name));
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Runs an npm script in the copy, its output shown as it comes; returns whether it passed. */
function runCheck(copy, script, extraArgs = []) {
  console.log(`\n== test:edits: npm run ${script} ${extraArgs.join(' ')} (in the edited copy)\n`);
  const started = Date.now();
  const result = spawnSync(
    'npm',
    ['run', script, ...(extraArgs.length ? ['--', ...extraArgs] : [])],
    {
      cwd: copy,
      stdio: 'inherit',
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    },
  );
  return { name: `npm run ${script}`, ok: result.status === 0, time: seconds(started) };
}

const KIB = 1024;
const kib = (bytes) => (bytes / KIB).toFixed(1);

/**
 * One line per page: its HTML before the edits (when public/ holds a build) and after, and its
 * first-load JavaScript after. (The JavaScript is not compared: module ids are hashed from file
 * paths, so a build in another folder differs by a few hundred bytes for that reason alone.)
 */
function sizeLines(copy) {
  const hasBuild = existsSync(
    path.join(buildStatsFolder(path.join(ROOT, 'public')), 'webpack.stats.json'),
  );
  const before = hasBuild ? measurePages(path.join(ROOT, 'public')) : [];
  return measurePages(path.join(copy, 'public')).map(({ page, language, htmlBytes, jsBytes }) => {
    const old = before.find((measured) => measured.page === page);
    const html = old ? `${kib(old.htmlBytes)} -> ${kib(htmlBytes)}` : kib(htmlBytes);
    return `  ${page} (${language}): HTML ${html} KiB, first-load JS ${kib(jsBytes)} KiB`;
  });
}

function main() {
  const started = Date.now();
  const edits = chosenEdits();
  const copy = copyProject('studio-edits-');
  const results = [];
  let sizes = [];
  let done = [];
  try {
    done = applyEdits(path.join(copy, 'content'), edits);
    console.log(`test:edits: the edits, applied to ${path.join(copy, 'content')}:`);
    for (const { edit, did } of done) console.log(`  ${edit}: ${did}`);

    // The locale files are Prettier's json-stringify layout, which is what the editor writes.
    results.push(runCheck(copy, 'format:check'));
    // The build runs the content check before anything else; its messages name file and field.
    const build = runCheck(copy, 'build:test');
    results.push(build);
    if (build.ok) {
      sizes = sizeLines(copy);
      results.push(runCheck(copy, 'test:size'));
      const e2eFiles =
        option('e2e')
          ?.split(',')
          .map((name) => `e2e/${name}.e2e.ts`) ?? [];
      results.push(runCheck(copy, 'test:e2e', e2eFiles));
    } else {
      results.push({ name: 'npm run test:size', ok: false, time: 'not run: the build failed' });
      results.push({ name: 'npm run test:e2e', ok: false, time: 'not run: the build failed' });
    }
  } finally {
    if (keep) console.log(`\ntest:edits: the edited copy stays in ${copy}`);
    else rmSync(copy, { recursive: true, force: true });
  }

  const passed = results.every((result) => result.ok);
  console.log('\n== test:edits: summary');
  console.log('Edits:');
  for (const { edit, did } of done) console.log(`  ${edit}: ${did}`);
  console.log('Checks on the edited copy:');
  for (const { name, ok, time } of results)
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name} (${time})`);
  if (sizes.length > 0) {
    console.log('Page sizes, gzip (HTML before -> after the edits, when public/ has a build):');
    for (const line of sizes) console.log(line);
  }
  console.log(
    passed
      ? `test:edits: the edited content passes every check (${seconds(started)}).`
      : `test:edits: an ordinary edit breaks a check (${seconds(started)}). Find which one with ` +
          '--only=<edit> (see the list above); the failing check says what it expected.',
  );
  process.exit(passed ? 0 : 1);
}

try {
  main();
} catch (error) {
  console.error(`test:edits: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
