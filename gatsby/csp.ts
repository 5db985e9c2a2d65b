/**
 * The site's Content-Security-Policy, computed by every build from what it wrote.
 *
 * Scripts and styles load from the site itself ('self'); what is written inline is allowed by
 * its SHA-256 hash only: the scripts and <style> blocks of every HTML file, their style
 * attributes ('unsafe-hashes'), and the <style> blocks libraries add in the browser
 * (gatsby/runtime-styles.ts). Nothing else may run: no 'unsafe-inline', no 'unsafe-eval'.
 * The hashes change with each build, so the policy is written by the build (gatsby-node's
 * onPostBuild) into the host files, never by hand.
 */
import { createHash } from 'node:crypto';
import { excerpt, inlineContent } from './inline-content';
import type { InlineContent } from './inline-content';

/**
 * The longest header value the hosts accept: Cloudflare Pages drops a `_headers` value over
 * 2,000 characters. The policy grows by one hash (54 characters) per distinct inline block.
 */
export const MAX_HEADER_LENGTH = 2000;

/** A CSP source expression for the SHA-256 of a text, as the browser hashes it (UTF-8). */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** A <style> block a library adds in the browser, and who adds it. */
export interface RuntimeStyle {
  source: string;
  text: string;
}

export interface PolicyInput {
  /** Every HTML file the build publishes, by its path under public/. */
  pages: ReadonlyArray<{ file: string; html: string }>;
  runtimeStyles: readonly RuntimeStyle[];
  /** Origins the page's scripts call besides its own (the EmailJS API). */
  connectOrigins: readonly string[];
}

export interface PolicyResult {
  /** The header value. */
  policy: string;
  /** Why the build must not publish it, one line each; empty when all is well. */
  problems: string[];
}

const uniqueSorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** The policy's directives, in the order they are written. */
function directives(
  scriptHashes: string[],
  styleHashes: string[],
  styleAttributeHashes: string[],
  connectOrigins: readonly string[],
): Array<[string, string[]]> {
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    [
      'style-src',
      [
        "'self'",
        // Hashes match style attributes only with 'unsafe-hashes' (it allows nothing else).
        ...(styleAttributeHashes.length > 0 ? ["'unsafe-hashes'"] : []),
        ...uniqueSorted([...styleHashes, ...styleAttributeHashes]),
      ],
    ],
    // data: for the CSS masks drawn from inline SVG (the services' check marks).
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...uniqueSorted(connectOrigins)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The contact form posts through JavaScript; no form is sent to another address.
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
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

/**
 * The inline code of one page that a policy does not allow: what the browser would block.
 * Used on the finished policy, so that a block the build missed stops it instead of a visitor.
 */
export function blockedInlineContent(content: InlineContent, policy: string): string[] {
  const parsed = parsePolicy(policy);
  const scriptSources = new Set(parsed.get('script-src') ?? parsed.get('default-src') ?? []);
  const styleSources = new Set(parsed.get('style-src') ?? parsed.get('default-src') ?? []);
  const blocked: string[] = [];
  for (const script of content.scripts) {
    if (!scriptSources.has(sha256Source(script))) {
      blocked.push(`an inline script without a hash: ${excerpt(script)}`);
    }
  }
  for (const style of content.styles) {
    if (!styleSources.has(sha256Source(style))) {
      blocked.push(`a <style> block without a hash: ${excerpt(style)}`);
    }
  }
  for (const attribute of content.styleAttributes) {
    if (!styleSources.has("'unsafe-hashes'") || !styleSources.has(sha256Source(attribute))) {
      blocked.push(`a style attribute without a hash: style="${excerpt(attribute)}"`);
    }
  }
  return blocked;
}

/** The build's policy, with every reason not to publish it. */
export function contentSecurityPolicy({
  pages,
  runtimeStyles,
  connectOrigins,
}: PolicyInput): PolicyResult {
  const problems: string[] = [];
  for (const origin of connectOrigins) {
    if (!/^https?:\/\/[^\s;,'"/]+$/.test(origin)) {
      problems.push(`"${origin}" is not an origin (scheme://host[:port]) the policy can name`);
    }
  }
  const contents = pages.map(({ file, html }) => ({ file, content: inlineContent(html) }));
  for (const { file, content } of contents) {
    problems.push(...content.problems.map((problem) => `${file}: ${problem}`));
  }

  const scripts = contents.flatMap(({ content }) => content.scripts);
  const styles = [
    ...contents.flatMap(({ content }) => content.styles),
    ...runtimeStyles.map((style) => style.text),
  ];
  const styleAttributes = contents.flatMap(({ content }) => content.styleAttributes);
  const policy = directives(
    uniqueSorted(scripts.map(sha256Source)),
    styles.map(sha256Source),
    styleAttributes.map(sha256Source),
    connectOrigins,
  )
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

  for (const { file, content } of contents) {
    problems.push(...blockedInlineContent(content, policy).map((line) => `${file}: ${line}`));
  }
  if (policy.length > MAX_HEADER_LENGTH) {
    problems.push(
      `the Content-Security-Policy is ${policy.length} characters long, over the ${MAX_HEADER_LENGTH} ` +
        'that Cloudflare Pages accepts in a header: fewer distinct inline scripts, <style> blocks ' +
        'or style attributes would shorten it (each costs one hash)',
    );
  }
  return { policy, problems };
}
