#!/usr/bin/env node
/**
 * `npm run build:production`: the build a host runs for the public site. It refuses to start
 * while anything would publish a placeholder (scripts/production-checks.cjs): one line per
 * problem, exit code 1, before Gatsby does any work. Then a plain `gatsby build`.
 * `npm run build` and `npm test` stay free of these checks, and work without any account.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { productionProblems } = require('./production-checks.cjs');

const problems = productionProblems({ env: process.env, projectDir: process.cwd() });
if (problems.length > 0) {
  console.error(
    `build:production refused: ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix first:`,
  );
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}

const result = spawnSync('npx', ['gatsby', 'build'], {
  stdio: 'inherit',
  env: process.env,
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
