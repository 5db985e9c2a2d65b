// The rules a text of content/ must keep, one list per kind of field (words, facts, legal pages,
// pictures). The content check (content-model.ts's zod schema) and the editor's `pattern`s
// (cms/config.ts) both come from these objects, so the two cannot disagree: a rule is a regular
// expression tested as Sveltia CMS tests a field's `pattern` (on the trimmed text, without flags)
// and a message in the editor's two languages, the English one being the content check's.
//
// Text is text: React writes every word as text, and the few places that hand a text to HTML or to
// a script escape it (src/lib/revenue-chart-options.ts, src/lib/seo.ts, legal-pages.ts). So "<",
// ">" and "&" are ordinary characters here; a rule refuses only what cannot be shown right.

export type EditorLanguage = 'it' | 'en';
export type Words = Readonly<Record<EditorLanguage, string>>;

export interface Rule {
  /** A JavaScript regular expression's source that a valid (trimmed) text matches, flagless. */
  readonly pattern: string;
  /** What is wrong and what to do; `en` is also the content check's message. */
  readonly message: Words;
  /** The part of a text that breaks the rule, when the rule forbids one (to name its line). */
  readonly forbidden?: string;
}

/** A rule whose pattern must match from the text's start: rules combine as lookaheads there. */
function rule(pattern: string, message: Words, forbidden?: string): Rule {
  if (!pattern.startsWith('^')) throw new Error(`a rule's pattern starts with "^": ${pattern}`);
  new RegExp(pattern); // a pattern the editor cannot compile would refuse nothing
  return { pattern, message, ...(forbidden ? { forbidden } : {}) };
}

/** A rule refusing every text in which `forbidden` occurs. */
const forbid = (forbidden: string, message: Words) =>
  rule(`^(?![\\s\\S]*(?:${forbidden}))[\\s\\S]*$`, message, forbidden);

/** Whether a text keeps a rule, tested as Sveltia tests a field's pattern. */
export const keeps = (value: string, { pattern }: Rule): boolean =>
  new RegExp(pattern).test(value.trim());

/** The rules a text breaks, in the list's order. */
export const brokenRules = (value: string, rules: readonly Rule[]): Rule[] =>
  rules.filter((each) => !keeps(value, each));

/** Where in a text the first forbidden part of a broken rule starts (0-based), if it says. */
export function forbiddenAt(value: string, broken: Rule): number | undefined {
  const found = broken.forbidden ? new RegExp(broken.forbidden).exec(value) : undefined;
  // A part that starts with the line break before it ("\n# Title") starts on the next line.
  return found ? found.index + (/^\r?\n/.exec(found[0])?.[0].length ?? 0) : undefined;
}

/**
 * The one `pattern: [regex, message]` of an editor's field (Sveltia takes one per field): the
 * rules' patterns as lookaheads at the text's start, their messages one after the other.
 */
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

/** The names of a text's {{placeholders}}, each once, in order of appearance. */
export const placeholderNames = (value: string): string[] => [
  ...new Set([...value.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? '')),
];

const listed = (names: readonly string[]) => names.map((name) => `{{${name}}}`).join(', ');

/**
 * A text's {{placeholders}}: each of `required` present, and none but `allowed` (a placeholder
 * nobody fills in would show as "{{name}}" on the page).
 */
export function placeholderRule(required: readonly string[], allowed = required): Rule {
  const present = required.map((name) => `(?=[\\s\\S]*\\{\\{\\s*${escape(name)}\\s*\\}\\})`);
  const known = allowed.length ? `(?!(?:${allowed.map(escape).join('|')})\\s*\\}\\})` : '';
  const unknown = `\\{\\{\\s*${known}[\\w.]+\\s*\\}\\}`;
  const pattern = `^${present.join('')}(?![\\s\\S]*${unknown})[\\s\\S]*$`;
  if (required.length > 0)
    return rule(
      pattern,
      {
        it: `Deve contenere ${listed(required)}, così come sono, e nessun altro {{…}}.`,
        en: `Must contain ${listed(required)}, as they are, and no other {{…}}.`,
      },
      undefined,
    );
  if (allowed.length > 0)
    return rule(
      pattern,
      {
        it: `Segnaposto ammessi: ${listed(allowed)}; nessun altro {{…}}.`,
        en: `Placeholders allowed: ${listed(allowed)}; no other {{…}}.`,
      },
      unknown,
    );
  return rule(
    pattern,
    {
      it: 'Nessun segnaposto {{…}}: il testo italiano non ne ha.',
      en: 'No {{…}} placeholder: the Italian text has none.',
    },
    unknown,
  );
}

