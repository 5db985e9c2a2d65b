/**
 * A throw-away copy of the project, for checks that must not touch the real one (`npm run
 * test:edits` edits its content/, `npm run test:edit-command` runs the editor's development
 * server in it): every file but what is installed or generated, with node_modules linked, not
 * copied.
 */
import { chmodSync, cpSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
export function copyProject(prefix) {
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
