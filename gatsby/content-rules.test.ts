// The same inputs through the content check (the zod schema, as every build runs it) and through
// the editor's generated pattern (compiled and tested as Sveltia CMS does): both accept, or both
// refuse with the same message.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { REAL_CONTENT_DIR } from './__fixtures__/content-tree';
import { schemaProblems } from './content-check';
import type { Problem } from './content-check';
import { CONTENT_FILES, fileSchema, LEGAL_FRONT_MATTER, localeSchema } from './content-model';
import {
  editorPattern,
  FACT_RULES,
  italianCheckDigitProblem,
  keeps,
  LEGAL_BODY_RULES,
  LEGAL_PLACEHOLDERS,
  placeholderRule,
} from './content-rules';
import { bodyProblems } from './legal-pages';
import { COLLECTIONS, editorConfig } from './cms/config';

type Node = { name: string; fields?: Node[]; files?: Node[]; [key: string]: unknown };
const config = editorConfig(REAL_CONTENT_DIR, 'en', {});
const field = (...names: string[]): Node => {
  const found = names.reduce<Node | undefined>(
    (node, name) => (node?.fields ?? node?.files)?.find((child) => child.name === name),
    { name: '', fields: config.collections as unknown as Node[] },
  );
  if (!found) throw new Error(`no field ${names.join(' › ')} in the editor's configuration`);
  return found;
};

// Sveltia reads a pattern string as /source/flags when it looks like one (its HI function).
const SVELTIA_PATTERN = /^\/?(?<pattern>.+?)(?:\/(?<flags>[dgimsuy]*))?$/;

/** What the editor says of a value: accepted, or refused with the field's message. */
function editorSays(node: Node, value: unknown): string | undefined {
  // A string widget saves text: a number typed there is saved as the text "12".
  if (node.widget !== 'string' && node.widget !== 'text' && node.widget !== 'markdown')
    throw new Error(`${node.name} is a ${String(node.widget)} field`);
  const text = String(value).trim(); // Sveltia tests the trimmed value
  if (text === '' && node.required !== false) return 'required';
  const pattern = node.pattern as [string, string] | undefined;
  if (!pattern) return undefined;
  const { pattern: source, flags } = SVELTIA_PATTERN.exec(pattern[0])?.groups ?? {};
  expect([source, flags]).toEqual([pattern[0], undefined]); // read as written, without flags
  return new RegExp(pattern[0]).test(text) ? undefined : pattern[1];
}

const read = (file: string) => fs.readFileSync(path.join(REAL_CONTENT_DIR, file), 'utf8');
const italianDemo = JSON.parse(read('locales/it/demo.json')) as {
  demo: Record<string, unknown> & { chart: Record<string, unknown> };
};

/** What the content check says of a locale value (content/locales/en/demo.json). */
function checkWord(key: 'updated' | 'series', value: unknown): Problem[] {
  const data = JSON.parse(JSON.stringify(italianDemo)) as typeof italianDemo;
  if (key === 'updated') data.demo.updated = value;
  else data.demo.chart.series = value;
  return schemaProblems('content/locales/en/demo.json', localeSchema(italianDemo), data, 'keys');
}

/** What the content check says of a field of the first entry of a YAML file. */
function checkFact(file: string, name: string, value: unknown): Problem[] {
  const spec = CONTENT_FILES.find((each) => each.file === file)!;
  const data = yaml.load(read(file)) as Record<string, unknown> | Record<string, unknown>[];
  const entry = Array.isArray(data) ? data[0]! : data;
  entry[name] = value;
  return schemaProblems(`content/${file}`, fileSchema(spec), data, 'fields');
}

/** What the content check says of one text of the first entry's words ("features.1.fr"). */
function checkEntryWords(file: string, at: string, value: unknown): Problem[] {
  const spec = CONTENT_FILES.find((each) => each.file === file)!;
  const data = yaml.load(read(file)) as Record<string, unknown>[];
  const parts = at.split('.');
  const last = parts.pop()!;
  const parent = parts.reduce<Record<string, unknown>>(
    (node, part) => node[part] as Record<string, unknown>,
    data[0]!,
  );
  if (typeof parent[last] !== 'string') throw new Error(`${file}'s first entry has no ${at}`);
  parent[last] = value;
  return schemaProblems(`content/${file}`, fileSchema(spec), data, 'fields');
}

