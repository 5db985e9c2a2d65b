// The site's policy (inline code by SHA-256 only) and the editor's (docs/deploying.md), from the
// HTML by regular expressions fitted to Gatsby's: anything unrecognised is a problem, not a guess.
import { createHash } from 'node:crypto';

/** Cloudflare Pages drops a _headers value over 2,000 characters; each hash costs 54. */
export const MAX_HEADER_LENGTH = 2000;
export const ADMIN_PATH = '/admin/';
export const GITHUB_API = 'https://api.github.com';
export const GITHUB_AVATARS = 'https://avatars.githubusercontent.com';
/** The Reporting-Endpoints name both policies report to when the build has a CSP_REPORT_URL. */
export const REPORT_ENDPOINT = 'csp-endpoint';
/** reCAPTCHA v2 as Google's CSP guidance lists it, allowed only when the form uses it. */
const RECAPTCHA = {
  scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/**
 * The origin connect-src must name for an address the page's scripts call: none for a path of the
 * site ("/stats") or an address on the site's own origin, which 'self' allows. An address that is
 * no URL comes back as it is, for contentSecurityPolicy to refuse.
 */
export function connectOriginOf(address: string | undefined, siteOrigin: string) {
  if (!address || /^\/(?![/\\])/.test(address)) return undefined;
  let origin: string;
  try {
    origin = new URL(address).origin;
  } catch {
    return address;
  }
  return origin === new URL(siteOrigin).origin ? undefined : origin;
}

/** Whether a published HTML file (relative to public/, "/" separators) is the editor's. */
export const isAdminFile = (file: string) => file.startsWith(ADMIN_PATH.slice(1));
/** A CSP source for the SHA-256 of a text, as the browser hashes it (UTF-8). */
export const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

type Pages = ReadonlyArray<{ file: string; html: string }>;

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const START_TAG = /<[a-zA-Z][^\s/>]*(\s[^>]*)?>/g;
const ATTRIBUTE = /\s([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Types the browser runs (and CSP governs); JSON types are data blocks, such as JSON-LD. */
const RUNNABLE = /^(|module|importmap|speculationrules|(text|application)\/(java|ecma)script)$/;
const DATA = /^application\/([\w.+-]+\+)?json$/;

function attributesOf(attributeText: string) {
  return [...attributeText.matchAll(ATTRIBUTE)].map((match) => ({
    name: (match[1] ?? '').toLowerCase(),
    value: match[2] ?? match[3] ?? match[4] ?? '',
  }));
}

export function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 60)}…` : line;
}

/** What an HTML file runs or applies inline (style attributes aside), and what no hash can allow. */
export function inlineContent(html: string) {
  const content = { scripts: [] as string[], styles: [] as string[], problems: [] as string[] };
  for (const [, attributeText = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = attributesOf(attributeText);
    if (attributes.some(({ name }) => name === 'src')) continue;
    const type = (attributes.find(({ name }) => name === 'type')?.value ?? '').trim().toLowerCase();
    if (RUNNABLE.test(type)) content.scripts.push(body);
    else if (!DATA.test(type))
      content.problems.push(
        `a <script type="${type}"> whose type the build does not know: ${excerpt(body)}`,
      );
  }
  for (const [, body = ''] of html.matchAll(STYLE_ELEMENT)) content.styles.push(body);

  // Attributes are read from the markup only: script and style bodies may hold anything.
  const markup = html.replace(SCRIPT_ELEMENT, '<script>').replace(STYLE_ELEMENT, '<style>');
  for (const [tag, attributeText = ''] of markup.matchAll(START_TAG)) {
    for (const { name, value } of attributesOf(attributeText)) {
      if (name.startsWith('on'))
        content.problems.push(`an inline event handler ${name}="…" in ${excerpt(tag)}`);
      else if (['href', 'src', 'action'].includes(name) && /^\s*javascript:/i.test(value))
        content.problems.push(`a javascript: URL in ${excerpt(tag)}`);
    }
  }
  return content;
}

/** Sources sorted, each once: the same pages make the same policy, whatever their order. */
const sorted = (sources: readonly string[]) => [...new Set(sources)].sort();

// The hashes of the pages' inline scripts and <style> blocks, and what no hash can allow, by file.
function readPages(pages: Pages) {
  const contents = pages.map(({ file, html }) => ({ file, ...inlineContent(html) }));
  return {
    scripts: sorted(contents.flatMap((content) => content.scripts.map(sha256Source))),
    styles: contents.flatMap((content) => content.styles.map(sha256Source)),
    problems: contents.flatMap(({ file, problems }) => problems.map((line) => `${file}: ${line}`)),
  };
}

/** A policy from its own directives (each a name and its sources) and those both share. */
function policyOf(own: string[][], reportUrl?: string): string {
  return [
    ['default-src', "'self'"],
    ...own,
    ['font-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // The contact form posts through JavaScript; no form is sent anywhere.
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    // report-to for today's browsers, report-uri for those that only know it.
    ...(reportUrl ? [['report-uri', reportUrl]] : []),
    ...(reportUrl ? [['report-to', REPORT_ENDPOINT]] : []),
  ]
    .map((directive) => directive.join(' '))
    .join('; ');
}

/** The site's policy, from its pages, with every reason not to publish it. */
export function contentSecurityPolicy(input: {
  pages: Pages;
  /** Origins the page's scripts call besides its own (the EmailJS API, the analytics API). */
  connectOrigins: readonly string[];
  /** Hashes of the <style> blocks libraries add in the browser. */
  browserStyles: readonly string[];
  recaptcha?: boolean;
  reportUrl?: string;
}) {
  const { scripts, styles, problems } = readPages(input.pages);
  const policy = policyOf(
    [
      ['script-src', "'self'", ...(input.recaptcha ? RECAPTCHA.scripts : []), ...scripts],
      ['style-src', "'self'", ...sorted([...styles, ...input.browserStyles])],
      // Style attributes (GatsbyImage's) are also written after a client-side navigation, where no
      // build knows them; they run no code, and img-src still limits what they may load.
      ['style-src-attr', "'unsafe-inline'"],
      ['img-src', "'self'"],
      ['connect-src', "'self'", ...sorted(input.connectOrigins)],
      ['frame-src', "'self'", ...(input.recaptcha ? RECAPTCHA.frames : [])],
    ],
    input.reportUrl,
  );
  for (const origin of input.connectOrigins)
    if (!/^https?:\/\/[^\s;,'"/]+$/.test(origin))
      problems.push(`"${origin}" is not an origin (scheme://host[:port]) the policy can name`);
  if (input.reportUrl !== undefined && !/^https:\/\/[^\s;,'"]+$/.test(input.reportUrl))
    problems.push(`CSP_REPORT_URL "${input.reportUrl}" is not an https:// address`);
  if (policy.length > MAX_HEADER_LENGTH)
    problems.push(
      `the Content-Security-Policy is ${policy.length} characters long, over the ` +
        `${MAX_HEADER_LENGTH} that Cloudflare Pages accepts in a header: fewer distinct inline ` +
        'scripts or <style> blocks would shorten it (each costs one hash)',
    );
  return { policy, problems };
}

/** The editor's policy, from its HTML files: scripts by hash, Sveltia's styles inline. */
export function adminContentSecurityPolicy(pages: Pages, reportUrl?: string) {
  const { scripts, problems } = readPages(pages);
  return {
    policy: policyOf(
      [
        ['script-src', "'self'", ...scripts],
        ['style-src', "'self'", "'unsafe-inline'"],
        ['img-src', "'self'", 'data:', 'blob:', GITHUB_AVATARS],
        ['connect-src', "'self'", 'data:', 'blob:', GITHUB_API],
        ['frame-src', 'blob:'],
      ],
      reportUrl,
    ),
    problems,
  };
}
