// The build's last step, on the final HTML: public/ tidied, host files with its CSP, gzip copies.
import { promises as fs, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PAGE_SHAPE } from '../src/lib/page-shape';
import { analyticsConfigFrom } from '../src/lib/analytics-config';
import { emailJsConfigFrom } from '../src/lib/emailjs-config';
import { resolveSiteUrl } from '../src/lib/site-url';
import { analyticsBuildEnv, analyticsProxy } from './analytics-env';
import {
  adminContentSecurityPolicy,
  connectOriginOf,
  contentSecurityPolicy,
  isAdminFile,
  sha256Source,
} from './csp';
import { emailJsBuildEnv } from './emailjs-env';
import {
  commonHeaders,
  headersFile,
  nginxFiles,
  notFoundRules,
  pageHeaders,
  redirectsFile,
} from './host-files';
import {
  BUILD_STATS_FOLDER,
  htmlFiles,
  precompress,
  prepareForPublishing,
  publicPath,
} from './public-files';

// The <style> elements the browser adds: Emotion's, empty and filled through the CSSOM (which CSP
// does not govern), and ApexCharts' two, its dist/apexcharts.css and its legend's (4.7.0's). An
// upgrade that changes either fails e2e/host.e2e.ts with a CSP violation.
function browserStyles(siteDir: string): string[] {
  const fromSite = createRequire(path.join(siteDir, 'package.json'));
  const apexCharts = readFileSync(fromSite.resolve('apexcharts/dist/apexcharts.css'), 'utf8');
  const legend = "'sha256-aSysLrDECVdJ6L+jLf8CC5QKLmwRuk/OZiZk9mYky8A='";
  return [sha256Source(''), sha256Source(apexCharts), legend];
}

/** The problems that make the build unfit to publish; with none, the host files are written. */
export async function writeDeployFiles(siteDir: string): Promise<string[]> {
  const publicFolder = path.join(siteDir, 'public');
  const entries = await prepareForPublishing(publicFolder, path.join(siteDir, BUILD_STATS_FOLDER));
  const pages = await Promise.all(
    (await htmlFiles(publicFolder)).map(async (file) => ({
      file: publicPath(publicFolder, file),
      html: await fs.readFile(file, 'utf8'),
    })),
  );
  const files = pages.map((page) => page.file);
  const notFound = notFoundRules(PAGE_SHAPE);
  const problems = notFound
    .filter(({ page }) => !files.includes(page.slice(1)))
    .map(({ page }) => `public${page} is missing: unknown paths would have no not-found page`);
  // The form's settings as the bundle got them (.env file included).
  const formEnv = emailJsBuildEnv(siteDir);
  const { origin } = emailJsConfigFrom(formEnv);
  if (!URL.canParse(origin)) problems.push(`GATSBY_EMAILJS_ORIGIN is not a URL: "${origin}"`);
  // The counting's API, unless the site forwards it from one of its own paths ('self').
  const analyticsEnv = analyticsBuildEnv(siteDir);
  const analyticsApi = analyticsConfigFrom(analyticsEnv)?.api;
  const analyticsOrigin = connectOriginOf(analyticsApi, resolveSiteUrl());
  const { proxy, problems: proxyProblems } = analyticsProxy(analyticsEnv);
  problems.push(...proxyProblems);

  const reportUrl = process.env.CSP_REPORT_URL?.trim() || undefined;
  const csp = contentSecurityPolicy({
    pages: pages.filter((page) => !isAdminFile(page.file)),
    connectOrigins: [
      ...(URL.canParse(origin) ? [new URL(origin).origin] : []),
      ...(analyticsOrigin ? [analyticsOrigin] : []),
    ],
    browserStyles: browserStyles(siteDir),
    recaptcha: Boolean(formEnv.GATSBY_RECAPTCHA_SITE_KEY?.trim()),
    reportUrl,
  });
  const adminCsp = adminContentSecurityPolicy(
    pages.filter((page) => isAdminFile(page.file)),
    reportUrl,
  );
  const headers = {
    common: commonHeaders(reportUrl),
    page: pageHeaders(csp.policy),
    admin: pageHeaders(adminCsp.policy, true),
  };
  const hostHeaders = headersFile(headers, entries);
  problems.push(...csp.problems, ...adminCsp.problems, ...hostHeaders.problems);
  if (problems.length > 0) return problems;

  // admin-location.conf is written even without the editor: nginx.conf includes it.
  const hostFiles = {
    'public/_headers': hostHeaders.text,
    'public/_redirects': redirectsFile(files, notFound, proxy),
    ...nginxFiles(headers, notFound, proxy),
  };
  for (const [file, text] of Object.entries(hostFiles)) {
    await fs.mkdir(path.dirname(path.join(siteDir, file)), { recursive: true });
    await fs.writeFile(path.join(siteDir, file), text);
  }
  await precompress(publicFolder);
  return [];
}
