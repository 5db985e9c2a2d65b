// The policies each build computes from the HTML it wrote: the site's (inline code by SHA-256 only),
// and the editor's at /admin/ with what Sveltia needs (docs/deploying.md). Regular expressions read
// Gatsby's own HTML; what they do not recognise is reported as a problem, never guessed at.
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

/** Whether a published HTML file (relative to public/, "/" separators) is the editor's. */
export const isAdminFile = (file: string) => file.startsWith(ADMIN_PATH.slice(1));

/** A CSP source for the SHA-256 of a text, as the browser hashes it (UTF-8). */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

type Pages = ReadonlyArray<{ file: string; html: string }>;

/** What an HTML file runs or applies inline, and what no hash can allow. */
export interface InlineContent {
  scripts: string[];
  styles: string[];
  /** The value of each style="…", entities decoded as the browser reads them. */
  styleAttributes: string[];
  problems: string[];
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const START_TAG = /<[a-zA-Z][^\s/>]*(?:\s[^>]*)?>/g;
const ATTRIBUTE = /\s([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Types the browser runs (and CSP governs); JSON types are data blocks, such as JSON-LD. */
const RUNNABLE = /^(|module|importmap|speculationrules|(text|application)\/(java|ecma)script)$/;
const DATA = /^application\/([\w.+-]+\+)?json$/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function attributesOf(tag: string) {
  const inner = tag.replace(/^<[^\s/>]+/, '').replace(/\/?>$/, '');
  return [...inner.matchAll(ATTRIBUTE)].map((match) => ({
    name: (match[1] ?? '').toLowerCase(),
    value: match[2] ?? match[3] ?? match[4],
    quoted: match[2] !== undefined || match[3] !== undefined,
  }));
}

/** An attribute value as the browser reads it; an entity React never writes gives undefined. */
export function decodeAttribute(raw: string): string | undefined {
  let unknown = false;
  const decoded = raw.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (/^#x/i.test(entity)) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    const named = ENTITIES[entity.toLowerCase()];
    if (named === undefined) unknown = true;
    return named ?? whole;
  });
  return unknown ? undefined : decoded;
}

/** A short, one-line excerpt of inline code for a problem report. */
export function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 60)}…` : line;
}

export function inlineContent(html: string): InlineContent {
  const content: InlineContent = { scripts: [], styles: [], styleAttributes: [], problems: [] };
  for (const [, attributeText = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = attributesOf(`<script${attributeText}>`);
    if (attributes.some(({ name }) => name === 'src')) continue;
    const type = (attributes.find(({ name }) => name === 'type')?.value ?? '').trim().toLowerCase();
    if (RUNNABLE.test(type)) content.scripts.push(body);
    else if (!DATA.test(type)) {
      content.problems.push(
        `a <script type="${type}"> whose type the build does not know: ${excerpt(body)}`,
      );
    }
  }
  for (const [, body = ''] of html.matchAll(STYLE_ELEMENT)) content.styles.push(body);

  // Attributes are read from the markup only: script and style bodies may hold anything.
  const markup = html.replace(SCRIPT_ELEMENT, '<script>').replace(STYLE_ELEMENT, '<style>');
  for (const [tag] of markup.matchAll(START_TAG)) {
    for (const { name, value, quoted } of attributesOf(tag)) {
      if (name.startsWith('on')) {
        content.problems.push(`an inline event handler ${name}="…" in ${excerpt(tag)}`);
      } else if (['href', 'src', 'action'].includes(name) && /^\s*javascript:/i.test(value ?? '')) {
        content.problems.push(`a javascript: URL in ${excerpt(tag)}`);
      } else if (name === 'style' && value !== undefined) {
        const decoded = quoted ? decodeAttribute(value) : undefined;
        if (decoded === undefined) {
          content.problems.push(`a style attribute the build cannot read exactly: ${excerpt(tag)}`);
        } else content.styleAttributes.push(decoded);
      }
    }
  }
  return content;
}

/** A policy split into its directives: name -> source expressions. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name.toLowerCase(), sources);
  }
  return parsed;
}

/** The inline code of a page that a finished policy would block: the build stops, not a visitor. */
export function blockedInlineContent(content: InlineContent, policy: string): string[] {
  const parsed = parsePolicy(policy);
  const scripts = new Set(parsed.get('script-src') ?? parsed.get('default-src') ?? []);
  const styles = new Set(parsed.get('style-src') ?? parsed.get('default-src') ?? []);
  const attributes = new Set(parsed.get('style-src-attr') ?? []);
  return [
    ...content.scripts
      .filter((script) => !scripts.has(sha256Source(script)))
      .map((script) => `an inline script without a hash: ${excerpt(script)}`),
    ...content.styles
      .filter((style) => !styles.has(sha256Source(style)))
      .map((style) => `a <style> block without a hash: ${excerpt(style)}`),
    ...(attributes.has("'unsafe-inline'") ? [] : content.styleAttributes)
      .filter((value) => !styles.has("'unsafe-hashes'") || !styles.has(sha256Source(value)))
      .map((value) => `a style attribute without a hash: style="${excerpt(value)}"`),
  ];
}

type Contents = Array<{ file: string; content: InlineContent }>;
const contentsOf = (pages: Pages): Contents =>
  pages.map(({ file, html }) => ({ file, content: inlineContent(html) }));
/** The hash sources of what every page holds inline, sorted, each once. */
const hashesOf = (contents: Contents, pick: (content: InlineContent) => string[]) =>
  [...new Set(contents.flatMap(({ content }) => pick(content)).map(sha256Source))].sort();

/** report-to for today's browsers, report-uri for those that only know it. */
const reporting = (url?: string): Array<[string, string[]]> =>
  url ? Object.entries({ 'report-uri': [url], 'report-to': [REPORT_ENDPOINT] }) : [];

/** Builds a policy from its own directives and those both share; checks every page against it. */
function finish(
  own: Array<[string, string[]]>,
  contents: Contents,
  blocked: (content: InlineContent) => InlineContent,
  reportUrl?: string,
) {
  const directives = [
    ['default-src', ["'self'"]],
    ...own,
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The contact form posts through JavaScript; no form is sent anywhere.
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...reporting(reportUrl),
  ];
  const policy = directives.map((sources) => sources.flat().join(' ')).join('; ');
  const problems = contents.flatMap(({ file, content }) =>
    [...content.problems, ...blockedInlineContent(blocked(content), policy)].map(
      (line) => `${file}: ${line}`,
    ),
  );
  return { policy, problems };
}

/** The site's policy, from its pages, with every reason not to publish it. */
export function contentSecurityPolicy(input: {
  pages: Pages;
  /** Origins the page's scripts call besides its own (the EmailJS API). */
  connectOrigins: readonly string[];
  /** Hashes of the <style> blocks libraries add in the browser. */
  browserStyles: readonly string[];
  /** Whether the contact form loads reCAPTCHA v2 (a site key is set). */
  recaptcha?: boolean;
  reportUrl?: string;
}) {
  const contents = contentsOf(input.pages);
  const scripts = hashesOf(contents, (content) => content.scripts);
  const styles = hashesOf(contents, (content) => content.styles);
  const styleHashes = [...new Set([...styles, ...input.browserStyles])].sort();
  const result = finish(
    [
      ['script-src', ["'self'", ...(input.recaptcha ? RECAPTCHA.scripts : []), ...scripts]],
      ['style-src', ["'self'", ...styleHashes]],
      // Style attributes (GatsbyImage's boxes and placeholders) are also written in the browser,
      // after a client-side navigation, where no build can know their values; they can run no
      // code, and img-src still limits what they may load.
      ['style-src-attr', ["'unsafe-inline'"]],
      ['img-src', ["'self'"]],
      ['connect-src', ["'self'", ...[...new Set(input.connectOrigins)].sort()]],
      ['frame-src', ["'self'", ...(input.recaptcha ? RECAPTCHA.frames : [])]],
    ],
    contents,
    (content) => content,
    input.reportUrl,
  );
  if (input.reportUrl !== undefined && !/^https:\/\/[^\s;,'"]+$/.test(input.reportUrl)) {
    result.problems.unshift(`CSP_REPORT_URL "${input.reportUrl}" is not an https:// address`);
  }
  for (const origin of input.connectOrigins) {
    if (!/^https?:\/\/[^\s;,'"/]+$/.test(origin)) {
      result.problems.unshift(
        `"${origin}" is not an origin (scheme://host[:port]) the policy can name`,
      );
    }
  }
  if (result.policy.length > MAX_HEADER_LENGTH) {
    result.problems.push(
      `the Content-Security-Policy is ${result.policy.length} characters long, over the ` +
        `${MAX_HEADER_LENGTH} that Cloudflare Pages accepts in a header: fewer distinct inline ` +
        'scripts or <style> blocks would shorten it (each costs one hash)',
    );
  }
  return result;
}

/** The editor's policy, from its HTML files. */
export function adminContentSecurityPolicy(pages: Pages, reportUrl?: string) {
  const contents = contentsOf(pages);
  return finish(
    [
      ['script-src', ["'self'", ...hashesOf(contents, (content) => content.scripts)]],
      ['style-src', ["'self'", "'unsafe-inline'"]],
      ['img-src', ["'self'", 'data:', 'blob:', GITHUB_AVATARS]],
      ['connect-src', ["'self'", 'data:', 'blob:', GITHUB_API]],
      ['frame-src', ['blob:']],
    ],
    contents,
    // Styles pass through 'unsafe-inline'; scripts must match a hash.
    (content) => ({ ...content, styles: [], styleAttributes: [] }),
    reportUrl,
  );
}
