/**
 * The page's facts as the tests expect them: read from the real YAML files under content/ and
 * shaped the way the page query gives them to the components, so no test spells out a figure, an
 * id or a name an editor may change.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { CONTENT_FILES, pictureFields } from '../../gatsby/content-model';
import {
  formatChange,
  formatCurrency,
  formatKpiValue,
  formatMinutesAgo,
  formatMonth,
  formatSummaryFigure,
} from '../lib/dashboard-format';
import { formatOffice, formatShareCapital } from '../lib/company';
import { formatStat } from '../lib/format';
import type { StatFigure } from '../lib/format';
import { DEFAULT_LANGUAGE } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { SECTIONS } from '../lib/page-shape';
import { CONTENT_DIR } from './content-dir';
import { loadResources } from './locales';

type Query = Queries.IndexPageQuery;
type Node<List extends { readonly nodes: ReadonlyArray<unknown> }> = List['nodes'][number];

/** An entry of a figure file as content holds it (the page query gives only its `display`). */
export type FigureEntry = { readonly key: string } & StatFigure;

type Kpi = Node<Query['allKpisYaml']> & Pick<Queries.KpisYaml, 'value' | 'unit' | 'change'>;
type SummaryFigure = Node<Query['allDemoSummaryYaml']> &
  Pick<Queries.DemoSummaryYaml, 'value' | 'unit' | 'per'>;
type Dashboard = NonNullable<Query['demoDashboardYaml']> &
  Pick<Queries.DemoDashboardYaml, 'updatedMinutesAgo'>;

/** Each list file under content/, by the shape of one of its entries. */
export interface ContentLists {
  'footer-links.yaml': Node<Query['allFooterLinksYaml']>;
  'hero-stats.yaml': FigureEntry;
  'values.yaml': Node<Query['allValuesYaml']>;
  'about-badges.yaml': FigureEntry;
  'services.yaml': Node<Query['allServicesYaml']>;
  'projects.yaml': Node<Query['featuredProjects']> & Pick<Queries.ProjectsYaml, 'featured'>;
  'project-pictures.yaml': Node<Queries.CaseStudyPageQuery['pictures']> &
    Pick<Queries.ProjectPicturesYaml, 'project'>;
  'quotes.yaml': Node<Query['featuredQuotes']> &
    Pick<Queries.QuotesYaml, 'project' | 'consent' | 'featured'>;
  'kpis.yaml': Kpi;
  'revenue.yaml': Node<Query['allRevenueYaml']>;
  'demo-summary.yaml': SummaryFigure;
}

/** Each single-object file under content/. */
export interface ContentObjects {
  'site.yaml': NonNullable<Query['siteYaml']>;
  'company.yaml': Omit<NonNullable<Query['companyYaml']>, 'officeDisplay' | 'shareCapitalDisplay'> &
    Pick<Queries.CompanyYaml, 'shareCapital'>;
  'demo-dashboard.yaml': Dashboard;
}

function readYaml(file: string, shape: 'list' | 'object'): unknown {
  const spec = CONTENT_FILES.find((candidate) => candidate.file === file);
  if (!spec || spec.shape !== shape) {
    throw new Error(`content/${file} is not a ${shape} file of the content model`);
  }
  const text = fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8').replace(/^\uFEFF/, '');
  return yaml.load(text);
}

/**
 * A picture field as the page query gives it: the widths the build writes, in AVIF and WebP, at the
 * cards' 1.6 aspect ratio (full width: gatsby-plugin-image gives a width of 1 and the height per it).
 */
export function queriedPicture(file: string) {
  const name = path.basename(file).replace(/\.\w+$/, '');
  const srcSet = (format: string) =>
    [400, 800].map((width) => `/static/test/${width}/${name}.${format} ${width}w`).join(',');
  return {
    childImageSharp: {
      gatsbyImageData: {
        layout: 'fullWidth' as const,
        width: 1,
        height: 0.625,
        backgroundColor: '#4848e8',
        images: {
          fallback: { src: `/static/test/800/${name}.jpg`, sizes: '100vw' },
          sources: ['avif', 'webp'].map((format) => ({
            type: `image/${format}`,
            srcSet: srcSet(format),
            sizes: '100vw',
          })),
        },
      },
    },
  };
}

/**
 * Every field of the content model, as GraphQL answers: an absent optional field is null, a
 * YAML "id" is queried as "key" (gatsby/schema.ts) and a picture as its image data.
 */
