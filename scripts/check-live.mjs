#!/usr/bin/env node
/**
 * `npm run check:live -- <url>`: a smoke check of a deployed copy of the site, the last step of
 * every deployment (README, "Deploying"). It fetches each language's page, an unknown path in
 * each language, the redirects, a hashed script, the sitemap and robots.txt, and prints one line
 * per check (scripts/live-site-checks.mjs); the exit code is 1 when any fails.
 *
 *   --site-url=<address>  the public address canonicals and the sitemap must name, when it is not
 *                         <url> itself (a preview, or the container on localhost)
 *   --build=<folder>      the build to compare the security headers with (default: public/, when
 *                         it holds a _headers file); without one they are checked by rule only
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildHeaders, checkLiveSite } from './live-site-checks.mjs';

const USAGE = 'usage: npm run check:live -- <url> [--site-url=<address>] [--build=<folder>]';

function origin(value, what) {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // reported below
  }
  console.error(`check:live: ${what} must be an http(s) URL, got "${value}"\n${USAGE}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'site-url': { type: 'string' }, build: { type: 'string', default: 'public' } },
});
if (positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}
const base = origin(positionals[0], 'the URL to check');
const site = origin(values['site-url'] ?? base, '--site-url');
const buildFolder = path.resolve(values.build);
const expected = buildHeaders(buildFolder);

console.log(`Checking ${base}${site === base ? '' : ` as ${site}`}`);
console.log(
  expected
    ? `Security headers compared with ${path.relative(process.cwd(), buildFolder) || '.'}/_headers`
    : `No _headers in ${buildFolder}: security headers checked by rule only`,
);
try {
  const results = await checkLiveSite({ base, site, expected });
  for (const { ok, name, detail } of results) {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${!ok && detail ? `: ${detail}` : ''}`);
  }
  const failed = results.filter((result) => !result.ok).length;
  console.log(
    failed === 0
      ? `All ${results.length} checks passed.`
      : `${failed} of ${results.length} checks failed.`,
  );
  process.exit(failed === 0 ? 0 : 1);
} catch (error) {
  console.error(`FAIL ${base} could not be checked: ${error.cause?.message ?? error.message}`);
  process.exit(1);
}