/** An entry's words in one language: the editor's field (a list's items have no index) and the check. */
const entryWords = (file: string, at: string) => ({
  field: [
    COLLECTIONS.facts,
    file.replace('.yaml', ''),
    'items',
    ...at.split('.').filter((part) => !/^\d+$/.test(part)),
  ],
  check: (value: unknown) => checkEntryWords(file, at, value),
});

const legalTitle = (value: unknown) =>
  schemaProblems(
    'content/legal/en/terms.md',
    LEGAL_FRONT_MATTER,
    { title: value, description: 'Terms', updated: '2026-01-01' },
    'fields',
  );

interface Case {
  input: unknown;
  /** The editor's field, by names from the collection. */
  field: string[];
  check: (value: unknown) => Problem[];
  /** undefined: both accept; otherwise the content check's message, which the editor shows too. */
  refused?: string;
  /** The editor's own words instead of the check's (a required field, a string widget). */
  editor?: 'required' | 'saved as text';
}

const WORDS_UPDATED = [COLLECTIONS.words, 'demo', 'demo', 'updated'];
const WORDS_SERIES = [COLLECTIONS.words, 'demo', 'demo', 'chart', 'series'];
const HREF = [COLLECTIONS.facts, 'footer-links', 'items', 'href'];
const BODY = [COLLECTIONS.legal, 'terms', 'body'];
const body = (value: unknown) => bodyProblems(String(value), 'content/legal/en/terms.md');
const time = 'Must contain {{time}}, as they are, and no other {{…}}.';
const none = 'No {{…}} placeholder here: nothing would fill it in.';
const allowed = `Placeholders allowed: ${LEGAL_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ')}; no other {{…}}.`;
const company = (name: string) => ({
  field: [COLLECTIONS.facts, 'company', name],
  check: (v: unknown) => checkFact('company.yaml', name, v),
});

