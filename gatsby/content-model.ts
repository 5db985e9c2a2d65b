// The one zod schema of content/: the check, GraphQL types, editor config and JSON Schemas derive from it.
import { z } from 'zod';
import { FLAGS } from '../src/components/flags';
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

export { IMAGES_FOLDER, PICTURE_EXTENSIONS } from './content-rules';

// Fixed value lists by GraphQL enum; components take a `Record<Queries.<name>, …>`, so a new value
// fails the type check until it is drawn.
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
  // Keys in content, each form's name in every language under company.forms (common.json).
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
    z.enum(values as unknown as [string, ...string[]]).meta({ id, title: label }),
  ]),
) as Record<VocabularyName, z.ZodEnum>;

export const show = (value: unknown): string => JSON.stringify(value) ?? String(value);

/** The rules of content-rules.ts each field's schema keeps, as the editor's config reads them. */
const RULES = new WeakMap<z.core.$ZodType, readonly Rule[]>();
export const rulesOf = (schema: z.core.$ZodType | undefined): readonly Rule[] =>
  (schema && RULES.get(schema instanceof z.ZodOptional ? schema.unwrap() : schema)) ?? [];

/** A text keeping `rules`, each broken one an issue with its message (the editor's English one). */
function ruled(
  rules: readonly Rule[],
  schema = z.string(),
  meta: Record<string, string> = {},
): z.ZodType<string> {
  const result = schema.superRefine((value, ctx) => {
    for (const broken of brokenRules(value, rules))
      ctx.addIssue({ code: 'custom', message: broken.message.en, params: { rule: broken } });
  });
  // Code editors check content/ with the JSON Schemas: the same rules, as one pattern.
  const pattern = editorPattern(rules, 'en')?.[0];
  const described = result.meta({ ...(pattern ? { pattern } : {}), ...meta });
  RULES.set(described, rules);
  return described;
}

const matching = (pattern: RegExp, error: (input: unknown) => string) =>
  z.string().regex(pattern, { error: (issue) => error(issue.input) });

