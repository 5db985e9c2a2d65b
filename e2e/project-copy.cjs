/**
 * A throw-away copy of the project, for checks that must not touch the real one (`npm run
 * test:edits` edits its content/, a browser test builds it with a hostile text, `npm run
 * bench:build` adds 30 projects): every file but
 * what is installed or generated, with node_modules linked, not copied. CommonJS so that the
 * scripts and the browser tests (Jest) load the same file.
 */
const { chmodSync, cpSync, mkdtempSync, readdirSync, symlinkSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/** Not copied: installed or generated, and (but node_modules) rebuilt by the checks. */
const NOT_COPIED = new Set([
  'node_modules',
  'public',
  '.cache',
  '.git',
  'bench-results',
  '.lighthouseci',
  'outbox',
  'coverage',
  'test-results',
]);

/** Copies the project into a new folder whose name starts with `prefix`; returns its path. */
function copyProject(prefix) {
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  // mkdtemp makes the folder private to its owner; nginx's unprivileged workers (npm run
  // serve:nginx, started by the browser tests) must reach the copy's public/ through it.
  chmodSync(copy, 0o755);
  for (const entry of readdirSync(ROOT)) {
    if (!NOT_COPIED.has(entry))
      cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

module.exports = { ROOT, copyProject };
