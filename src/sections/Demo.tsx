import { useMemo } from 'react';
import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { ArrowRight, TrendingDown, TrendingUp } from 'lucide-react';
import { ButtonLink } from '../components/ButtonLink';
import { KpiIcon } from '../components/KpiIcon';
import { LazyRevenueChart } from '../components/LazyRevenueChart';
import { SectionShell } from '../components/SectionShell';
import { VisuallyHidden, visuallyHiddenRules } from '../components/VisuallyHidden';
import {
  formatChange,
  formatCurrency,
  formatKpiValue,
  formatMinutesAgo,
  formatMonth,
  formatSummaryFigure,
} from '../lib/dashboard-format';
import { toLanguageCode } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { entryText } from '../lib/entry-text';
import { sectionAnchor } from '../lib/page-shape';

interface DemoProps {
  data: Queries.DemoSectionFragment;
  /** The section's id in page-shape.json. */
  id: string;
}

/** The demo dashboard: six KPI cards, the revenue chart with its data table, three summary figures. */
export function Demo({ data, id }: DemoProps) {
  const { t, language } = useI18next();
  const locale = toLanguageCode(language);
  const currency = data.demoDashboardYaml?.currency ?? 'EUR';
  const revenue = data.allRevenueYaml.nodes;
  const points = useMemo(() => revenue.map(({ month, value }) => ({ month, value })), [revenue]);
  const first = revenue[0];
  const last = revenue[revenue.length - 1];
  const range = {
    from: first ? capitalize(formatMonth(first.month, locale, 'long'), locale) : '',
    to: last ? formatMonth(last.month, locale, 'long') : '',
  };

  return (
    <SectionShell
      id={id}
      tone="dark"
      eyebrow={t('demo.eyebrow')}
      title={t('demo.title')}
      intro={t('demo.intro')}
    >
      <Dashboard>
        <StatusBar>
          <SampleBadge>
            <Dot aria-hidden="true" />
            {t('demo.sample')}
          </SampleBadge>
          {data.demoDashboardYaml ? (
            <Updated>
              {t('demo.updated', {
                time: formatMinutesAgo(data.demoDashboardYaml.updatedMinutesAgo, locale),
              })}
            </Updated>
          ) : null}
        </StatusBar>

        <KpiGrid aria-label={t('demo.kpisLabel')}>
          {data.allKpisYaml.nodes.map((kpi) => {
            const titleId = `kpi-${kpi.key}`;
            const negative = kpi.changeType === 'negative';
            const Trend = negative ? TrendingDown : TrendingUp;
            return (
              <li key={kpi.key} data-kpi={kpi.key}>
                <KpiCard aria-labelledby={titleId}>
                  <KpiHead>
                    <KpiTitle id={titleId}>{entryText(t, 'demo.kpis', kpi.key)}</KpiTitle>
                    <KpiIconBox>
                      <KpiIcon name={kpi.icon} />
                    </KpiIconBox>
                  </KpiHead>
                  <KpiValue data-kpi-value="">
                    {formatKpiValue(kpi.value, kpi.unit, locale, currency)}
                  </KpiValue>
                  <KpiChange>
                    <ChangePill negative={negative} data-change-type={kpi.changeType}>
                      <Trend aria-hidden="true" focusable="false" />
                      <span data-kpi-change="">
                        {formatChange(kpi.change, kpi.changeType, locale)}
                      </span>
                      <VisuallyHidden> {t(`demo.change.${kpi.changeType}`)}</VisuallyHidden>
                    </ChangePill>{' '}
                    <Period>{t(`demo.periods.${kpi.period}`)}</Period>
                  </KpiChange>
                </KpiCard>
              </li>
            );
          })}
        </KpiGrid>

        <Panels>
          <ChartPanel aria-labelledby="demo-chart-title">
            <ChartHeading>
              <PanelTitle id="demo-chart-title">{t('demo.chart.title')}</PanelTitle>
              <PanelSubtitle>{t('demo.chart.subtitle', range)}</PanelSubtitle>
            </ChartHeading>
            <LazyRevenueChart
              points={points}
              language={locale}
              currency={currency}
              seriesName={t('demo.chart.series')}
            />
            <RevenueTable
              revenue={revenue}
              language={locale}
              currency={currency}
              caption={t('demo.chart.tableCaption', range)}
              monthHeader={t('demo.chart.month')}
              valueHeader={t('demo.chart.value')}
            />
          </ChartPanel>

          <Summary aria-label={t('demo.summaryLabel')}>
            {data.allDemoSummaryYaml.nodes.map((figure) => (
              <SummaryItem key={figure.key} data-summary={figure.key}>
                <SummaryValue>{formatSummaryFigure(figure, locale)}</SummaryValue>
                <SummaryLabel>{entryText(t, 'demo.summary', figure.key)}</SummaryLabel>
              </SummaryItem>
            ))}
          </Summary>
        </Panels>

        <CallToAction>
          <ButtonLink href={sectionAnchor('Contact')}>
            {t('demo.cta')}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </CallToAction>
      </Dashboard>
    </SectionShell>
  );
}

