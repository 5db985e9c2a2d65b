// The one zod schema of content/: the check, GraphQL types, editor config and JSON Schemas derive from it.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGE_CODES } from '../src/lib/languages';
import { GRADIENTS } from '../src/theme/gradients';
import {
  brokenRules,
  editorPattern,
  FACT_RULES,
  italianCheckDigitProblem,
  LEGAL_TEXT_RULES,
  PICTURE_RULE,
  wordRules,
} from './content-rules';
import type { Rule } from './content-rules';

// GraphQL enums; components take a `Record<Queries.<name>, …>`: a new value fails tsc until drawn.
export const VOCABULARIES = {
  IconName: {
    label: 'icon',
    values: ['barChart', 'brain', 'code', 'plug', 'puzzle', 'shieldCheck', 'trendingUp', 'users'],
  },
  KpiIconName: {
    label: 'KPI icon',
    values: ['activity', 'creditCard', 'euro', 'shoppingCart', 'target', 'users'],
  },
  GradientName: { label: 'gradient', values: Object.keys(GRADIENTS) },
  StatUnit: { label: 'unit', values: ['percent', 'multiplier', 'plus', 'number'] },
  KpiUnit: { label: 'KPI unit', values: ['currencyCompact', 'currency', 'number', 'percent'] },
  ChangeType: { label: 'change type', values: ['positive', 'negative'] },
  KpiPeriod: { label: 'period', values: ['month', 'quarter', 'year'] },
  SummaryUnit: { label: 'summary unit', values: ['percent', 'per'] },
  Currency: { label: 'currency', values: ['EUR', 'USD', 'GBP', 'CHF'] },
  // Each form's name in every language is under company.forms (common.json).
  LegalForm: {
    label: 'legal form',
    values: ['soleTrader', 'freelancer', 'snc', 'sas', 'srl', 'srls', 'spa', 'sapa', 'cooperative'],
  },
} as const satisfies Record<string, { label: string; values: readonly string[] }>;

export type VocabularyName = keyof typeof VOCABULARIES;

/** Each vocabulary as an enum with an id: JSON Schema $defs and GraphQL enums take its name. */
const ENUMS = Object.fromEntries(
  Object.entries(VOCABULARIES).map(([id, { label, values }]) => [
    id,
    z.enum(values).meta({ id, title: label }),
  ]),
) as Record<VocabularyName, z.ZodEnum>;

export const show = (value: unknown): string => JSON.stringify(value) ?? String(value);

/** Each ruled field's rules, for the editor's per-language patterns (cms/config.ts). */
const RULES = new WeakMap<z.core.$ZodType, readonly Rule[]>();
export const rulesOf = (schema: z.core.$ZodType | undefined): readonly Rule[] =>
  (schema && RULES.get(schema instanceof z.ZodOptional ? schema.unwrap() : schema)) ?? [];

function ruled(rules: readonly Rule[], schema = z.string(), meta: Record<string, string> = {}) {
  const result = schema.superRefine((value, ctx) => {
    for (const broken of brokenRules(value, rules))
      ctx.addIssue({ code: 'custom', message: broken.message.en });
  });
  // Code editors check content/ with the JSON Schemas: the same rules, as one pattern.
  const described = result.meta({ pattern: editorPattern(rules, 'en')?.[0], ...meta });
  RULES.set(described, rules);
  return described;
}

