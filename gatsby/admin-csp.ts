/**
 * The Content-Security-Policy of /admin/, the content editor (Sveltia CMS, gatsby/cms/): a page of
 * its own with a policy of its own, computed by every build like the site's (gatsby/csp.ts).
 *
 * Browsers enforce every policy a response carries, each on its own, so the editor cannot take
 * the site's strict policy plus a looser one: its responses carry this policy instead of the
 * site's (deploy/nginx.conf's location /admin/, the /admin/* rule of public/_headers), and the
 * site's policy is computed from the site's pages only.
 *
 * What the editor needs beyond the site, each seen blocked in Chromium without it (the built
 * editor on nginx, e2e/security.e2e.ts):
 * - its inline scripts by hash (the import map of index.html), nothing by 'unsafe-eval';
 * - 'unsafe-inline' styles: the CMS (Svelte) adds dozens of <style> blocks and style attributes
 *   in the browser, which change with every release and no list of hashes can follow;
 * - the preview of an entry, drawn in a blob: frame;
 * - its logo, which it fetches as a data: URL and shows as a blob: image;
 * - GitHub's API, and GitHub's avatars for the signed-in editor, when it saves to GitHub (not
 *   measurable offline: the addresses Sveltia CMS documents for its GitHub backend).
 */
import type { PolicyResult } from './csp';
import { blockedInlineContent, sha256Source } from './csp';
import { inlineContent } from './inline-content';

/** The editor's folder under public/, and the path it is served at. */
export const ADMIN_FOLDER = 'admin';
export const ADMIN_PATH = `/${ADMIN_FOLDER}/`;

/** GitHub's API, where the editor reads and commits the content when editors sign in with GitHub. */
export const GITHUB_API = 'https://api.github.com';
/** Where GitHub serves the signed-in editor's picture. */
export const GITHUB_AVATARS = 'https://avatars.githubusercontent.com';

/** Whether a published HTML file (relative to public/, "/" separators) belongs to the editor. */
export function isAdminFile(file: string): boolean {
  return file.startsWith(`${ADMIN_FOLDER}/`);
}

/** The editor's policy, from its HTML files, with every reason not to publish it. */
export function adminContentSecurityPolicy(
  pages: ReadonlyArray<{ file: string; html: string }>,
): PolicyResult {
  const contents = pages.map(({ file, html }) => ({ file, content: inlineContent(html) }));
  const problems = contents.flatMap(({ file, content }) =>
    content.problems.map((problem) => `${file}: ${problem}`),
  );
  const scriptHashes = [
    ...new Set(contents.flatMap(({ content }) => content.scripts).map(sha256Source)),
  ].sort();
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', GITHUB_AVATARS]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", 'data:', GITHUB_API]],
    ['frame-src', ['blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
  for (const { file, content } of contents) {
    // Style attributes and blocks pass through 'unsafe-inline'; scripts must match a hash.
    problems.push(
      ...blockedInlineContent({ ...content, styles: [], styleAttributes: [] }, policy).map(
        (line) => `${file}: ${line}`,
      ),
    );
  }
  return { policy, problems };
}
