/**
 * What `npm run build:production` checks before it lets Gatsby build (`node
 * scripts/production-checks.cjs && gatsby build`): a build for the public site must not carry
 * placeholders. Each check reads the build's environment and returns its problems, one
 * sentence each; run as a script, it prints them and exits with 1 before Gatsby does any work.
 *
 * To add a check, write a function of the context and add it to PRODUCTION_CHECKS.
 */
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { parseEnv } = require('node:util');

/** src/lib/site-url.ts's DEFAULT_SITE_URL (the unit test keeps the two equal). */
const PLACEHOLDER_SITE_URL = 'https://www.example.com';

/** src/lib/emailjs-config.ts's REQUIRED_EMAILJS_VARIABLES (kept equal by the unit test). */
const REQUIRED_EMAILJS_VARIABLES = [
  'GATSBY_EMAILJS_PUBLIC_KEY',
  'GATSBY_EMAILJS_SERVICE_ID',
  'GATSBY_EMAILJS_TEMPLATE_ID',
];

/**
 * @typedef {{ env: Record<string, string | undefined>, projectDir: string }} CheckContext
 * @typedef {(context: CheckContext) => string[]} ProductionCheck
 */

/**
 * The variables of the .env file Gatsby reads for a production build (.env.production, or
 * .env.<GATSBY_ACTIVE_ENV>), as gatsby/emailjs-env.ts reads them.
 */
function envFile(context) {
  const name = `.env.${context.env.GATSBY_ACTIVE_ENV || 'production'}`;
  const file = path.join(context.projectDir, name);
  return { name, values: existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {} };
}

/** Hosts that are never a public site: reserved example and test names, and this machine. */
function isPlaceholderOrLocalHost(hostname) {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    /(^|\.)example\.(com|net|org)$/.test(host) ||
    /(^|\.)(example|test|invalid|localhost|local)$/.test(host) ||
    isLoopbackHost(host)
  );
}

function isLoopbackHost(hostname) {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || /^127\./.test(host) || host === '::1' || host === '0.0.0.0';
}

/** @type {ProductionCheck} SITE_URL: the public address canonicals, the sitemap and robots.txt name. */
function siteUrlProblems(context) {
  const raw = (context.env.SITE_URL ?? '').trim();
  if (!raw) {
    const { name, values } = envFile(context);
    return [
      `SITE_URL is not set: canonical URLs, hreflang, the sitemap and robots.txt would name ` +
        `${PLACEHOLDER_SITE_URL}. Set it to the site's public address (SITE_URL=https://www.your-domain.tld)` +
        (values.SITE_URL ? ` in the environment: the build does not read it from ${name}` : ''),
    ];
  }
  let url;
  try {
    url = new URL(raw);
  } catch {
    return [`SITE_URL is not a URL: "${raw}"`];
  }
  const problems = [];
  if (isPlaceholderOrLocalHost(url.hostname)) {
    problems.push(
      `SITE_URL is a placeholder or local address (${url.hostname}), not the public site`,
    );
  }
  if (url.protocol !== 'https:') {
    problems.push(`SITE_URL must start with https:// (the site sends HSTS), got "${raw}"`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    problems.push(
      `SITE_URL must be the root of its host, without a path: the site and its host files are built for "/", got "${raw}"`,
    );
  }
  return problems;
}

/** @type {ProductionCheck} EmailJS: the contact form's account, and an origin visitors can reach. */
function emailJsProblems(context) {
  const { name, values } = envFile(context);
  const value = (variable) => (context.env[variable] ?? values[variable] ?? '').trim();
  const problems = REQUIRED_EMAILJS_VARIABLES.filter((variable) => !value(variable)).map(
    (variable) =>
      `${variable} is not set (environment or ${name}): the contact form could not deliver (see .env.example)`,
  );
  const origin = value('GATSBY_EMAILJS_ORIGIN');
  if (origin) {
    let url;
    try {
      url = new URL(origin);
    } catch {
      return [...problems, `GATSBY_EMAILJS_ORIGIN is not a URL: "${origin}"`];
    }
    if (isLoopbackHost(url.hostname)) {
      problems.push(
        `GATSBY_EMAILJS_ORIGIN points to this machine (${url.origin}), which visitors cannot reach: ` +
          'leave it unset to send through EmailJS',
      );
    } else if (url.protocol !== 'https:') {
      problems.push(`GATSBY_EMAILJS_ORIGIN must start with https://, got "${origin}"`);
    }
  }
  return problems;
}

/** @type {ProductionCheck[]} */
const PRODUCTION_CHECKS = [siteUrlProblems, emailJsProblems];

/** Every problem of every check, in order. */
function productionProblems(context) {
  return PRODUCTION_CHECKS.flatMap((check) => check(context));
}

module.exports = {
  PLACEHOLDER_SITE_URL,
  REQUIRED_EMAILJS_VARIABLES,
  PRODUCTION_CHECKS,
  isPlaceholderOrLocalHost,
  siteUrlProblems,
  emailJsProblems,
  productionProblems,
};

if (require.main === module) {
  const problems = productionProblems({ env: process.env, projectDir: process.cwd() });
  if (problems.length > 0) {
    const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
    console.error(`build:production refused: ${count} to fix first:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
}
