// `npm run build:production` runs this before `gatsby build`: a build for the public site carries no
// placeholder. Each check returns its problems, one sentence each; any stops the build (exit 1).
import path from 'node:path';
import { analyticsBuildEnv, analyticsProxy } from '../gatsby/analytics-env';
import { emailJsBuildEnv, envFile } from '../gatsby/emailjs-env';
import { sampleCompanyLines } from '../gatsby/samples';
import {
  analyticsConfigFrom,
  analyticsConfigProblems,
  isSitePath,
  urlOf,
} from '../src/lib/analytics-config';
import { missingEmailJsVariables } from '../src/lib/emailjs-config';
import { DEFAULT_SITE_URL, isPlaceholderOrLocalHost } from '../src/lib/site-url';

type CheckContext = { env: Record<string, string | undefined>; projectDir: string };

const productionEmailJs = ({ env, projectDir }: CheckContext) =>
  emailJsBuildEnv(projectDir, { ...env, NODE_ENV: 'production' });

/** SITE_URL: the public address canonicals, hreflang, the sitemap and robots.txt name. */
export function siteUrlProblems({ env, projectDir }: CheckContext): string[] {
  const raw = (env.SITE_URL ?? '').trim();
  if (!raw) {
    const { name: file, values } = envFile(projectDir, { ...env, NODE_ENV: 'production' });
    return [
      `SITE_URL is not set: canonical URLs, hreflang, the sitemap and robots.txt would name ` +
        `${DEFAULT_SITE_URL}. Set it to the site's public address (SITE_URL=https://www.your-domain.tld)` +
        (values.SITE_URL ? ` in the environment: the build does not read it from ${file}` : ''),
    ];
  }
  if (!URL.canParse(raw)) return [`SITE_URL is not a URL: "${raw}"`];
  const url = new URL(raw);
  const problems: string[] = [];
  if (isPlaceholderOrLocalHost(url.hostname))
    problems.push(
      `SITE_URL is a placeholder or local address (${url.hostname}), not the public site`,
    );
  if (url.protocol !== 'https:')
    problems.push(`SITE_URL must start with https:// (the site sends HSTS), got "${raw}"`);
  if (url.pathname !== '/' || url.search || url.hash)
    problems.push(
      `SITE_URL must be the root of its host, without a path: the site and its host files are built for "/", got "${raw}"`,
    );
  return problems;
}

/** EmailJS, read as the build reads it: the account, and an origin visitors can reach. */
export function emailJsProblems(context: CheckContext): string[] {
  const emailJs = productionEmailJs(context);
  const problems = missingEmailJsVariables(emailJs).map(
    (name) =>
      `${name} is not set (environment or .env.production): the contact form could not deliver (see .env.example)`,
  );
  const origin = emailJs.GATSBY_EMAILJS_ORIGIN?.trim();
  const url = origin && URL.canParse(origin) ? new URL(origin) : undefined;
  if (origin && (url?.protocol !== 'https:' || isPlaceholderOrLocalHost(url.hostname)))
    problems.push(
      `GATSBY_EMAILJS_ORIGIN must be an https:// address visitors can reach (leave it unset to send through EmailJS), got "${origin}"`,
    );
  return problems;
}

/** The EmailJS account's settings no build can see, for the studio to check by hand. */
export const emailJsAccountChecklist = (context: CheckContext): string[] => [
  "Allowed origins (Account > Security): the site's own address only",
  "The template's To Email: the studio's address, typed in; never {{email}} or another variable",
  'No auto-reply template quoting what the visitor wrote',
  'A rate limit on the account (Account > Security), e.g. 1 message per 10 seconds',
  ...(productionEmailJs(context).GATSBY_RECAPTCHA_SITE_KEY
    ? ["The template's reCAPTCHA V2 verification on, with the secret of GATSBY_RECAPTCHA_SITE_KEY"]
    : []),
];

const productionAnalytics = ({ env, projectDir }: CheckContext) =>
  analyticsBuildEnv(projectDir, { ...env, NODE_ENV: 'production' });

/** The visit counting, when set: an https:// API visitors can reach, or a path of the site. */
export function analyticsProblems(context: CheckContext): string[] {
  const analytics = productionAnalytics(context);
  const problems = [
    ...analyticsConfigProblems(analytics),
    ...analyticsProxy(analytics, context.env).problems,
  ];
  const api = analytics.GATSBY_ANALYTICS_API?.trim() ?? '';
  const url = urlOf(api);
  const web = url?.protocol === 'https:' || url?.protocol === 'http:';
  if (web && (url.protocol !== 'https:' || isPlaceholderOrLocalHost(url.hostname)))
    problems.push(
      `GATSBY_ANALYTICS_API must be an https:// address visitors can reach, or a path of this site that the host forwards (such as /stats), got "${api}"`,
    );
  return problems;
}

/** What the analytics service and the host need, which no build can see. */
export function analyticsChecklist(context: CheckContext): string[] {
  const config = analyticsConfigFrom(productionAnalytics(context));
  if (!config) return [];
  return [
    `The site "${config.domain}" added to the analytics service (Plausible: Add website)`,
    'Goals for the custom events "Enquiry sent", "Booking link opened" and "E-mail link opened", with the custom properties "from" and "language"',
    ...(isSitePath(config.api)
      ? [
          `The host forwards ${config.endpoint} to the service's /api/event (ANALYTICS_PROXY_TO on nginx and Netlify; a Pages Function on Cloudflare)`,
        ]
      : []),
  ];
}

/** content/company.yaml: the law asks for the company's real identity on every page. */
export const companyProblems = ({ projectDir }: CheckContext): string[] =>
  sampleCompanyLines(path.join(projectDir, 'content')).map(
    (line) =>
      `${line}: every page's footer and the legal notice would show it; enter the company's own (docs/editing.md, "The company's identity")`,
  );

export const productionProblems = (context: CheckContext) => [
  ...siteUrlProblems(context),
  ...emailJsProblems(context),
  ...analyticsProblems(context),
  ...companyProblems(context),
];

if (process.argv.includes('--before-build')) {
  const context = { env: process.env, projectDir: process.cwd() };
  const checklist = emailJsAccountChecklist(context).map((line) => `  [ ] ${line}`);
  console.log(`Required, in the EmailJS account (docs/deploying.md):\n${checklist.join('\n')}`);
  const analytics = analyticsChecklist(context).map((line) => `  [ ] ${line}`);
  if (analytics.length > 0)
    console.log(`Required, for the visit counting (docs/deploying.md):\n${analytics.join('\n')}`);
  const problems = productionProblems(context);
  if (problems.length > 0) {
    const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
    console.error(`build:production refused: ${count} to fix first:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
}
