/**
 * The page's facts as the tests expect them: read from the real YAML files under content/ and
 * shaped the way the page query gives them to the components, so no test spells out a figure, an
 * id or a name an editor may change.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { CONTENT_FILES, entryJsonSchema, type JsonProperty } from '../../gatsby/content-model';
import { inLanguage } from '../../gatsby/schema';
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
import { formatPriceAmount } from '../lib/price';
import { renderMarkdown } from '../../gatsby/markdown';
import type { StatFigure } from '../lib/format';
import { DEFAULT_LANGUAGE } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { SECTIONS } from '../lib/page-shape';
import { CONTENT_DIR } from './content-dir';
import { loadResources } from './locales';

type Query = Queries.IndexPageQuery;
type Node<List extends { readonly nodes: ReadonlyArray<unknown> }> = List['nodes'][number];

/** Words a visitor reads, as an entry holds them: one text per language of page-shape.json. */
export type Words = Readonly<Record<LanguageCode, string>>;

/**
 * What the page query gives of an entry, with the fields it reads in the page's language
 * (`title(language: $language)`) as content holds them instead: every language side by side.
 */
type WithWords<Queried, Field extends keyof Queried> = Omit<Queried, Field> & {
  readonly [Name in Field]: Queried[Name] extends string ? Words : ReadonlyArray<Words>;
};

/** An entry of a figure file as content holds it (the page query gives its `display`). */
type FigureEntry = { readonly key: string; readonly label: Words } & StatFigure;

/** A project's client's words as content holds them, with whether they may show. */
type QuoteEntry = WithWords<Queries.ClientQuoteFragment, 'text' | 'role'> &
  Pick<Queries.ProjectsYamlQuote, 'consent' | 'featured'>;

/** Each list file under content/, by the shape of one of its entries. */
export interface ContentLists {
  'footer-links.yaml': WithWords<Node<Query['allFooterLinksYaml']>, 'label'>;
  'hero-stats.yaml': FigureEntry;
  'values.yaml': WithWords<Node<Query['allValuesYaml']>, 'title' | 'description'>;
  'about-badges.yaml': FigureEntry;
  'services.yaml': WithWords<Node<Query['allServicesYaml']>, 'title' | 'description' | 'features'>;
  'projects.yaml': WithWords<
    Node<Query['featuredProjects']>,
    'client' | 'title' | 'outcome' | 'alt'
  > &
    Pick<Queries.ProjectsYaml, 'featured'> & { readonly quote: QuoteEntry | null };
  'kpis.yaml': WithWords<Omit<Node<Query['allKpisYaml']>, 'display' | 'changeDisplay'>, 'label'> &
    Pick<Queries.KpisYaml, 'value' | 'unit' | 'change'>;
  'revenue.yaml': Omit<Node<Query['allRevenueYaml']>, 'monthName' | 'display'>;
  'demo-summary.yaml': WithWords<Omit<Node<Query['allDemoSummaryYaml']>, 'display'>, 'label'> &
    Pick<Queries.DemoSummaryYaml, 'value' | 'unit' | 'per'>;
  'engagements.yaml': WithWords<
    Omit<Node<Query['allEngagementsYaml']>, 'priceDisplay'>,
    'title' | 'summary' | 'includes' | 'duration'
  > &
    Pick<Queries.EngagementsYaml, 'priceFrom'>;
  'process-steps.yaml': WithWords<Node<Query['allProcessStepsYaml']>, 'title' | 'description'> & {
    readonly duration: Words | null;
  };
  'questions.yaml': WithWords<Omit<Node<Query['allQuestionsYaml']>, 'answerHtml'>, 'question'> & {
    readonly answer: Words;
  };
  'clients.yaml': Node<Query['consentedClients']> & Pick<Queries.ClientsYaml, 'consent'>;
}

