// Every figure the page shows, written with Intl at build time: a page's first Intl formatter loads
// the locale data, a long task on a phone if hydration had to do it.
import {
  formatChange,
  formatCurrency,
  formatKpiValue,
  formatMinutesAgo,
  formatMonth,
  formatSummaryFigure,
} from '../src/lib/dashboard-format';
import { formatStat } from '../src/lib/format';
import type { StatFigure } from '../src/lib/format';
import { toLanguageCode } from '../src/lib/languages';
import type { LanguageCode } from '../src/lib/languages';

type Kpi = Pick<Queries.KpisYaml, 'value' | 'unit' | 'change' | 'changeType'>;
type RevenuePoint = Pick<Queries.RevenueYaml, 'month' | 'value'>;
type SummaryFigure = Pick<Queries.DemoSummaryYaml, 'value' | 'unit' | 'per'>;
/** What a resolver needs of Gatsby's context: the dashboard's currency, from its node. */
export interface FigureContext {
  nodeModel: { findOne(args: { type: string; query: object }): Promise<unknown> };
}

const dashboardCurrency = async ({ nodeModel }: FigureContext) => {
  const dashboard = (await nodeModel.findOne({ type: 'DemoDashboardYaml', query: {} })) as {
    currency?: string;
  } | null;
  return dashboard?.currency ?? 'EUR';
};

/** A String field taking the page's language: `display(language: $language)`. */
function written<Source>(
  write: (
    source: Source,
    language: LanguageCode,
    context: FigureContext,
  ) => string | Promise<string>,
) {
  return {
    type: 'String!',
    args: { language: 'String!' },
    resolve: (source: Source, { language }: { language: string }, context: FigureContext) =>
      write(source, toLanguageCode(language), context),
  };
}

export function contentResolvers() {
  const stat = written<StatFigure>(formatStat);
  return {
    HeroStatsYaml: { display: stat },
    AboutBadgesYaml: { display: stat },
    KpisYaml: {
      display: written<Kpi>(async (kpi, language, context) =>
        formatKpiValue(kpi.value, kpi.unit, language, await dashboardCurrency(context)),
      ),
      changeDisplay: written<Kpi>((kpi, language) =>
        formatChange(kpi.change, kpi.changeType, language),
      ),
    },
    RevenueYaml: {
      display: written<RevenuePoint>(async (point, language, context) =>
        formatCurrency(point.value, language, await dashboardCurrency(context)),
      ),
      monthName: written<RevenuePoint>((point, language) =>
        formatMonth(point.month, language, 'long'),
      ),
    },
    DemoSummaryYaml: { display: written<SummaryFigure>(formatSummaryFigure) },
    DemoDashboardYaml: {
      updatedDisplay: written<Pick<Queries.DemoDashboardYaml, 'updatedMinutesAgo'>>(
        (dashboard, language) => formatMinutesAgo(dashboard.updatedMinutesAgo, language),
      ),
    },
  };
}