const fact = (name: keyof typeof FACT_RULES) => ruled([FACT_RULES[name]]);
/** Free text: any characters, "<", ">" and "&" included; the page shows it as written. */
const text = z.string();
const id = fact('id');
const checkDigit = z.string().superRefine((value, ctx) => {
  const problem = italianCheckDigitProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const figure = { value: z.int().min(0), unit: ENUMS.StatUnit, signed: z.boolean().optional() };
// contentMediaType makes a picture's path a File in GraphQL and an image field in the editor.
const picture = ruled([PICTURE_RULE], z.string(), { contentMediaType: 'image/*' });
/** A text a visitor reads: blank is an editor's slip, never a choice. */
const nonEmptyText = z.string().refine((value) => value.trim() !== '', 'the text is empty');

/** Words a visitor reads, in every language of page-shape.json side by side: `{ it, en, fr }`. */
const translated = () =>
  z
    .strictObject(
      Object.fromEntries(LANGUAGE_CODES.map((code) => [code, ruled(wordRules(''), nonEmptyText)])),
    )
    .meta({ translated: true });

type Entry = Record<string, unknown>;
type Context = z.core.$RefinementCtx<Entry>;

// Codice civile art. 2250: the forms that state their paid-up share capital, and those whose only
// shareholder is stated as "socio unico"; a freelancer has no companies register (REA) entry.
const CAPITAL_FORMS: readonly string[] = ['srl', 'srls', 'spa', 'sapa'];
const SOLE_SHAREHOLDER_FORMS: readonly string[] = ['srl', 'srls', 'spa'];

function companyRules(company: Entry, ctx: Context) {
  const form = company?.legalForm as string;
  if (!VOCABULARIES.LegalForm.values.includes(form as never)) return;
  const problem = (field: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [field], message });
  const missing = (fields: string[], why: string) => {
    for (const field of fields) if (company[field] === undefined) problem(field, `missing: ${why}`);
  };
  const law = `the legal form "${form}" states its`;
  if (CAPITAL_FORMS.includes(form))
    missing(['shareCapital'], `${law} paid-up share capital in euros (codice civile art. 2250)`);
  const rea = ['reaOffice', 'reaNumber'];
  const registered = form !== 'freelancer';
  if (registered || rea.some((field) => company[field] !== undefined))
    missing(
      rea,
      registered
        ? `${law} companies register entry (REA), office and number (codice civile art. 2250)`
        : 'the companies register entry (REA) has an office and a number: give both, or neither',
    );
  if (company.soleShareholder === true && !SOLE_SHAREHOLDER_FORMS.includes(form))
    problem(
      'soleShareholder',
      `only the legal forms ${SOLE_SHAREHOLDER_FORMS.join(', ')} have a sole shareholder ("socio unico"): leave it empty for "${form}"`,
    );
}

interface FileSpec {
  fields: z.ZodRawShape;
  check?: (entry: Entry, ctx: Context) => void;
  /** Entries the site cannot do without, by id, each with what missing it means to the editor. */
  requiredEntries?: Record<string, string>;
}

// The YAML files of content/; a file whose entries have an id is a list.
const FILES: Record<string, FileSpec> = {
  'site.yaml': {
    fields: {
      name: text,
      email: fact('email'),
      copyrightYear: z.int().min(2000).max(2100),
      teamPicture: picture,
      areaServed: text,
    },
  },
  // The company's legal identity (the P.IVA on the home page, DPR 633/1972 art. 35; France's
  // mentions légales, LCEN art. 6-III): every page's footer, the legal notice, the JSON-LD.
  'company.yaml': {
    fields: {
      legalName: text,
      legalForm: ENUMS.LegalForm,
      vatNumber: ruled([FACT_RULES.vatNumber], checkDigit),
      taxCode: ruled([FACT_RULES.taxCode], checkDigit).optional(),
      officeStreet: text,
      officePostalCode: fact('postalCode'),
      officeCity: text,
      officeProvince: fact('province').optional(),
      officeCountry: fact('country'),
      reaOffice: fact('province').optional(),
      reaNumber: fact('reaNumber').optional(),
      shareCapital: z.number().min(1).optional(),
      soleShareholder: z.boolean().optional(),
      pec: fact('email'),
      publicationDirector: text,
      hostName: text,
      hostAddress: text,
      hostTelephone: fact('telephone'),
    },
    check: companyRules,
  },
  'footer-links.yaml': {
    fields: { id, href: fact('href'), label: translated() },
    // The contact form's privacy link is this entry's address (src/sections/Contact.tsx queries it).
    requiredEntries: {
      privacy:
        'the contact form\'s privacy link is this entry (add back a footer link with the identifier "privacy", its address e.g. /privacy/)',
    },
  },
  'hero-stats.yaml': { fields: { id, ...figure, label: translated() } },
  'values.yaml': {
    fields: { id, icon: ENUMS.IconName, title: translated(), description: translated() },
  },
  'about-badges.yaml': { fields: { id, ...figure, label: translated() } },
  'services.yaml': {
    fields: {
      id,
      icon: ENUMS.IconName,
      gradient: ENUMS.GradientName,
      title: translated(),
      description: translated(),
      features: z.array(translated()).min(1).max(3),
    },
  },
  // Each project has its page, /work/<id>/ in every language; the featured ones show on the home page.
  'projects.yaml': {
    fields: {
      id,
      client: translated(),
      title: translated(),
      summary: translated(),
      picture,
      alt: translated(),
      challenge: translated(),
      built: translated(),
      outcome: translated(),
      stack: text,
      featured: z.boolean(),
      sample: z.boolean().optional(),
      // More pictures, on the project's page after its main one.
      pictures: z.array(z.strictObject({ picture, alt: translated() })).optional(),
      // The client's words, published only with their consent (the pages leave them out otherwise).
      quote: z
        .strictObject({
          text: translated(),
          person: text,
          role: translated(),
          company: text,
          consent: z.boolean(),
          featured: z.boolean(),
          sample: z.boolean().optional(),
        })
        .optional(),
    },
  },
  'kpis.yaml': {
    fields: {
      id,
      icon: ENUMS.KpiIconName,
      value: z.number().min(0),
      unit: ENUMS.KpiUnit,
      change: z.number().min(0),
      changeType: ENUMS.ChangeType,
      period: ENUMS.KpiPeriod,
      label: translated(),
    },
  },
  'revenue.yaml': { fields: { id, month: z.int().min(1).max(12), value: z.int().min(0) } },
  'demo-summary.yaml': {
    fields: {
      id,
      value: z.number().min(0),
      unit: ENUMS.SummaryUnit,
      per: z.int().min(1).optional(),
      label: translated(),
    },
  },
  'demo-dashboard.yaml': {
    fields: { currency: ENUMS.Currency, updatedMinutesAgo: z.int().min(0) },
  },
};

/** The GraphQL type gatsby-transformer-yaml gives a file (gatsby-config.ts): HeroStatsYaml. */
export const yamlTypeName = (name: string) =>
  `${name.replace(/\.yaml$/, '').replace(/(?:^|-)(\w)/g, (_, c: string) => c.toUpperCase())}Yaml`;

export const CONTENT_FILES = Object.entries(FILES).map(([file, spec]) => ({
  file,
  shape: 'id' in spec.fields ? ('list' as const) : ('object' as const),
  ...spec,
}));
export type ContentFile = (typeof CONTENT_FILES)[number];

/** Each entry's `key` once in a list, checked even when other fields of the list are wrong. */
const unique = (key: string) =>
  z.superRefine<unknown[]>(
    (list, ctx) => {
      const values = list.map((item) => (item as Entry | null)?.[key]);
      values.forEach((value, index) => {
        if (typeof value === 'string' && values.indexOf(value) < index)
          ctx.addIssue({
            code: 'custom',
            path: [index, key],
            message: `the ${key} is used twice in this file`,
          });
      });
    },
    { when: ({ value }) => Array.isArray(value) },
  );

export function fileSchema({ shape, fields, check }: ContentFile): z.ZodType {
  const strict = z.strictObject(fields);
  // A file's rules across fields run even when a field is wrong, each naming its own field.
  const entry = check ? strict.check(z.superRefine(check, { when: () => true })) : strict;
  if (shape === 'object') return entry;
  return z.array(entry).min(1).check(unique('id'));
}

export type JsonProperty = z.core.JSONSchema.BaseSchema & {
  type?: string;
  translated?: boolean;
  items?: JsonProperty;
  properties?: Record<string, JsonProperty>;
  required?: string[];
};

export function entryJsonSchema(spec: ContentFile) {
  type Entry = { properties?: Record<string, JsonProperty>; required?: string[] };
  const json = z.toJSONSchema(fileSchema(spec));
  const { properties = {}, required = [] } = (json.items ?? json) as Entry;
  return { properties, required, $defs: (json.$defs ?? {}) as Record<string, { enum: string[] }> };
}

/** An entry's pictures with where each sits: `picture`, or `pictures.1.picture` in a list of them. */
export function entryPictures(spec: ContentFile, entry: Record<string, unknown>) {
  const found: { field: string; value: unknown }[] = [];
  for (const [name, property] of Object.entries(entryJsonSchema(spec).properties)) {
    if (property.contentMediaType) found.push({ field: name, value: entry[name] });
    const inItems = Object.entries(property.items?.properties ?? {});
    const list = Array.isArray(entry[name]) ? (entry[name] as Record<string, unknown>[]) : [];
    for (const [itemField, itemProperty] of inItems)
      if (itemProperty.contentMediaType)
        list.forEach((item, index) =>
          found.push({ field: `${name}.${index}.${itemField}`, value: item?.[itemField] }),
        );
  }
  return found;
}

/** Any locale file: nested objects and lists of texts (the JSON Schema editors get). */
const anyWords: z.ZodType = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), z.array(z.string()), anyWords])),
);