export const CASES: Case[] = [
  ...['Risposta in < 24h', 'R&D', 'A > B', '</script> &lt;b&gt; "quoted" \'single\''].flatMap(
    (text, index): Case[] => [
      { input: text, field: WORDS_SERIES, check: (v) => checkWord('series', v) },
      { input: `${text} {{time}}`, field: WORDS_UPDATED, check: (v) => checkWord('updated', v) },
      {
        input: text,
        field: [COLLECTIONS.facts, 'site', 'name'],
        check: (v) => checkFact('site.yaml', 'name', v),
      },
      { input: text, field: [COLLECTIONS.legal, 'terms', 'title'], check: legalTitle },
      { input: text, ...entryWords('services.yaml', 'title.fr') },
      // In Markdown "</script>" is HTML (below); the rest is text.
      ...(index < 3 ? [{ input: text, field: BODY, check: body }] : []),
    ],
  ),
  { input: 'Text </script>', field: BODY, check: body, refused: LEGAL_BODY_RULES[0]!.message.en },
  { input: 'Aggiornato {{ time }}', field: WORDS_UPDATED, check: (v) => checkWord('updated', v) },
  {
    input: 'Updated {{time}}, again {{time}}',
    field: WORDS_UPDATED,
    check: (v) => checkWord('updated', v),
  },
  { input: 'Updated', field: WORDS_UPDATED, check: (v) => checkWord('updated', v), refused: time },
  {
    input: 'Updated {{tempo}}',
    field: WORDS_UPDATED,
    check: (v) => checkWord('updated', v),
    refused: time,
  },
  {
    input: 'Updated {{time}} {{date}}',
    field: WORDS_UPDATED,
    check: (v) => checkWord('updated', v),
    refused: time,
  },
  {
    input: 'Revenue {{name}}',
    field: WORDS_SERIES,
    check: (v) => checkWord('series', v),
    refused: none,
  },
  {
    input: 'Revenue {{ not a placeholder',
    field: WORDS_SERIES,
    check: (v) => checkWord('series', v),
  },
  {
    input: '   ',
    field: WORDS_SERIES,
    check: (v) => checkWord('series', v),
    refused: 'the text is empty',
    editor: 'required',
  },
  {
    input: 12,
    field: WORDS_SERIES,
    check: (v) => checkWord('series', v),
    refused: '12 should be text in quotes',
    editor: 'saved as text',
  },
  {
    input: 123,
    field: [COLLECTIONS.facts, 'site', 'name'],
    check: (v) => checkFact('site.yaml', 'name', v),
    refused: '123 should be text',
    editor: 'saved as text',
  },
  // An entry's words: any text but a {{placeholder}}, which nothing would fill in.
  { input: 'Web app per {{client}}', ...entryWords('services.yaml', 'title.it'), refused: none },
  { input: 'Portails {{ name }}', ...entryWords('services.yaml', 'features.1.fr'), refused: none },
  { input: 'Thanks, {{studio}}', ...entryWords('projects.yaml', 'quote.text.en'), refused: none },
  { input: 'Braces {kept} and {{ unclosed', ...entryWords('services.yaml', 'description.it') },
  {
    input: '   ',
    ...entryWords('projects.yaml', 'pictures.0.alt.fr'),
    refused: 'the text is empty',
    editor: 'required',
  },
  {
    input: 12,
    ...entryWords('projects.yaml', 'quote.role.en'),
    refused: '12 should be text',
    editor: 'saved as text',
  },
  {
    input: 'javascript:alert(1)',
    field: HREF,
    check: (v) => checkFact('footer-links.yaml', 'href', v),
    refused: FACT_RULES.href.message.en,
  },
  {
    input: 'data:text/html,<b>x</b>',
    field: HREF,
    check: (v) => checkFact('footer-links.yaml', 'href', v),
    refused: FACT_RULES.href.message.en,
  },
  {
    input: 'https://example.com/?a=1&b=<2>',
    field: HREF,
    check: (v) => checkFact('footer-links.yaml', 'href', v),
  },
  {
    input: 'Bad Id',
    field: [COLLECTIONS.facts, 'footer-links', 'items', 'id'],
    check: (v) => checkFact('footer-links.yaml', 'id', v),
    refused: FACT_RULES.id.message.en,
  },
  {
    input: 'R&D@studio',
    field: [COLLECTIONS.facts, 'site', 'email'],
    check: (v) => checkFact('site.yaml', 'email', v),
    refused: FACT_RULES.email.message.en,
  },
  // An 11-digit P.IVA with a right check digit; the digits' form (the check digit is the build's).
  { input: '01234567897', ...company('vatNumber') },
  { input: '1234567890', ...company('vatNumber'), refused: FACT_RULES.vatNumber.message.en },
  { input: 'IT12345678903', ...company('vatNumber'), refused: FACT_RULES.vatNumber.message.en },
  { input: '1234567890A', ...company('vatNumber'), refused: FACT_RULES.vatNumber.message.en },
  { input: 'RSSMRA80A01F205X', ...company('taxCode') },
  { input: 'RSSMRA80AL1F205X', ...company('taxCode') }, // omocodia: a letter for a digit
  { input: 'rssmra80a01f205x', ...company('taxCode'), refused: FACT_RULES.taxCode.message.en },
  { input: 'RSSMRA80A01F205', ...company('taxCode'), refused: FACT_RULES.taxCode.message.en },
  { input: 'pec@legalmail.it', ...company('pec') },
  { input: 'pec at studio', ...company('pec'), refused: FACT_RULES.email.message.en },
  { input: '2012', ...company('officePostalCode'), refused: FACT_RULES.postalCode.message.en },
  { input: 'Mi', ...company('officeProvince'), refused: FACT_RULES.province.message.en },
  { input: 'MI 123', ...company('reaNumber'), refused: FACT_RULES.reaNumber.message.en },
  { input: '+39 02 1234 5678', ...company('hostTelephone') },
  { input: 'call us', ...company('hostTelephone'), refused: FACT_RULES.telephone.message.en },
  {
    input: '{{studioName}} & {{email}}',
    field: [COLLECTIONS.legal, 'terms', 'title'],
    check: legalTitle,
  },
  {
    input: 'Terms of {{phone}}',
    field: [COLLECTIONS.legal, 'terms', 'title'],
    check: legalTitle,
    refused: allowed,
  },
  {
    input: 'See <https://example.com> and [us](mailto:a@b.it), {{address}}.',
    field: BODY,
    check: body,
  },
  {
    input: 'Text\n\n<script>alert(1)</script>',
    field: BODY,
    check: body,
    refused: LEGAL_BODY_RULES[0]!.message.en,
  },
  { input: 'Text <b>bold</b>', field: BODY, check: body, refused: LEGAL_BODY_RULES[0]!.message.en },
  {
    input: 'Text <!-- note -->',
    field: BODY,
    check: body,
    refused: LEGAL_BODY_RULES[0]!.message.en,
  },
  { input: '# Title\n\nText', field: BODY, check: body, refused: LEGAL_BODY_RULES[1]!.message.en },
  {
    input: 'Title\n=====\n\nText',
    field: BODY,
    check: body,
    refused: LEGAL_BODY_RULES[1]!.message.en,
  },
  {
    input: '[click](javascript:alert(1))',
    field: BODY,
    check: body,
    refused: LEGAL_BODY_RULES[2]!.message.en,
  },
  {
    input: '[click]( JavaScript :alert(1))',
    field: BODY,
    check: body,
    refused: LEGAL_BODY_RULES[2]!.message.en,
  },
  {
    input: '<data:text/html,x>',
    field: BODY,
    check: body,
    refused: LEGAL_BODY_RULES[2]!.message.en,
  },
  { input: 'Call {{phone}}', field: BODY, check: body, refused: allowed },
  { input: ' \n ', field: BODY, check: body, refused: 'the text is empty', editor: 'required' },
];