function asQueried(file: string, entry: unknown): Record<string, unknown> {
  const spec = CONTENT_FILES.find((candidate) => candidate.file === file);
  if (!spec || typeof entry !== 'object' || entry === null) {
    throw new Error(`content/${file}: expected "field: value" lines`);
  }
  const values = entry as Record<string, unknown>;
  const pictures = pictureFields(spec);
  return Object.fromEntries(
    Object.keys(spec.fields).map((name) => {
      const value = values[name] ?? null;
      const queried = pictures.includes(name) && value ? queriedPicture(String(value)) : value;
      return [name === 'id' ? 'key' : name, queried];
    }),
  );
}

/** The entries of a list file under content/, in order, shaped as the page query gives them. */
export function contentList<File extends keyof ContentLists>(file: File): ContentLists[File][] {
  const entries = readYaml(file, 'list');
  if (!Array.isArray(entries)) throw new Error(`content/${file} holds no list`);
  return entries.map((entry) => asQueried(file, entry) as unknown as ContentLists[File]);
}

/** A single-object file under content/, shaped as the page query gives it. */
export function contentObject<File extends keyof ContentObjects>(file: File): ContentObjects[File] {
  return asQueried(file, readYaml(file, 'object')) as unknown as ContentObjects[File];
}

/** A figure file's entries as the page query gives them: written by the build (gatsby/resolvers.ts). */
export function displayedFigures(figures: readonly FigureEntry[], language: LanguageCode) {
  return figures.map((figure) => ({ key: figure.key, display: formatStat(figure, language) }));
}

/** The demo's entries as the page query gives them, with the figures the build writes (gatsby/resolvers.ts). */
function demoData(language: LanguageCode) {
  const dashboard = contentObject('demo-dashboard.yaml');
  const { currency } = dashboard;
  return {
    allKpisYaml: {
      nodes: contentList('kpis.yaml').map((kpi) => ({
        ...kpi,
        display: formatKpiValue(kpi.value, kpi.unit, language, currency),
        changeDisplay: formatChange(kpi.change, kpi.changeType, language),
      })),
    },
    allRevenueYaml: {
      nodes: contentList('revenue.yaml').map((point) => ({
        ...point,
        monthName: formatMonth(point.month, language, 'long'),
        display: formatCurrency(point.value, language, currency),
      })),
    },
    allDemoSummaryYaml: {
      nodes: contentList('demo-summary.yaml').map((figure) => ({
        ...figure,
        display: formatSummaryFigure(figure, language),
      })),
    },
    demoDashboardYaml: {
      ...dashboard,
      updatedDisplay: formatMinutesAgo(dashboard.updatedMinutesAgo, language),
    },
  };
}

/** The company's identity as the page query gives it, with what the build writes (gatsby/resolvers.ts). */
export function companyData(language: LanguageCode = DEFAULT_LANGUAGE) {
  const company = contentObject('company.yaml');
  return {
    ...company,
    officeDisplay: formatOffice(company, language),
    shareCapitalDisplay: company.shareCapital
      ? formatShareCapital(company.shareCapital, language)
      : '',
  };
}

/** The site's translations as the i18n plugin's locale nodes: the page's language and the default. */
function localeNodes(language: LanguageCode): Query['locales'] {
  const resources = loadResources();
  const languages = [...new Set([language, DEFAULT_LANGUAGE])];
  return {
    edges: languages.flatMap((code) =>
      Object.entries(resources[code] ?? {}).map(([ns, data]) => ({
        node: { ns, data: JSON.stringify(data), language: code },
      })),
    ),
  };
}

/** The public address the tests give the site. */
export const TEST_SITE_URL = 'https://www.example.com';

/** The page query's data for a language, built from content/ as the build builds it. */
export function sectionData(language: LanguageCode = DEFAULT_LANGUAGE): Query {
  const footerLinks = contentList('footer-links.yaml');
  const privacy = footerLinks.find((link) => link.key === 'privacy');
  return {
    locales: localeNodes(language),
    site: { siteMetadata: { siteUrl: TEST_SITE_URL } },
    siteYaml: contentObject('site.yaml'),
    companyYaml: companyData(language),
    allFooterLinksYaml: { nodes: footerLinks },
    allHeroStatsYaml: { nodes: displayedFigures(contentList('hero-stats.yaml'), language) },
    allValuesYaml: { nodes: contentList('values.yaml') },
    allAboutBadgesYaml: { nodes: displayedFigures(contentList('about-badges.yaml'), language) },
    ...demoData(language),
    allServicesYaml: { nodes: contentList('services.yaml') },
    featuredProjects: { nodes: contentList('projects.yaml').filter((project) => project.featured) },
    featuredQuotes: {
      nodes: contentList('quotes.yaml').filter((quote) => quote.featured && quote.consent),
    },
    privacyLink: privacy ? { href: privacy.href } : null,
  };
}

/** The ids of the sections the navigation bar links to, in page order (page-shape.json). */
export const NAV_TARGETS: readonly string[] = SECTIONS.filter((section) => section.nav).map(
  (section) => section.id,
);