// Built from the Italian file: same keys, each a non-empty text with the Italian's placeholders.
export function localeSchema(reference: unknown): z.ZodType {
  if (Array.isArray(reference))
    return z.tuple(reference.map(localeSchema) as [z.ZodType, ...z.ZodType[]]);
  if (typeof reference === 'object' && reference !== null)
    return z.strictObject(
      Object.fromEntries(
        Object.entries(reference).map(([key, value]) => [key, localeSchema(value)]),
      ),
    );
  return ruled(wordRules(typeof reference === 'string' ? reference : ''), nonEmptyText);
}

export const LEGAL_FRONT_MATTER = z.strictObject({
  title: ruled(LEGAL_TEXT_RULES, nonEmptyText),
  description: ruled(LEGAL_TEXT_RULES, nonEmptyText),
  // A real day (2025-02-30 is not); a value that is not text gets the check's own message.
  updated: z.iso.date({
    error: ({ code, input }) =>
      code === 'invalid_format' ? `${show(input)} should be a date written YYYY-MM-DD` : undefined,
  }),
});

const like = (pattern: RegExp, example: string) =>
  z
    .string()
    .regex(pattern, { error: ({ input }) => `${show(input)} should look like "${example}"` });
// The flags the sprite draws (`<symbol id="flag-it">`): a language may show only one of those.
const SPRITE = fs.readFileSync(path.join(__dirname, '..', 'static', 'icons.svg'), 'utf8');
const drawn = [...SPRITE.matchAll(/id="flag-(\w+)"/g)].map(([, flag]) => flag!);

