// Content is text: some reaches HTML (ApexCharts' tooltip) or URLs, and markup there is a paste or an
// attack, so the content check refuses it, naming the file and key.

/** A URL that runs script when followed: refused in texts and in Markdown links alike. */
const SCRIPT_URL_PATTERNS = [/\b(?:java|vb)script\s*:/i, /\bdata\s*:\s*text\/html/i];

// What counts as markup: an angle bracket (a tag, a comment, a closing tag), a character
// reference (`&#60;`, `&lt;`: markup in disguise) and a script URL.
const MARKUP_PATTERNS = [/[<>]/, /&(?:#x?[0-9a-f]+|[a-z][a-z0-9]*;)/i, ...SCRIPT_URL_PATTERNS];

function firstMatch(text: string, patterns: RegExp[]) {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return text.slice(match.index, match.index + Math.max(match[0].length, 12));
  }
  return undefined;
}

export const markupIn = (text: string) => firstMatch(text, MARKUP_PATTERNS);

/** The first script URL in a text (Markdown may hold "<" and ">" of its own, but never these). */
export const scriptUrlIn = (text: string) => firstMatch(text, SCRIPT_URL_PATTERNS);

/** The sentence the content check adds after "file, key": what is wrong and what to do. */
export const markupProblem = (found: string) =>
  `holds markup (${JSON.stringify(found)}): texts are shown as written, never as HTML, so ` +
  `write them without "<", ">", "&...;" character codes or script links`;
