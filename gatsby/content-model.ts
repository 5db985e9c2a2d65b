/**
 * The shape of every file under content/: which fields each entry has, what each field may hold,
 * and which words each entry needs in the locale files. gatsby-node builds the GraphQL schema and
 * the build-time checks from this one description, and each fixed list of values below becomes a
 * GraphQL enum, so the page's query types (Queries.IconName, Queries.KpiUnit, ...) are exact unions.
 */
import { GRADIENTS } from '../src/theme/gradients';

/**
 * The fixed lists of values a content field may hold, by the name of the GraphQL enum (and the
 * TypeScript union `Queries.<name>`) each becomes. Values are GraphQL names: letters and digits,
 * camelCase. A component that draws or formats them takes a `Record<Queries.<name>, ...>`, so a
 * value added here fails the type check until it is drawn (npm test type-checks after the build
 * regenerates src/gatsby-types.d.ts).
 */
export const VOCABULARIES = {
  /** Card icons, drawn by src/components/Icon.tsx. */
  IconName: {
    label: 'icon',
    values: ['barChart', 'brain', 'code', 'plug', 'puzzle', 'shieldCheck', 'trendingUp', 'users'],
  },
  /** KPI card icons, drawn by src/components/KpiIcon.tsx. */
  KpiIconName: {
    label: 'KPI icon',
    values: ['activity', 'creditCard', 'euro', 'shoppingCart', 'target', 'users'],
  },
  /** Service card colours, defined in src/theme/gradients.ts. */
  GradientName: { label: 'gradient', values: Object.keys(GRADIENTS) },
  /** How a figure is written: 40 percent -> "40%", 3 multiplier -> "3x", 5 plus -> "5+". */
  StatUnit: { label: 'unit', values: ['percent', 'multiplier', 'plus', 'number'] },
  /** How a KPI value is written: 1200000 currencyCompact -> "€1.2M", 89 currency -> "€89". */
  KpiUnit: { label: 'KPI unit', values: ['currencyCompact', 'currency', 'number', 'percent'] },
  /** Whether a KPI went up or down. */
  ChangeType: { label: 'change type', values: ['positive', 'negative'] },
  /** What a KPI's change is compared with (words: demo.periods.<period>). */
  KpiPeriod: { label: 'period', values: ['month', 'quarter', 'year'] },
  /** How a summary figure is written: 95 percent -> "95%", 24 per 7 -> "24/7". */
  SummaryUnit: { label: 'summary unit', values: ['percent', 'per'] },
  /** ISO 4217 codes the dashboard may show its money in. */
  Currency: { label: 'currency', values: ['EUR', 'USD', 'GBP', 'CHF'] },
} as const satisfies Record<string, { label: string; values: readonly string[] }>;

export type VocabularyName = keyof typeof VOCABULARIES;

/**
 * What the content check accepts for the field kinds that have a format. The editor at /admin/
 * validates its fields with the same patterns (gatsby/cms/fact-fields.ts), so it refuses what the
 * build would refuse.
 */