// ---- Words: content/locales/<language>/*.json, every language against the Italian text.

/** A locale text's rules, from the Italian text under the same key: the same placeholders. */
export const wordRules = (italian: string): Rule[] => [placeholderRule(placeholderNames(italian))];

// ---- Facts: the fields of content/*.yaml that are not free text (free text has no rule).

export const FACT_RULES = {
  id: rule('^[a-z0-9]+(-[a-z0-9]+)*$', {
    it: 'Solo lettere minuscole, cifre e trattini, es. web-apps.',
    en: 'Only lowercase letters, digits and hyphens, e.g. web-apps.',
  }),
  email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', {
    it: 'Non è un indirizzo e-mail (nome@dominio.it).',
    en: 'Not an e-mail address (name@domain.com).',
  }),
  // A part of the page, a page of the site, another site or an e-mail: never a script or data URL.
  href: rule('^(#|\\/|https?:\\/\\/|mailto:)', {
    it: 'Deve iniziare con #, /, https:// o mailto:',
    en: 'Must start with #, /, https:// or mailto:',
  }),
  // content/company.yaml: the company's legal identity (docs/editing.md, "The company's identity").
  // A P.IVA's last digit is a check digit no pattern can compute: the editor tests the 11 digits,
  // the content check (italianCheckDigitProblem) the check digit too.
  vatNumber: rule('^[0-9]{11}$', {
    it: 'La partita IVA: 11 cifre, senza spazi né «IT» (la build controlla anche l’ultima, la cifra di controllo).',
    en: 'The VAT number (partita IVA): 11 digits, without spaces or "IT" (the build also checks the last one, the check digit).',
  }),
  // A person's codice fiscale (letters where omocodia replaces digits), or a company's 11 digits.
  taxCode: rule(
    '^(?:[A-Z]{6}[0-9LMNP-V]{2}[ABCDEHLMPRST][0-9LMNP-V]{2}[A-Z][0-9LMNP-V]{3}[A-Z]|[0-9]{11})$',
    {
      it: 'Il codice fiscale: 16 caratteri in maiuscolo (RSSMRA80A01F205X) o 11 cifre per una società; vuoto se è uguale alla partita IVA.',
      en: 'The tax code (codice fiscale): 16 capital letters and digits (RSSMRA80A01F205X) or a company’s 11 digits; empty when it is the VAT number.',
    },
  ),
  postalCode: rule('^[0-9]{5}$', {
    it: 'Il CAP: 5 cifre, es. 20121.',
    en: 'The postal code (CAP): 5 digits, e.g. 20121.',
  }),
  province: rule('^[A-Z]{2}$', {
    it: 'La sigla della provincia: due lettere maiuscole, es. MI.',
    en: 'The province’s code: two capital letters, e.g. MI.',
  }),
  country: rule('^[A-Z]{2}$', {
    it: 'Il codice del paese: due lettere maiuscole, IT per l’Italia.',
    en: 'The country’s code: two capital letters, IT for Italy.',
  }),
  reaNumber: rule('^[0-9]{1,9}$', {
    it: 'Il numero REA: solo cifre, senza la sigla della provincia (es. 1234567).',
    en: 'The REA number: digits only, without the province’s code (e.g. 1234567).',
  }),
  telephone: rule('^\\+?[0-9][0-9 ./-]{5,}$', {
    it: 'Un numero di telefono: cifre e spazi, con il prefisso internazionale, es. +39 02 1234567.',
    en: 'A telephone number: digits and spaces, with the country prefix, e.g. +39 02 1234567.',
  }),
} as const satisfies Record<string, Rule>;

/**
 * What is wrong with the check digit of an 11-digit P.IVA (or a company's codice fiscale), if
 * anything: odd positions summed, even ones doubled (minus 9 above 9), the 11th digit being
 * (10 - sum % 10) % 10. Only for a value that already has 11 digits (the pattern says the rest).
 */
