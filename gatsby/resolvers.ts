// Every figure the page shows, written with Intl at build time: a page's first Intl formatter loads
// locale data, a long task on a phone if hydration had to do it.
import * as demo from '../src/lib/dashboard-format';
import { formatOffice, formatShareCapital } from '../src/lib/company';
import type { CompanyFacts, CompanyOffice } from '../src/lib/company';
import { formatStat } from '../src/lib/format';
import { type LanguageCode, toLanguageCode } from '../src/lib/languages';
import { formatPriceAmount, type Price } from '../src/lib/price';
import { renderMarkdown } from './markdown';
import { inLanguage, type Words } from './schema';

type Kpi = Pick<Queries.KpisYaml, 'value' | 'unit' | 'change' | 'changeType'>;
type RevenuePoint = Pick<Queries.RevenueYaml, 'month' | 'value'>;
/** What the resolvers need of Gatsby's context: the dashboard's node, for its currency. */
export interface FigureContext {
  nodeModel: { findOne(args: { type: string; query: object }): Promise<unknown> };
}

// demo-dashboard.yaml and its currency are required: the content check stops a build without them.
const currencyOf = async ({ nodeModel }: FigureContext) =>
  ((await nodeModel.findOne({ type: 'DemoDashboardYaml', query: {} })) as { currency: string })
    .currency;

// site.yaml and its currency are required too.
const siteCurrencyOf = async ({ nodeModel }: FigureContext) =>
  ((await nodeModel.findOne({ type: 'SiteYaml', query: {} })) as { currency: string }).currency;

type Text = string | Promise<string>;
type Write<Source> = (source: Source, language: LanguageCode, context: FigureContext) => Text;
/** A String field taking the page's language: `display(language: $language)`. */
const written = <Source>(write: Write<Source>) => ({
  type: 'String!',
  args: { language: 'String!' },
  resolve: (source: Source, args: { language: string }, context: FigureContext) =>
    write(source, toLanguageCode(args.language), context),
});

export function contentResolvers() {
  const stat = written(formatStat);
  return {
    HeroStatsYaml: { display: stat },
    AboutBadgesYaml: { display: stat },
    KpisYaml: {
      display: written<Kpi>(async (kpi, language, context) =>
        demo.formatKpiValue(kpi.value, kpi.unit, language, await currencyOf(context)),
      ),
      changeDisplay: written<Kpi>((kpi, language) =>
        demo.formatChange(kpi.change, kpi.changeType, language),
      ),
    },
    RevenueYaml: {
      display: written<RevenuePoint>(async (point, language, context) =>
        demo.formatCurrency(point.value, language, await currencyOf(context)),
      ),
      monthName: written<RevenuePoint>((point, language) =>
        demo.formatMonth(point.month, language, 'long'),
      ),
    },
    DemoSummaryYaml: { display: written(demo.formatSummaryFigure) },
    EngagementsYaml: {
      priceDisplay: written<Price>(async (price, language, context) =>
        formatPriceAmount(price, language, await siteCurrencyOf(context)),
      ),
    },
    // The answer's Markdown as HTML, rendered here so no Markdown code reaches the browser.
    QuestionsYaml: {
      answerHtml: written<{ answer: Words }>(({ answer }, language) =>
        renderMarkdown(inLanguage(answer, language)),
      ),
    },
    CompanyYaml: {
      officeDisplay: written<CompanyOffice>(formatOffice),
      // Empty for a company that states no capital (a sole trader, a partnership).
      shareCapitalDisplay: written<Pick<CompanyFacts, 'shareCapital'>>(
        ({ shareCapital }, language) =>
          shareCapital ? formatShareCapital(shareCapital, language) : '',
      ),
    },
    DemoDashboardYaml: {
      updatedDisplay: written<Pick<Queries.DemoDashboardYaml, 'updatedMinutesAgo'>>(
        ({ updatedMinutesAgo }, language) => demo.formatMinutesAgo(updatedMinutesAgo, language),
      ),
    },
  };
}