export const FIELD_PATTERNS = {
  id: /^[a-z0-9]+(-[a-z0-9]+)*$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  href: /^(#|\/|https?:\/\/|mailto:)/,
} as const;

/** A {{placeholder}} in a text, which the page fills in: every translation keeps the Italian's. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * Locale keys ("namespace:key", e.g. "home:hero.title") whose texts may hold markup. Every other
 * text is refused by the content check when it does (gatsby/markup.ts): words are shown as
 * written, and some reach code that writes HTML. None needs markup today; a key added here must be
 * rendered by code that sanitises it, never handed as it is to innerHTML or a charting library.
 */
export const MARKUP_ALLOWED_KEYS: readonly string[] = [];

export type FieldKind =
  | { type: 'id' }
  | { type: 'text' }
  | { type: 'integer'; min?: number; max?: number }
  | { type: 'decimal'; min?: number; max?: number }
  | { type: 'boolean' }
  | { type: 'email' }
  | { type: 'href' }
  | { type: 'oneOf'; vocabulary: VocabularyName };

export interface FieldSpec {
  kind: FieldKind;
  optional?: boolean;
}

export interface ContentFileSpec {
  /** File name under content/. */
  file: string;
  /** GraphQL type gatsby-transformer-yaml creates for it. */
  typeName: string;
  /** A list of entries (each with an id) or a single object. */
  shape: 'list' | 'object';
  fields: Record<string, FieldSpec>;
  /** Locale keys ("namespace:key") each entry needs in every language. */
  localeKeys?: (id: string) => string[];
}

const id: FieldSpec = { kind: { type: 'id' } };
const oneOf = (vocabulary: VocabularyName): FieldSpec => ({ kind: { type: 'oneOf', vocabulary } });
const icon = oneOf('IconName');
const figure: Record<string, FieldSpec> = {
  value: { kind: { type: 'integer', min: 0 } },
  unit: oneOf('StatUnit'),
  signed: { kind: { type: 'boolean' }, optional: true },
};

export const CONTENT_FILES: readonly ContentFileSpec[] = [
  {
    file: 'site.yaml',
    typeName: 'SiteYaml',
    shape: 'object',
    fields: {
      name: { kind: { type: 'text' } },
      email: { kind: { type: 'email' } },
      copyrightYear: { kind: { type: 'integer', min: 2000, max: 2100 } },
      teamIcon: icon,
      areaServed: { kind: { type: 'text' } },
      /** The data controller the legal pages name (content/legal): registered name and address. */
      legalName: { kind: { type: 'text' } },
      address: { kind: { type: 'text' } },
    },
  },
  {
    file: 'footer-links.yaml',
    typeName: 'FooterLinksYaml',
    shape: 'list',
    fields: { id, href: { kind: { type: 'href' } } },
    localeKeys: (entry) => [`common:footer.links.${entry}`],
  },
  {
    file: 'hero-stats.yaml',
    typeName: 'HeroStatsYaml',
    shape: 'list',
    fields: { id, ...figure },
    localeKeys: (entry) => [`home:hero.stats.${entry}`],
  },
  {
    file: 'values.yaml',
    typeName: 'ValuesYaml',
    shape: 'list',
    fields: { id, icon },
    localeKeys: (entry) => [
      `home:about.values.${entry}.title`,
      `home:about.values.${entry}.description`,
    ],
  },
  {
    file: 'about-badges.yaml',
    typeName: 'AboutBadgesYaml',
    shape: 'list',
    fields: { id, ...figure },
    localeKeys: (entry) => [`home:about.badges.${entry}`],
  },
  {
    file: 'services.yaml',
    typeName: 'ServicesYaml',
    shape: 'list',
    fields: {
      id,
      icon,
      gradient: oneOf('GradientName'),
    },
    localeKeys: (entry) => [
      `home:services.items.${entry}.title`,
      `home:services.items.${entry}.description`,
      `home:services.items.${entry}.features.0`,
      `home:services.items.${entry}.features.1`,
      `home:services.items.${entry}.features.2`,
    ],
  },
  {
    file: 'kpis.yaml',
    typeName: 'KpisYaml',
    shape: 'list',
    fields: {
      id,
      icon: oneOf('KpiIconName'),
      value: { kind: { type: 'decimal', min: 0 } },
      unit: oneOf('KpiUnit'),
      change: { kind: { type: 'decimal', min: 0 } },
      changeType: oneOf('ChangeType'),
      period: oneOf('KpiPeriod'),
    },
    localeKeys: (entry) => [`demo:demo.kpis.${entry}`],
  },
  {
    file: 'revenue.yaml',
    typeName: 'RevenueYaml',
    shape: 'list',
    fields: {
      id,
      month: { kind: { type: 'integer', min: 1, max: 12 } },
      value: { kind: { type: 'integer', min: 0 } },
    },
  },
  {
    file: 'demo-summary.yaml',
    typeName: 'DemoSummaryYaml',
    shape: 'list',
    fields: {
      id,
      value: { kind: { type: 'decimal', min: 0 } },
      unit: oneOf('SummaryUnit'),
      per: { kind: { type: 'integer', min: 1 }, optional: true },
    },
    localeKeys: (entry) => [`demo:demo.summary.${entry}`],
  },
  {
    file: 'demo-dashboard.yaml',
    typeName: 'DemoDashboardYaml',
    shape: 'object',
    fields: {
      currency: oneOf('Currency'),
      updatedMinutesAgo: { kind: { type: 'integer', min: 0 } },
    },
  },
];