export function italianCheckDigitProblem(value: string): string | undefined {
  const digits = value.trim();
  if (!/^[0-9]{11}$/.test(digits)) return undefined;
  const sum = [...digits.slice(0, 10)].reduce((total, char, index) => {
    const digit = Number(char);
    if (index % 2 === 0) return total + digit;
    return total + (digit * 2 > 9 ? digit * 2 - 9 : digit * 2);
  }, 0);
  const expected = (10 - (sum % 10)) % 10;
  if (Number(digits[10]) === expected) return undefined;
  return `the last digit, the check digit, does not match the first ten (they give ${expected}): a digit is mistyped`;
}

// ---- Pictures: a field naming an upload, as the editor's image widget writes it.

/** Where the editor's uploads go, under content/: pictures reach the page only through sharp. */
export const IMAGES_FOLDER = 'images';
/** The picture formats sharp reads (SVG refused: it could run scripts), by lowercase file name and,
 * in the content check, by probe-image-size's name for the bytes; the editor refuses the rest. */
export const PICTURE_EXTENSIONS = ['avif', 'gif', 'jpeg', 'jpg', 'png', 'webp'];

// Not an editor pattern: while a picture is being uploaded the editor tests its file name, not the
// path it will have; its image widget keeps to content/images and admin-boot.js to the formats.
export const PICTURE_RULE = rule(
  `^${IMAGES_FOLDER}/[^/\\\\]+\\.(${PICTURE_EXTENSIONS.join('|')})$`,
  {
    it: `Una foto in content/${IMAGES_FOLDER}/ (${PICTURE_EXTENSIONS.join(', ')}): sceglila di nuovo.`,
    en: `A picture in content/${IMAGES_FOLDER}/ (${PICTURE_EXTENSIONS.join(', ')}), e.g. "${IMAGES_FOLDER}/team.jpg": choose it again.`,
  },
);

// ---- Legal pages: content/legal/<language>/<page>.md and with-recaptcha/<page>.md.

/** The facts of content/site.yaml and content/company.yaml a legal text may name, by placeholder. */
export const LEGAL_PLACEHOLDERS = [
  'studioName',
  'legalName',
  'address',
  'email',
  // content/company.yaml's facts, written in the page's language (legal-pages.ts).
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

/** The legal pages' title and description: text, with the studio's facts as placeholders. */
export const LEGAL_TEXT_RULES: readonly Rule[] = [placeholderRule([], LEGAL_PLACEHOLDERS)];

/** The legal pages' Markdown (rendered with raw HTML escaped: written, it would show as code). */
export const LEGAL_BODY_RULES: readonly Rule[] = [
  // A tag, a closing tag, a comment, a declaration or a processing instruction; "a < b" is text,
  // and "<https://…>" a link.
  forbid('<(?:[a-zA-Z][\\w-]*(?:[\\s/>]|$)|\\/[a-zA-Z]|!--|![a-zA-Z]|!\\[CDATA\\[|\\?)', {
    it: 'Niente HTML: scrivi in Markdown (## per un titolo, **grassetto**, [parole](https://…) per un link).',
    en: 'No HTML: write Markdown (## for a heading, **bold**, [words](https://...) for a link).',
  }),
  // "# " or a line underlined with "=": the title is the page's only level-1 heading.
  forbid('(?:^|\\n) {0,3}#(?:[ \\t]|\\r?\\n|$)|[^\\s][^\\n]*\\r?\\n {0,3}=+[ \\t]*(?:\\r?\\n|$)', {
    it: 'Niente titoli di primo livello («# »): il titolo della pagina è l’unico; inizia le sezioni con «## ».',
    en: 'No level-1 heading ("# ..."): the title is the page\'s only one; start sections with "## ".',
  }),
  // The address of a link ([words](…), <…> or a "[name]: …" definition) that runs a script or
  // carries a document: the page leaves such a link out.
  forbid(`(?:\\]\\(|\\]:|<)[ \\t]*<?[ \\t]*(?:${SCHEMES})[ \\t]*:`, {
    it: 'Un link non può iniziare con javascript:, vbscript: o data: (usa https://, mailto: o /pagina/).',
    en: 'A link cannot start with javascript:, vbscript: or data: (use https://, mailto: or /page/).',
  }),
  placeholderRule([], LEGAL_PLACEHOLDERS),
];