export const PAGE_SHAPE_SCHEMA = z
  .strictObject({
    defaultLanguage: z.string(),
    languages: z
      .array(
        z.strictObject({
          code: like(/^[a-z]{2,3}$/, 'de'),
          name: text.min(1),
          flag: z.enum(drawn, {
            error: ({ input }) =>
              `${show(input)} has no drawing in static/icons.svg (drawn: ${drawn.join(', ')}; add a <symbol id="flag-…"> there)`,
          }),
          ogLocale: like(/^[a-z]{2,3}_[A-Z]{2}$/, 'de_DE'),
        }),
      )
      .min(1)
      .check(unique('code')),
    sections: z
      .array(
        z.strictObject({
          id: like(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'testimonials'),
          component: like(/^[A-Z][A-Za-z0-9]*$/, 'Testimonials'),
          nav: z.boolean(),
        }),
      )
      .min(1)
      .check(unique('id')),
  })
  .refine((shape) => shape.languages.some(({ code }) => code === shape.defaultLanguage), {
    path: ['defaultLanguage'],
    error: ({ input }) => {
      const shape = input as { defaultLanguage: string; languages: { code: string }[] };
      const codes = shape.languages.map(({ code }) => code).join(', ');
      return `${show(shape.defaultLanguage)} is not one of the languages (${codes})`;
    },
  });

// The JSON Schemas code editors validate content/ with, under content/schemas/ (committed;
// .vscode/settings.json maps them; `npm run check:content -- --write-schemas`).
export function jsonSchemas(): Record<string, unknown> {
  const convert = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: 'any' });
  return {
    ...Object.fromEntries(
      CONTENT_FILES.map((spec) => [spec.file.replace('.yaml', ''), convert(fileSchema(spec))]),
    ),
    locale: convert(anyWords),
    'page-shape': convert(PAGE_SHAPE_SCHEMA),
  };
}