/** Free text: any characters, "<", ">" and "&" included; the page shows it as written. */
const text = z.string();
const id = ruled([FACT_RULES.id]);
const email = ruled([FACT_RULES.email]);
const href = ruled([FACT_RULES.href]);
/** A text keeping one rule of FACT_RULES (the editor's pattern too). */
const fact = (name: keyof typeof FACT_RULES) => ruled([FACT_RULES[name]]);
/** An 11-digit number whose check digit the build checks (the editor cannot: no pattern can). */
const checkDigit = z.string().superRefine((value, ctx) => {
  const problem = italianCheckDigitProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const figure = { value: z.int().min(0), unit: ENUMS.StatUnit, signed: z.boolean().optional() };

// A picture's path from the YAML file, as the editor's image field writes it; its JSON Schema's
// contentMediaType makes it a File in GraphQL and an image field in the editor.
const picture = ruled([PICTURE_RULE], z.string(), { contentMediaType: 'image/*' });

/** The id of an entry of another list file: the check finds it there, the editor offers those ids. */
const reference = (file: string) => ruled([FACT_RULES.id], z.string(), { references: file });

type Entry = Record<string, unknown>;
type Context = z.core.$RefinementCtx<Entry>;

/** The legal forms that must state their paid-up share capital (codice civile art. 2250). */
export const CAPITAL_FORMS: readonly string[] = ['srl', 'srls', 'spa', 'sapa'];
/** The forms whose only shareholder is stated as "socio unico" (art. 2250, c. 4). */
export const SOLE_SHAREHOLDER_FORMS: readonly string[] = ['srl', 'srls', 'spa'];
/** The forms without an entry in the companies register (REA): a freelancer's. */
const UNREGISTERED_FORMS: readonly string[] = ['freelancer'];

/** What company.yaml's fields ask of each other, by legal form. */
function companyRules(company: Entry, ctx: Context) {
  if (typeof company !== 'object' || company === null) return;
  const form = company.legalForm;
  if (typeof form !== 'string' || !VOCABULARIES.LegalForm.values.includes(form as never)) return;
  const missing = (field: string, why: string) => {
    if (company[field] === undefined)
      ctx.addIssue({ code: 'custom', path: [field], message: `missing: ${why}` });
  };
  if (CAPITAL_FORMS.includes(form))
    missing(
      'shareCapital',
      `the legal form "${form}" states its paid-up share capital in euros (codice civile art. 2250)`,
    );
  const registered = company.reaOffice !== undefined || company.reaNumber !== undefined;
  const why = UNREGISTERED_FORMS.includes(form)
    ? 'the companies register entry (REA) has an office and a number: give both, or neither'
    : `the legal form "${form}" states its companies register entry (REA), office and number (codice civile art. 2250)`;
  if (!UNREGISTERED_FORMS.includes(form) || registered) {
    missing('reaOffice', why);
    missing('reaNumber', why);
  }
  if (company.soleShareholder === true && !SOLE_SHAREHOLDER_FORMS.includes(form))
    ctx.addIssue({
      code: 'custom',
      path: ['soleShareholder'],
      message: `only the legal forms ${SOLE_SHAREHOLDER_FORMS.join(', ')} have a sole shareholder ("socio unico"): leave it empty for "${form}"`,
    });
}

// The YAML files of content/: their fields, and the locale keys ("namespace:key", `{id}` for the
// entry's id) each entry needs in every language. A file whose entries have an id is a list.
const FILES: Record<
  string,
  {
    fields: z.ZodRawShape;
    words?: string[];
    check?: (entry: Entry, ctx: Context) => void;
    /** A list the site can do without (no quotes yet): it may be empty. */
    mayBeEmpty?: boolean;
  }
> = {
  'site.yaml': {
    fields: {
      name: text,
      email,
      copyrightYear: z.int().min(2000).max(2100),
      teamPicture: picture,
      areaServed: text,
    },
  },
  // The company's legal identity (Italian law: the P.IVA on the home page, DPR 633/1972 art. 35;
  // a company's register entry and capital, codice civile art. 2250; France's mentions légales,
  // LCEN art. 6-III): the footer of every page, the legal notice, the JSON-LD.
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
      pec: email,
      publicationDirector: text,
      hostName: text,
      hostAddress: text,
      hostTelephone: fact('telephone'),
    },
    check: companyRules,
  },
  'footer-links.yaml': { fields: { id, href }, words: ['common:footer.links.{id}'] },
  'hero-stats.yaml': { fields: { id, ...figure }, words: ['home:hero.stats.{id}'] },
  'values.yaml': {
    fields: { id, icon: ENUMS.IconName },
    words: ['home:about.values.{id}.title', 'home:about.values.{id}.description'],
  },
  'about-badges.yaml': { fields: { id, ...figure }, words: ['home:about.badges.{id}'] },
  'services.yaml': {
    fields: { id, icon: ENUMS.IconName, gradient: ENUMS.GradientName },
    words: ['title', 'description', 'features.0', 'features.1', 'features.2'].map(
      (key) => `home:services.items.{id}.${key}`,
    ),
  },
  // Each project has its page, /work/<id>/ in every language; the featured ones show on the home page.
  'projects.yaml': {
    fields: { id, picture, stack: text, featured: z.boolean(), sample: z.boolean().optional() },
    words: ['client', 'title', 'summary', 'challenge', 'built', 'outcome', 'alt'].map(
      (key) => `home:work.projects.{id}.${key}`,
    ),
  },
  // A project's other pictures, on its page after its main one.
  'project-pictures.yaml': {
    fields: { id, project: reference('projects.yaml'), picture },
    words: ['home:work.pictures.{id}.alt'],
    mayBeEmpty: true,
  },
  // A client's words, published only with their consent (the page leaves out the others).
  'quotes.yaml': {
    fields: {
      id,
      project: reference('projects.yaml'),
      person: text,
      company: text,
      consent: z.boolean(),
      featured: z.boolean(),
      sample: z.boolean().optional(),
    },
    words: ['home:work.quotes.{id}.text', 'home:work.quotes.{id}.role'],
    mayBeEmpty: true,
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
    },
    words: ['demo:demo.kpis.{id}'],
  },
  'revenue.yaml': { fields: { id, month: z.int().min(1).max(12), value: z.int().min(0) } },
  'demo-summary.yaml': {
    fields: {
      id,
      value: z.number().min(0),
      unit: ENUMS.SummaryUnit,
      per: z.int().min(1).optional(),
    },
    words: ['demo:demo.summary.{id}'],
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
  typeName: yamlTypeName(file),
  shape: 'id' in spec.fields ? ('list' as const) : ('object' as const),
  ...spec,
}));
export type ContentFile = (typeof CONTENT_FILES)[number];

/** Each entry's `key` once in a list: the one check of duplicated ids (and codes), run even when
 * other fields of the list are wrong. */
