// The rules a text of content/ must keep: the content check and the editor's patterns both come from
// them, so they cannot disagree; what each says is in content-rules.yaml. "<", ">" and "&" are text
// (what hands text to HTML escapes it).
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export type EditorLanguage = 'it' | 'en';
export type Words = Readonly<Record<EditorLanguage, string>>;

/** Words with their {names} filled in. */
export const fill = (words: Words, language: EditorLanguage, values: Record<string, string> = {}) =>
  words[language].replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);

const MESSAGES = yaml.load(
  fs.readFileSync(path.join(__dirname, 'content-rules.yaml'), 'utf8'),
) as Record<string, Words>;

/** A message of content-rules.yaml, its {names} filled in, in both languages. */
function said(key: string, values: Record<string, string> = {}): Words {
  const words = MESSAGES[key];
  if (!words) throw new Error(`gatsby/content-rules.yaml has no message "${key}"`);
  return { it: fill(words, 'it', values), en: fill(words, 'en', values) };
}

export interface Rule {
  /** Matched, without flags, against the trimmed text (as Sveltia tests a field's `pattern`). */
  readonly pattern: string;
  /** `en` is also the content check's message. */
  readonly message: Words;
  /** The part of a text that breaks the rule, to name its line. */
  readonly forbidden?: string;
}

/** Patterns start at the text's start, so that rules combine as lookaheads there. */
function rule(pattern: string, message: Words, forbidden?: string): Rule {
  if (!pattern.startsWith('^')) throw new Error(`a rule's pattern starts with "^": ${pattern}`);
  new RegExp(pattern); // a pattern the editor cannot compile would refuse nothing
  return { pattern, message, ...(forbidden ? { forbidden } : {}) };
}

const forbid = (forbidden: string, message: Words) =>
  rule(`^(?![\\s\\S]*(?:${forbidden}))[\\s\\S]*$`, message, forbidden);

export const keeps = (value: string, { pattern }: Rule): boolean =>
  new RegExp(pattern).test(value.trim());

export const brokenRules = (value: string, rules: readonly Rule[]): Rule[] =>
  rules.filter((each) => !keeps(value, each));

/** Where the forbidden part of a broken rule starts (0-based), if the rule forbids one. */
export function forbiddenAt(value: string, broken: Rule): number | undefined {
  const found = broken.forbidden ? new RegExp(broken.forbidden).exec(value) : undefined;
  // A part that starts with the line break before it ("\n# Title") starts on the next line.
  return found ? found.index + (/^\r?\n/.exec(found[0])?.[0].length ?? 0) : undefined;
}

/** A field's one `pattern: [regex, message]` (Sveltia takes one per field): rules as lookaheads. */
export function editorPattern(
  rules: readonly Rule[],
  language: EditorLanguage,
): [string, string] | undefined {
  const [first, ...rest] = rules;
  if (!first) return undefined;
  if (rest.length === 0) return [first.pattern, first.message[language]];
  return [
    `^${rules.map((each) => `(?=${each.pattern})`).join('')}`,
    rules.map((each) => each.message[language]).join(' '),
  ];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word in any letter case: the patterns the editor runs take no flags. */
const caseless = (word: string) => word.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);

/** A {{placeholder}} as i18next and legal-pages.ts fill it in (spaces inside allowed). */
export const PLACEHOLDER_PATTERN = /\{\{\s*([\w.]+)\s*\}\}/g;

export const placeholderNames = (value: string): string[] => [
  ...new Set([...value.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? '')),
];

const listed = (names: readonly string[]) => names.map((name) => `{{${name}}}`).join(', ');

/** Each of `required` present, and no {{placeholder}} but `allowed`: nobody would fill it in. */
export function placeholderRule(required: readonly string[], allowed = required): Rule {
  const present = required.map((name) => `(?=[\\s\\S]*\\{\\{\\s*${escape(name)}\\s*\\}\\})`);
  const known = allowed.length ? `(?!(?:${allowed.map(escape).join('|')})\\s*\\}\\})` : '';
  const unknown = `\\{\\{\\s*${known}[\\w.]+\\s*\\}\\}`;
  const pattern = `^${present.join('')}(?![\\s\\S]*${unknown})[\\s\\S]*$`;
  if (required.length > 0)
    return rule(pattern, said('placeholdersRequired', { names: listed(required) }));
  const message = allowed.length
    ? said('placeholdersAllowed', { names: listed(allowed) })
    : said('noPlaceholders');
  return rule(pattern, message, unknown);
}

/** A locale text keeps the placeholders of the Italian text under the same key. */
export const wordRules = (italian: string): Rule[] => [placeholderRule(placeholderNames(italian))];

