// The last step of every build (onPostBuild, once the HTML is final): public/ made ready for a host,
// its host files written with this build's policies (gatsby/csp.ts), then the gzip copies nginx serves.
import { existsSync, promises as fs, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PAGE_SHAPE } from '../src/lib/page-shape';
import { emailJsConfigFrom } from '../src/lib/emailjs-config';
import {
  ADMIN_PATH,
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  isAdminFile,
  sha256Source,
} from './csp';
import { emailJsBuildEnv } from './emailjs-env';
import {
  HEADERS_FILE,
  NGINX_FOLDER,
  REDIRECTS_FILE,
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
  topLevelEntries,
} from './public-files';

// The two <style> elements ApexCharts adds as it draws (no option turns them off): its stylesheet,
// whose text is the package's dist/apexcharts.css, and the one in every chart's legend (4.7.0's).
// An upgrade that changes either fails e2e/host.e2e.ts with a CSP violation.
function apexChartsStyles(siteDir: string): string[] {
  const stylesheet = createRequire(path.join(siteDir, 'package.json')).resolve(
    'apexcharts/dist/apexcharts.css',
  );
  return [
    sha256Source(readFileSync(stylesheet, 'utf8')),
    "'sha256-aSysLrDECVdJ6L+jLf8CC5QKLmwRuk/OZiZk9mYky8A='",
  ];
}

/** The problems that make the build unfit to publish; with none, the host files are written. */
export async function writeDeployFiles(siteDir: string): Promise<string[]> {
  const publicFolder = path.join(siteDir, 'public');
  const notFound = notFoundRules(PAGE_SHAPE);
  await prepareForPublishing(publicFolder, path.join(siteDir, BUILD_STATS_FOLDER));

  const problems = notFound
    .filter(({ page }) => !existsSync(path.join(publicFolder, page)))
    .map(({ page }) => `public${page} is missing: unknown paths would have no not-found page`);
  const pages = await Promise.all(
    (await htmlFiles(publicFolder)).map(async (file) => ({
      file: path.relative(publicFolder, file).split(path.sep).join('/'),
      html: await fs.readFile(file, 'utf8'),
    })),
  );
  // The form's settings as the bundle got them (.env file included).
  const formEnv = emailJsBuildEnv(siteDir);
  const { origin } = emailJsConfigFrom(formEnv);
  if (!URL.canParse(origin)) problems.push(`GATSBY_EMAILJS_ORIGIN is not a URL: "${origin}"`);

  const reportUrl = process.env.CSP_REPORT_URL?.trim() || undefined;
  const csp = contentSecurityPolicy({
    pages: pages.filter((page) => !isAdminFile(page.file)),
    connectOrigins: URL.canParse(origin) ? [new URL(origin).origin] : [],
    // Emotion's browser sheet, one empty <style> filled through the CSSOM (which CSP does not
    // govern), and ApexCharts' two.
    browserStyles: [sha256Source(''), ...apexChartsStyles(siteDir)],
    recaptcha: Boolean(formEnv.GATSBY_RECAPTCHA_SITE_KEY?.trim()),
    reportUrl,
  });
  const adminPages = pages.filter((page) => isAdminFile(page.file));
  const adminCsp = adminContentSecurityPolicy(adminPages, reportUrl);
  const common = commonHeaders(reportUrl);
  const page = pageHeaders(csp.policy);
  const adminPage = pageHeaders(adminCsp.policy, true);
  const entries = await topLevelEntries(publicFolder);
  const admin = new Map([[ADMIN_PATH.slice(1, -1), adminPage]]);
  const headers = headersFile(common, page, entries, admin);
  problems.push(...csp.problems, ...adminCsp.problems, ...headers.problems);
  if (problems.length > 0) return problems;

  await fs.writeFile(path.join(publicFolder, HEADERS_FILE), headers.text);
  const files = pages.map((page) => page.file);
  await fs.writeFile(path.join(publicFolder, REDIRECTS_FILE), redirectsFile(files, notFound));
  const nginxFolder = path.join(siteDir, NGINX_FOLDER);
  await fs.mkdir(nginxFolder, { recursive: true });
  // admin-location.conf always, as nginx.conf includes it: without the editor, it goes unused.
  const confs = nginxFiles([...common, ...page], notFound, {
    prefix: ADMIN_PATH,
    headers: [...common, ...adminPage],
  });
  for (const [name, text] of Object.entries(confs))
    await fs.writeFile(path.join(nginxFolder, name), text);
  await precompress(publicFolder);
  return [];
}
