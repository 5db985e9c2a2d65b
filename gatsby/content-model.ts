/**
 * The shape of every file under content/: which fields each entry has, what each field may hold,
 * and which words each entry needs in the locale files. gatsby-node builds the GraphQL schema and
 * the build-time checks from this one description.
 */
import { FLAG_CODES } from '../src/lib/flag-codes';
import { STAT_UNITS } from '../src/lib/format';
import { ICON_NAMES } from '../src/lib/icon-names';
import {
  CHANGE_TYPES,
  CURRENCIES,
  KPI_ICON_NAMES,
  KPI_PERIODS,
  KPI_UNITS,
  SUMMARY_UNITS,
} from '../src/lib/dashboard-data';
import { LANGUAGE_CODES } from '../src/lib/languages';
import { GRADIENT_NAMES } from '../src/theme/gradients';

export type FieldKind =
  | { type: 'id' }
  | { type: 'text' }
  | { type: 'integer'; min?: number; max?: number }
  | { type: 'decimal'; min?: number; max?: number }
  | { type: 'boolean' }
  | { type: 'email' }
  | { type: 'href' }
  | { type: 'oneOf'; label: string; values: readonly string[] }
  | { type: 'sectionId' };

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
  /** Ids that must each have an entry (a list file only). */
  requiredIds?: readonly string[];
  /** Locale keys ("namespace:key") each entry needs in every language. */
  localeKeys?: (id: string) => string[];
}

/** The ids of the page's sections, the only targets a navigation link may have. */
export const SECTION_IDS = ['about', 'demo', 'services', 'contact'] as const;

const id: FieldSpec = { kind: { type: 'id' } };
const icon: FieldSpec = { kind: { type: 'oneOf', label: 'icon', values: ICON_NAMES } };
const figure: Record<string, FieldSpec> = {
  value: { kind: { type: 'integer', min: 0 } },
  unit: { kind: { type: 'oneOf', label: 'unit', values: STAT_UNITS } },
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
    },
  },
  {
    file: 'languages.yaml',
    typeName: 'LanguagesYaml',
    shape: 'list',
    fields: {
      id: { kind: { type: 'oneOf', label: 'language code', values: LANGUAGE_CODES } },
      name: { kind: { type: 'text' } },
      flag: { kind: { type: 'oneOf', label: 'flag', values: FLAG_CODES } },
    },
    requiredIds: LANGUAGE_CODES,
  },
  {
    file: 'navigation.yaml',
    typeName: 'NavigationYaml',
    shape: 'list',
    fields: { id, target: { kind: { type: 'sectionId' } } },
    localeKeys: (entry) => [`common:nav.links.${entry}`],
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
      gradient: { kind: { type: 'oneOf', label: 'gradient', values: GRADIENT_NAMES } },
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
      icon: { kind: { type: 'oneOf', label: 'KPI icon', values: KPI_ICON_NAMES } },
      value: { kind: { type: 'decimal', min: 0 } },
      unit: { kind: { type: 'oneOf', label: 'KPI unit', values: KPI_UNITS } },
      change: { kind: { type: 'decimal', min: 0 } },
      changeType: { kind: { type: 'oneOf', label: 'change type', values: CHANGE_TYPES } },
      period: { kind: { type: 'oneOf', label: 'period', values: KPI_PERIODS } },
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
      unit: { kind: { type: 'oneOf', label: 'summary unit', values: SUMMARY_UNITS } },
      per: { kind: { type: 'integer', min: 1 }, optional: true },
    },
    localeKeys: (entry) => [`demo:demo.summary.${entry}`],
  },
  {
    file: 'demo-dashboard.yaml',
    typeName: 'DemoDashboardYaml',
    shape: 'object',
    fields: {
      currency: { kind: { type: 'oneOf', label: 'currency', values: CURRENCIES } },
      updatedMinutesAgo: { kind: { type: 'integer', min: 0 } },
    },
  },
];
