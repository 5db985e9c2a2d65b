import styled from '@emotion/styled';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { DarkPanel } from './KpiCard';
import { LazyRevenueChart } from './LazyRevenueChart';
import { visuallyHiddenRules } from './VisuallyHidden';
import { toLanguageCode } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';

interface RevenuePanelProps {
  revenue: Queries.DemoSectionFragment['allRevenueYaml']['nodes'];
  currency: string;
}

const capitalized = (text: string, language: LanguageCode) =>
  text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

// The figures' table is read by screen readers and shown in the chart's place without JavaScript.
export function RevenuePanel({ revenue, currency }: RevenuePanelProps) {
  const { t, language } = useI18next();
  const code = toLanguageCode(language);
  const range = {
    from: capitalized(revenue[0]?.monthName ?? '', code),
    to: revenue.at(-1)?.monthName ?? '',
  };
  return (
    <Panel aria-labelledby="demo-chart-title">
      <figcaption>
        <h3 id="demo-chart-title">{t('demo.chart.title')}</h3>
        <p>{t('demo.chart.subtitle', range)}</p>
      </figcaption>
      <LazyRevenueChart
        points={revenue}
        language={code}
        currency={currency}
        seriesName={t('demo.chart.series')}
      />
      <div>
        <table data-revenue-table="">
          <caption>{t('demo.chart.tableCaption', range)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('demo.chart.month')}</th>
              <th scope="col">{t('demo.chart.value')}</th>
            </tr>
          </thead>
          <tbody>
            {revenue.map((point) => (
              <tr key={point.key}>
                <th scope="row">{capitalized(point.monthName, code)}</th>
                <td>{point.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

const Panel = styled(DarkPanel.withComponent('figure'))`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(3)} ${theme.space(3)}`};

  figcaption {
    padding: ${({ theme }) => `0 ${theme.space(2)}`};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.onDark};
  }

  /* The table: visible without JavaScript (in place of the chart); with it, for screen readers
   * only. Its box does the hiding: a table grows to its content whatever its width. */
  .js & > div:last-child {
    ${visuallyHiddenRules}
  }

  table {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }

  caption {
    margin-bottom: ${({ theme }) => theme.space(2)};
    text-align: start;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.darkBorder}`};
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  td,
  thead th:last-of-type {
    text-align: end;
  }
`;