describe('the content check and the editor', () => {
  it.each(CASES.map((each) => [JSON.stringify(each.input), each.field.join(' › '), each] as const))(
    '%s in %s: both accept, or both refuse with the same message',
    (_input, _where, { input, field: names, check, refused, editor }) => {
      const node = field(...names);
      const checked = check(input).map((problem) => problem.message);
      expect(checked).toEqual(refused ? [refused] : []);
      const said = editorSays(node, input);
      if (editor === 'required') expect(said).toBe('required');
      else if (editor === 'saved as text') {
        // The editor's string widget cannot write a number: the same characters are text there,
        // which the check accepts.
        expect(said).toBeUndefined();
        expect(check(String(input))).toEqual([]);
      } else if (refused === undefined) expect(said).toBeUndefined();
      // One pattern per field: a field with several rules shows all their messages at once.
      else expect(said === refused || said?.split(/(?<=\.) /).includes(refused)).toBe(true);
    },
  );
});

describe('the check digit of a P.IVA', () => {
  it('is the build’s alone: the editor’s pattern takes 11 digits, the check names the digit', () => {
    const { field: names, check } = company('vatNumber');
    expect(editorSays(field(...names), '12345678901')).toBeUndefined();
    expect(check('12345678901').map((problem) => problem.message)).toEqual([
      'the last digit, the check digit, does not match the first ten (they give 3): a digit is mistyped',
    ]);
  });

  it('follows the standard algorithm (odd positions summed, even ones doubled minus 9 above 9)', () => {
    for (const valid of ['12345678903', '01234567897', '00000000000', '07643520567'])
      expect(italianCheckDigitProblem(valid)).toBeUndefined();
    expect(italianCheckDigitProblem('07643520568')).toMatch(/they give 7/);
    expect(italianCheckDigitProblem('1234567890')).toBeUndefined(); // the pattern's to say
  });
});

describe('the rules', () => {
  it('start at the text and compile without flags, so they combine as lookaheads', () => {
    const patterns = [...Object.values(FACT_RULES), ...LEGAL_BODY_RULES, placeholderRule(['a'])];
    for (const { pattern } of patterns) expect(() => new RegExp(pattern)).not.toThrow();
    const [combined = ''] = editorPattern(LEGAL_BODY_RULES, 'it') ?? [];
    expect(new RegExp(combined).test('Testo < 24h, R&D')).toBe(true);
    expect(new RegExp(combined).test('Testo\n\n<p>no</p>')).toBe(false);
  });

  it('test the trimmed text, as the editor does', () => {
    expect(keeps('  web-apps \n', FACT_RULES.id)).toBe(true);
  });

  it('have a message in each of the editor’s languages', () => {
    const [, italian] = editorPattern([FACT_RULES.id], 'it') ?? [];
    expect(italian).toBe(FACT_RULES.id.message.it);
    expect(editorPattern([], 'en')).toBeUndefined();
  });
});