/** Each single-object file under content/. */
export interface ContentObjects {
  'site.yaml': NonNullable<Query['siteYaml']>;
  'company.yaml': Omit<NonNullable<Query['companyYaml']>, 'officeDisplay' | 'shareCapitalDisplay'> &
    Pick<Queries.CompanyYaml, 'shareCapital'>;
  'demo-dashboard.yaml': Omit<NonNullable<Query['demoDashboardYaml']>, 'updatedDisplay'> &
    Pick<Queries.DemoDashboardYaml, 'updatedMinutesAgo'>;
}

function contentFile(file: string, shape: 'list' | 'object') {
  const spec = CONTENT_FILES.find((candidate) => candidate.file === file);
  if (!spec || spec.shape !== shape) {
    throw new Error(`content/${file} is not a ${shape} file of the content model`);
  }
  const text = fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8').replace(/^\uFEFF/, '');
  return { data: yaml.load(text), properties: entryJsonSchema(spec).properties };
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
 * An entry's fields as GraphQL answers them (gatsby/schema.ts), each described by the content
 * model: an absent optional field is null, an entry's YAML "id" is queried as "key", a picture as
 * its image data, an object inside the entry (a project's quote, its pictures) alike; words stay as
 * content holds them, `{ it, en, fr }`, read in a language by sectionData (or by a test).
 */
function asQueried(
  where: string,
  properties: Record<string, JsonProperty>,
  value: unknown,
  isEntry: boolean,
): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${where}: expected "field: value" lines`);
  }
  const values = new Map(Object.entries(value));
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      isEntry && name === 'id' ? 'key' : name,
      queriedField(`${where} › ${name}`, property, values.get(name) ?? null),
    ]),
  );
}

function queriedField(where: string, property: JsonProperty, value: unknown): unknown {
  if (value === null || property.translated) return value;
  if (property.contentMediaType) return queriedPicture(String(value));
  if (property.type === 'object') return asQueried(where, property.properties ?? {}, value, false);
  const item = property.items;
  if (item && Array.isArray(value))
    return value.map((each, index) => queriedField(`${where} › ${index + 1}`, item, each));
  return value;
}

/**
 * The entries of a list file under content/, in order, shaped as the page query gives them, with
 * their words in every language.
 */
export function contentList<File extends keyof ContentLists>(file: File): ContentLists[File][] {
  const { data, properties } = contentFile(file, 'list');
  if (!Array.isArray(data)) throw new Error(`content/${file} holds no list`);
  const entries = data.map((entry, index) =>
    asQueried(`content/${file} › ${index + 1}`, properties, entry, true),
  );
  // Read as the content model describes it, which the generated types describe too (gatsby/schema.ts).
  return entries as unknown as ContentLists[File][];
}

/** A single-object file under content/, shaped as the page query gives it. */
export function contentObject<File extends keyof ContentObjects>(file: File): ContentObjects[File] {
  const { data, properties } = contentFile(file, 'object');
  return asQueried(`content/${file}`, properties, data, true) as unknown as ContentObjects[File];
}

/**
 * An entry's words in one language, exactly as content holds them, for a test to expect: throws
 * where that language has no text, so a test never expects an empty or a borrowed one.
 */
export function entryWord(language: LanguageCode, words: Words): string {
  const text = words[language];
  if (typeof text !== 'string' || text.trim() === '') {
    throw new Error(`no ${language} text in ${JSON.stringify(words)}`);
  }
  return text;
}

/** Words read in the page's language as the page query reads them: the build's own resolver. */
function inPageLanguage(words: Words, language: LanguageCode): string {
  const text = inLanguage(words, language);
  if (typeof text !== 'string') throw new Error('a text read as a list');
  return text;
}

/** A figure file's entries as the page query gives them: written by the build (gatsby/resolvers.ts). */
function displayedFigures(figures: readonly FigureEntry[], language: LanguageCode) {
  return figures.map((figure) => ({
    key: figure.key,
    display: formatStat(figure, language),
    label: inPageLanguage(figure.label, language),
  }));
}

/** The demo's entries as the page query gives them, with the figures the build writes (gatsby/resolvers.ts). */
function demoData(language: LanguageCode) {
  const dashboard = contentObject('demo-dashboard.yaml');
  const { currency } = dashboard;
  return {
    allKpisYaml: {
      nodes: contentList('kpis.yaml').map((kpi) => ({
        ...kpi,
        label: inPageLanguage(kpi.label, language),
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
        label: inPageLanguage(figure.label, language),
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

/** The page's own sentences as the i18n plugin's locale nodes: its language's only. */
function localeNodes(language: LanguageCode): Query['locales'] {
  return {
    edges: Object.entries(loadResources()[language] ?? {}).map(([ns, data]) => ({
      node: { ns, data: JSON.stringify(data), language },
    })),
  };
}

/** The public address the tests give the site. */
export const TEST_SITE_URL = 'https://www.example.com';

/** The page query's data for a language, built from content/ as the build builds it. */
export function sectionData(language: LanguageCode = DEFAULT_LANGUAGE): Query {
  const say = (words: Words) => inPageLanguage(words, language);
  const footerLinks = contentList('footer-links.yaml').map((link) => ({
    ...link,
    label: say(link.label),
  }));
  const privacy = footerLinks.find((link) => link.key === 'privacy');
  const projects = contentList('projects.yaml');
  return {
    locales: localeNodes(language),
    site: { siteMetadata: { siteUrl: TEST_SITE_URL } },
    siteYaml: contentObject('site.yaml'),
    companyYaml: companyData(language),
    allFooterLinksYaml: { nodes: footerLinks },
    allHeroStatsYaml: { nodes: displayedFigures(contentList('hero-stats.yaml'), language) },
    allValuesYaml: {
      nodes: contentList('values.yaml').map((value) => ({
        ...value,
        title: say(value.title),
        description: say(value.description),
      })),
    },
    allAboutBadgesYaml: { nodes: displayedFigures(contentList('about-badges.yaml'), language) },
    ...demoData(language),
    allServicesYaml: {
      nodes: contentList('services.yaml').map((service) => ({
        ...service,
        title: say(service.title),
        description: say(service.description),
        features: service.features.map(say),
      })),
    },
    featuredProjects: {
      nodes: projects
        .filter((project) => project.featured)
        .map((project) => ({
          ...project,
          client: say(project.client),
          title: say(project.title),
          outcome: say(project.outcome),
          alt: say(project.alt),
        })),
    },
    // The projects whose client's words may show on the home page: featured, and with consent.
    featuredQuotes: {
      nodes: projects.flatMap(({ key, quote }) =>
        quote?.featured && quote.consent
          ? [{ key, quote: { ...quote, text: say(quote.text), role: say(quote.role) } }]
          : [],
      ),
    },
    privacyLink: privacy ? { href: privacy.href } : null,
    ...sellingData(language),
  };
}

/** Clients, prices, steps and questions as the page query gives them (gatsby/resolvers.ts). */
function sellingData(language: LanguageCode) {
  const say = (words: Words) => inPageLanguage(words, language);
  const { currency } = contentObject('site.yaml');
  const engagements = contentList('engagements.yaml').map((engagement) => ({
    ...engagement,
    title: say(engagement.title),
    summary: say(engagement.summary),
    includes: engagement.includes.map(say),
    duration: say(engagement.duration),
    priceDisplay: formatPriceAmount(engagement, language, currency),
  }));
  return {
    consentedClients: { nodes: contentList('clients.yaml').filter((client) => client.consent) },
    allEngagementsYaml: { nodes: engagements },
    offeredEngagements: { nodes: engagements },
    allProcessStepsYaml: {
      nodes: contentList('process-steps.yaml').map((step) => ({
        ...step,
        title: say(step.title),
        description: say(step.description),
        duration: step.duration ? say(step.duration) : null,
      })),
    },
    allQuestionsYaml: {
      nodes: contentList('questions.yaml').map((question) => ({
        ...question,
        question: say(question.question),
        answerHtml: renderMarkdown(say(question.answer)),
      })),
    },
  };
}

/** The ids of the sections the navigation bar links to, in page order (page-shape.json). */
export const NAV_TARGETS: readonly string[] = SECTIONS.filter((section) => section.nav).map(
  (section) => section.id,
);
