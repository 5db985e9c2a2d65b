/**
 * What a built HTML file asks the browser to run or apply inline: the scripts, the <style>
 * blocks and the style attributes a Content-Security-Policy must allow by hash (gatsby/csp.ts),
 * and whatever no hash can allow (inline event handlers, javascript: URLs).
 *
 * The HTML is Gatsby's own output (React's server renderer and Gatsby's templates), so a few
 * regular expressions read it reliably; anything they do not recognise is reported as a problem
 * rather than guessed at.
 */

export interface InlineContent {
  /** The text of each inline script the browser runs. */
  scripts: string[];
  /** The text of each <style> element. */
  styles: string[];
  /** The value of each style="…" attribute, as the browser reads it (entities decoded). */
  styleAttributes: string[];
  /** Inline code the policy cannot allow by hash, one sentence each. */
  problems: string[];
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE_ELEMENT = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi;
const START_TAG = /<[a-zA-Z][^\s/>]*(?:\s[^>]*)?>/g;
const ATTRIBUTE = /\s([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * Script types the browser runs (HTML's JavaScript MIME types, modules, import maps and
 * speculation rules, which CSP also governs). Anything else is a data block the browser never
 * runs, such as the page's JSON-LD.
 */
const RUNNABLE_SCRIPT_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);
const DATA_SCRIPT_TYPE = /^application\/([\w.+-]+\+)?json$/;

interface Attribute {
  name: string;
  /** The raw text between the quotes (entities not decoded); undefined for a bare attribute. */
  value: string | undefined;
  quoted: boolean;
}

function attributesOf(tag: string): Attribute[] {
  const inner = tag.replace(/^<[^\s/>]+/, '').replace(/\/?>$/, '');
  return [...inner.matchAll(ATTRIBUTE)].map((match) => ({
    name: (match[1] ?? '').toLowerCase(),
    value: match[2] ?? match[3] ?? match[4],
    quoted: match[2] !== undefined || match[3] !== undefined,
  }));
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/**
 * An attribute value as the browser reads it. React writes only &amp; &lt; &gt; &quot; and
 * numeric references in attributes; any other named entity makes the value undefined, so that
 * it is reported instead of hashed wrongly.
 */
export function decodeAttribute(raw: string): string | undefined {
  let unknown = false;
  const decoded = raw.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) {
      return String.fromCodePoint(parseInt(entity.slice(2), 16));
    }
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    const named = NAMED_ENTITIES[entity.toLowerCase()];
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

/** The inline scripts, styles and style attributes of one HTML document. */
export function inlineContent(html: string): InlineContent {
  const content: InlineContent = { scripts: [], styles: [], styleAttributes: [], problems: [] };

  for (const [, attributeText = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = attributesOf(`<script${attributeText}>`);
    if (attributes.some((attribute) => attribute.name === 'src')) continue;
    const type = (attributes.find((attribute) => attribute.name === 'type')?.value ?? '')
      .trim()
      .toLowerCase();
    if (RUNNABLE_SCRIPT_TYPES.has(type)) content.scripts.push(body);
    else if (!DATA_SCRIPT_TYPE.test(type)) {
      content.problems.push(
        `a <script type="${type}"> whose type the build does not know: ${excerpt(body)}`,
      );
    }
  }
  for (const [, , body = ''] of html.matchAll(STYLE_ELEMENT)) content.styles.push(body);

  // Attributes are read from the markup only: script and style bodies may hold anything.
  const markup = html.replace(SCRIPT_ELEMENT, '<script>').replace(STYLE_ELEMENT, '<style>');
  for (const [tag] of markup.matchAll(START_TAG)) {
    for (const { name, value, quoted } of attributesOf(tag)) {
      if (name.startsWith('on')) {
        content.problems.push(`an inline event handler ${name}="…" in ${excerpt(tag)}`);
      } else if (
        (name === 'href' || name === 'src' || name === 'action') &&
        /^\s*javascript:/i.test(value ?? '')
      ) {
        content.problems.push(`a javascript: URL in ${excerpt(tag)}`);
      } else if (name === 'style' && value !== undefined) {
        const decoded = quoted ? decodeAttribute(value) : undefined;
        if (decoded === undefined) {
          content.problems.push(`a style attribute the build cannot read exactly: ${excerpt(tag)}`);
        } else {
          content.styleAttributes.push(decoded);
        }
      }
    }
  }
  return content;
}