// The fields of content/*.yaml that are not free text (free text has no rule).
export const FACT_RULES = {
  id: rule('^[a-z0-9]+(-[a-z0-9]+)*$', said('id')),
  email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', said('email')),
  // A part of the page, a page of the site, another site or an e-mail: never a script or data URL.
  href: rule('^(#|\\/|https?:\\/\\/|mailto:)', said('href')),
  // Another site's page, over HTTPS only: a booking service, a client's site.
  httpsUrl: rule('^https:\\/\\/[^\\s/]+\\.[^\\s]+$', said('httpsUrl')),
  // No pattern can compute a P.IVA's check digit: the content check does (italianCheckDigitProblem).
  vatNumber: rule('^[0-9]{11}$', said('vatNumber')),
  // A person's codice fiscale (letters where omocodia replaces digits), or a company's 11 digits.
  taxCode: rule(
    '^(?:[A-Z]{6}[0-9LMNP-V]{2}[ABCDEHLMPRST][0-9LMNP-V]{2}[A-Z][0-9LMNP-V]{3}[A-Z]|[0-9]{11})$',
    said('taxCode'),
  ),
  postalCode: rule('^[0-9]{5}$', said('postalCode')),
  province: rule('^[A-Z]{2}$', said('province')),
  country: rule('^[A-Z]{2}$', said('country')),
  reaNumber: rule('^[0-9]{1,9}$', said('reaNumber')),
  telephone: rule('^\\+?[0-9][0-9 ./-]{5,}$', said('telephone')),
} as const satisfies Record<string, Rule>;

/** An 11-digit P.IVA's check digit: odd positions summed, even ones doubled (minus 9 above 9). */
export function italianCheckDigitProblem(value: string): string | undefined {
  const digits = value.trim();
  if (!/^[0-9]{11}$/.test(digits)) return undefined; // the pattern's to say
  const sum = [...digits.slice(0, 10)].reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 === 0 ? 1 : 2);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  const expected = (10 - (sum % 10)) % 10;
  if (Number(digits[10]) === expected) return undefined;
  return `the last digit, the check digit, does not match the first ten (they give ${expected}): a digit is mistyped`;
}

/** Where the editor's uploads go, under content/: pictures reach the page only through sharp. */
export const IMAGES_FOLDER = 'images';
/** The formats sharp reads (no SVG: it could run scripts), by file name and by probed bytes. */
export const PICTURE_EXTENSIONS = ['avif', 'gif', 'jpeg', 'jpg', 'png', 'webp'];

// Not an editor pattern: while a picture uploads the editor tests its file name, not its path;
// the image widget keeps to content/images and admin-boot.js to the formats. The path is written as
// the editor writes it, from content/ with a leading slash (Sveltia adds one to public_folder).
export const PICTURE_RULE = rule(
  `^/${IMAGES_FOLDER}/[^/\\\\]+\\.(${PICTURE_EXTENSIONS.join('|')})$`,
  said('picture', { folder: IMAGES_FOLDER, formats: PICTURE_EXTENSIONS.join(', ') }),
);

/** The facts of site.yaml and company.yaml a legal text may name (legal-pages.ts fills them in). */
export const LEGAL_PLACEHOLDERS = [
  'studioName',
  'legalName',
  'address',
  'email',
  'legalForm',
  'vatNumber',
  'taxCode',
  'rea',
  'shareCapital',
  'pec',
  'publicationDirector',
  'hostName',
  'hostAddress',
  'hostTelephone',
] as const;

const SCHEMES = ['javascript', 'vbscript', 'data'].map(caseless).join('|');

export const LEGAL_TEXT_RULES: readonly Rule[] = [placeholderRule([], LEGAL_PLACEHOLDERS)];

/** A short Markdown text of an entry (a question's answer): links allowed, no HTML, no headings. */
export const MARKDOWN_WORDS_RULES: readonly Rule[] = [
  forbid(
    '<(?:[a-zA-Z][\\w-]*(?:[\\s/>]|$)|\\/[a-zA-Z]|!--|![a-zA-Z]|!\\[CDATA\\[|\\?)',
    said('noHtml'),
  ),
  forbid(`(?:\\]\\(|\\]:|<)[ \\t]*<?[ \\t]*(?:${SCHEMES})[ \\t]*:`, said('noScriptLink')),
  placeholderRule([]),
];

/** The legal pages' Markdown (rendered with raw HTML escaped: written, it would show as code). */
export const LEGAL_BODY_RULES: readonly Rule[] = [
  // Tags, end tags, comments, declarations, processing instructions; not "a < b" nor "<https://…>".
  forbid(
    '<(?:[a-zA-Z][\\w-]*(?:[\\s/>]|$)|\\/[a-zA-Z]|!--|![a-zA-Z]|!\\[CDATA\\[|\\?)',
    said('noHtml'),
  ),
  // "# " or a line underlined with "=": the title is the page's only level-1 heading.
  forbid(
    '(?:^|\\n) {0,3}#(?:[ \\t]|\\r?\\n|$)|[^\\s][^\\n]*\\r?\\n {0,3}=+[ \\t]*(?:\\r?\\n|$)',
    said('noTopHeading'),
  ),
  // A link ([words](…), <…> or "[name]: …") that runs a script or carries a document.
  forbid(`(?:\\]\\(|\\]:|<)[ \\t]*<?[ \\t]*(?:${SCHEMES})[ \\t]*:`, said('noScriptLink')),
  ...LEGAL_TEXT_RULES,
];
