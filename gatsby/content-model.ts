// The one zod schema of content/: the check, GraphQL types, editor config and JSON Schemas derive from it.
import { z } from 'zod';
import { FLAGS } from '../src/components/flags';
import { GRADIENTS } from '../src/theme/gradients';
import { markupIn, markupProblem } from './markup';

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

const noMarkup = (value: string, ctx: z.RefinementCtx) => {
  const markup = markupIn(value);
  if (markup) ctx.addIssue({ code: 'custom', message: markupProblem(markup) });
};
const text = z.string().superRefine(noMarkup);
const matching = (pattern: RegExp, error: (input: unknown) => string) =>
  z.string().regex(pattern, { error: (issue) => error(issue.input) });

const id = matching(
  /^[a-z0-9]+(-[a-z0-9]+)*$/,
  (input) =>
    `${show(input)} is not a valid id (use lowercase letters, digits and hyphens, e.g. "web-apps")`,
);
const email = matching(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, (i) => `${show(i)} is not an e-mail address`);
const href = matching(
  /^(#|\/|https?:\/\/|mailto:)/,
  (input) => `${show(input)} should start with #, /, https://, or mailto:`,
);
const figure = { value: z.int().min(0), unit: ENUMS.StatUnit, signed: z.boolean().optional() };

/** Where the editor's uploads go, under content/: pictures reach the page only through sharp. */
export const IMAGES_FOLDER = 'images';
/** The picture formats sharp reads (SVG refused: it could run scripts), by lowercase file name and,
 * in the content check, by probe-image-size's name for the bytes; the editor refuses the rest. */
export const PICTURE_EXTENSIONS = ['avif', 'gif', 'jpeg', 'jpg', 'png', 'webp'];
// A picture's path from the YAML file, as the editor's image field writes it; its JSON Schema's
// contentMediaType makes it a File in GraphQL and an image field in the editor.
const picture = matching(
  new RegExp(`^${IMAGES_FOLDER}/[^/\\\\]+\\.(${PICTURE_EXTENSIONS.join('|')})$`),
  (input) =>
    `${show(input)} should be a picture in content/${IMAGES_FOLDER}/ (${PICTURE_EXTENSIONS.join(', ')}), e.g. "${IMAGES_FOLDER}/team.jpg"`,
).meta({ contentMediaType: 'image/*' });

// The YAML files of content/: their fields, and the locale keys ("namespace:key", `{id}` for the
// entry's id) each entry needs in every language. A file whose entries have an id is a list.
const FILES: Record<string, { fields: z.ZodRawShape; words?: string[] }> = {
  'site.yaml': {
    fields: {
      name: text,
      email,
      copyrightYear: z.int().min(2000).max(2100),
      teamPicture: picture,
      areaServed: text,
      // The data controller the legal pages name: registered name and address.
      legalName: text,
      address: text,
    },
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
  'projects.yaml': {
    fields: { id, picture, stack: text, sample: z.boolean().optional() },
    words: ['client', 'challenge', 'built', 'outcome', 'alt'].map(
      (key) => `home:work.projects.{id}.${key}`,
    ),
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

/** The schema of a YAML file: its object, or its list of entries (ids unique: content-check.ts). */
export function fileSchema({ shape, fields }: ContentFile): z.ZodType {
  const entry = z.strictObject(fields);
  return shape === 'object' ? entry : z.array(entry).min(1);
}

/** A property of an entry's JSON Schema, as the GraphQL types and the editor's fields read it. */
interface JsonProperty {
  type?: string;
  contentMediaType?: string;
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

/** A {{placeholder}} in a text, which the page fills in: every translation keeps the Italian's. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([\w.]+)\s*\}\}/g;

export const placeholders = (value: string): string =>
  [...value.matchAll(PLACEHOLDER_PATTERN)]
    .map((match) => `{{${match[1]}}}`)
    .sort()
    .join(' ');

/** Any locale file: nested objects and lists of texts (the JSON Schema editors get). */
const anyWords: z.ZodType = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), z.array(z.string()), anyWords])),
);

// Built from the Italian file: same keys, each a non-empty text without markup, same placeholders.
export function localeSchema(reference: unknown): z.ZodType {
  if (Array.isArray(reference)) {
    const items = reference.map((item) => localeSchema(item));
    return z.tuple(items as [z.ZodType, ...z.ZodType[]]);
  }
  if (typeof reference === 'object' && reference !== null) {
    const entries = Object.entries(reference).map(([name, value]) => [name, localeSchema(value)]);
    return z.strictObject(Object.fromEntries(entries));
  }
  const expected = typeof reference === 'string' ? placeholders(reference) : '';
  return z.string().superRefine((value, ctx) => {
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: 'the text is empty' });
    noMarkup(value, ctx);
    const found = placeholders(value);
    if (found !== expected) {
      ctx.addIssue({
        code: 'custom',
        message: `placeholders ${found || 'none'} differ from the Italian ${expected || 'none'}`,
      });
    }
  });
}

export const LEGAL_FRONT_MATTER = z.strictObject({
  title: text,
  description: text,
  // A real day (2025-02-30 is not); a value that is not text gets the check's own message.
  updated: z.iso.date({
    error: ({ code, input }) =>
      code === 'invalid_format' ? `${show(input)} should be a date written YYYY-MM-DD` : undefined,
  }),
});

const like = (pattern: RegExp, example: string) =>
  matching(pattern, (input) => `${show(input)} should look like "${example}"`);
const unique = (list: readonly { [key: string]: unknown }[], key: string, ctx: z.RefinementCtx) =>
  list.forEach((item, index) => {
    if (list.findIndex((other) => other[key] === item[key]) < index) {
      ctx.addIssue({ code: 'custom', path: [index, key], message: 'used twice' });
    }
  });

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
      .superRefine((list, ctx) => unique(list, 'code', ctx)),
    sections: z
      .array(
        z.strictObject({
          id: like(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'testimonials'),
          component: like(/^[A-Z][A-Za-z0-9]*$/, 'Testimonials'),
          interactive: z.boolean().optional(),
          nav: z.boolean(),
        }),
      )
      .min(1)
      .superRefine((list, ctx) => unique(list, 'id', ctx)),
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