const unique = (key: string) =>
  z.superRefine<unknown[]>(
    (list, ctx) => {
      if (!Array.isArray(list)) return;
      const values = list.map((item) => (item as Record<string, unknown> | null)?.[key]);
      values.forEach((value, index) => {
        if (typeof value === 'string' && values.indexOf(value) < index)
          ctx.addIssue({
            code: 'custom',
            path: [index, key],
            message: `the ${key} is used twice in this file`,
          });
      });
    },
    { when: () => true },
  );

/** The schema of a YAML file: its object, or its list of entries with unique ids. */
export function fileSchema({ shape, fields, check, mayBeEmpty }: ContentFile): z.ZodType {
  const strict = z.strictObject(fields);
  // A file's rules across fields run even when a field is wrong, each naming its own field.
  const entry = check
    ? strict.check(z.superRefine<Entry>((value, ctx) => check(value, ctx), { when: () => true }))
    : strict;
  if (shape === 'object') return entry;
  return z
    .array(entry)
    .min(mayBeEmpty ? 0 : 1)
    .check(unique('id'));
}

/** A property of an entry's JSON Schema, as the GraphQL types and the editor's fields read it. */
interface JsonProperty {
  type?: string;
  contentMediaType?: string;
  /** The list file whose entry ids the field holds. */
  references?: string;
  $ref?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
}

export function entryJsonSchema(spec: ContentFile) {
  type Entry = { properties: Record<string, JsonProperty>; required: string[] };
  const json = z.toJSONSchema(fileSchema(spec)) as Partial<Entry> & {
    items?: Entry;
    $defs?: Record<string, { enum: string[] }>;
  };
  const { properties = {}, required = [] } = json.items ?? json;
  return { properties, required, $defs: json.$defs ?? {} };
}

/** The fields of a file that name a picture. */
export const pictureFields = (spec: ContentFile) =>
  Object.entries(entryJsonSchema(spec).properties)
    .filter(([, property]) => property.contentMediaType)
    .map(([name]) => name);

/** The fields of a file that hold another list file's entry ids: [field, that file]. */
export const referenceFields = (spec: ContentFile) =>
  Object.entries(entryJsonSchema(spec).properties).flatMap(([name, property]) =>
    property.references ? [[name, property.references] as const] : [],
  );

/** Any locale file: nested objects and lists of texts (the JSON Schema editors get). */
const anyWords: z.ZodType = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), z.array(z.string()), anyWords])),
);

// Built from the Italian file: same keys, each a non-empty text with the Italian's placeholders.
export function localeSchema(reference: unknown): z.ZodType {
  if (Array.isArray(reference)) {
    const items = reference.map((item) => localeSchema(item));
    return z.tuple(items as [z.ZodType, ...z.ZodType[]]);
  }
  if (typeof reference === 'object' && reference !== null) {
    const entries = Object.entries(reference).map(([name, value]) => [name, localeSchema(value)]);
    return z.strictObject(Object.fromEntries(entries));
  }
  const rules = wordRules(typeof reference === 'string' ? reference : '');
  return ruled(
    rules,
    z.string().refine((value) => value.trim() !== '', 'the text is empty'),
  );
}

export const LEGAL_FRONT_MATTER = z.strictObject({
  title: ruled(LEGAL_TEXT_RULES),
  description: ruled(LEGAL_TEXT_RULES),
  // A real day (2025-02-30 is not); a value that is not text gets the check's own message.
  updated: z.iso.date({
    error: ({ code, input }) =>
      code === 'invalid_format' ? `${show(input)} should be a date written YYYY-MM-DD` : undefined,
  }),
});

const like = (pattern: RegExp, example: string) =>
  matching(pattern, (input) => `${show(input)} should look like "${example}"`);
export const PAGE_SHAPE_SCHEMA = z
  .strictObject({
    defaultLanguage: z.string(),
    languages: z
      .array(
        z.strictObject({
          code: like(/^[a-z]{2,3}$/, 'de'),
          name: text.min(1),
          flag: z.enum(Object.keys(FLAGS) as [string, ...string[]], {
            error: (issue) =>
              `${show(issue.input)} has no drawing in src/components/flags.ts (drawn: ${Object.keys(FLAGS).join(', ')}; add one there)`,
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
  .superRefine((shape, ctx) => {
    const codes = shape.languages.map((language) => language.code);
    if (!codes.includes(shape.defaultLanguage)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultLanguage'],
        message: `${show(shape.defaultLanguage)} is not one of the languages (${codes.join(', ')})`,
      });
    }
  });

// The JSON Schemas code editors validate content/ with, by file name under content/schemas/
// (committed; .vscode/settings.json maps them; `npm run check:content -- --write-schemas`).
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