interface RevenueTableProps {
  revenue: Queries.DemoSectionFragment['allRevenueYaml']['nodes'];
  language: LanguageCode;
  currency: string;
  caption: string;
  monthHeader: string;
  valueHeader: string;
}

/** The chart's figures as a table: read by screen readers, and shown instead of it without JavaScript. */
function RevenueTable({
  revenue,
  language,
  currency,
  caption,
  monthHeader,
  valueHeader,
}: RevenueTableProps) {
  return (
    <TableBox data-revenue-table="">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{monthHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {revenue.map((point) => (
            <tr key={point.key}>
              <th scope="row">
                {capitalize(formatMonth(point.month, language, 'long'), language)}
              </th>
              <td>{formatCurrency(point.value, language, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

function capitalize(text: string, language: LanguageCode): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

export const query = graphql`
  fragment DemoSection on Query {
    allKpisYaml {
      nodes {
        key
        icon
        value
        unit
        change
        changeType
        period
      }
    }
    allRevenueYaml {
      nodes {
        key
        month
        value
      }
    }
    allDemoSummaryYaml {
      nodes {
        key
        value
        unit
        per
      }
    }
    demoDashboardYaml {
      currency
      updatedMinutesAgo
    }
  }
`;

const Dashboard = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.darkBorder}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.demoGlow};

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

const StatusBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const SampleBadge = styled.p`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.darkBorder}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.darkRaised};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.onDark};
`;

const Dot = styled.span`
  width: ${({ theme }) => theme.space(2)};
  height: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.positiveOnDark};
  box-shadow: 0 0 0 ${({ theme }) => theme.space(1)}
    ${({ theme }) => theme.colors.positiveSoftOnDark};
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const KpiGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  & > li,
  & > li > article {
    height: 100%;
  }
`;

const Panel = styled.article`
  border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.darkBorder}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.gradients.darkPanel};
  box-shadow: ${({ theme }) => theme.shadows.darkCard};
`;

const KpiCard = styled(Panel)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5)};
  transition: border-color ${({ theme }) => theme.durations.normal};

  &:hover {
    border-color: ${({ theme }) => theme.colors.chartLine};
  }
`;

const KpiHead = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: space-between;
`;

const KpiTitle = styled.h3`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const KpiIconBox = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space(10)};
  height: ${({ theme }) => theme.space(10)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.highlightSoftOnDark};
  color: ${({ theme }) => theme.colors.highlightOnDark};

  svg {
    width: ${({ theme }) => theme.space(5)};
    height: ${({ theme }) => theme.space(5)};
  }
`;

const KpiValue = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.onDark};

  ${({ theme }) => theme.mq.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const KpiChange = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ChangePill = styled.span<{ negative: boolean }>`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
  align-items: center;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, negative }) =>
    negative ? theme.colors.negativeOnDark : theme.colors.positiveOnDark};
  background: ${({ theme, negative }) =>
    negative ? theme.colors.negativeSoftOnDark : theme.colors.positiveSoftOnDark};

  svg {
    width: ${({ theme }) => theme.space(4)};
    height: ${({ theme }) => theme.space(4)};
  }
`;

const Period = styled.span`
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const Panels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const ChartPanel = styled(Panel.withComponent('figure'))`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(3)} ${theme.space(3)}`};

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => `${theme.space(6)} ${theme.space(5)} ${theme.space(4)}`};
  }
`;

const ChartHeading = styled.figcaption`
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
`;

const PanelTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.onDark};
`;

const PanelSubtitle = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

/** Visible without JavaScript (in place of the chart); with it, for screen readers only. */
const TableBox = styled.div`
  padding: ${({ theme }) => `0 ${theme.space(2)}`};

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }

  caption {
    margin-bottom: ${({ theme }) => theme.space(2)};
    text-align: start;
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} 0`};
    border-bottom: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.darkBorder}`};
    text-align: start;
  }

  td,
  thead th:last-of-type {
    text-align: end;
  }

  th {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  .js & {
    ${visuallyHiddenRules}
  }
`;

const Summary = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: none;
    grid-template-rows: repeat(3, minmax(0, 1fr));
  }
`;

const SummaryItem = styled(Panel.withComponent('li'))`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  justify-content: center;
  padding: ${({ theme }) => theme.space(5)};
  text-align: center;
`;

const SummaryValue = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.accentOnDark};
`;

const SummaryLabel = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const CallToAction = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space(2)};
`;
