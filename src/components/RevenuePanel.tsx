import styled from '@emotion/styled';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { DarkPanel } from './KpiCard';
import { LazyRevenueChart } from './LazyRevenueChart';
import { visuallyHiddenRules } from './VisuallyHidden';
import { toLanguageCode, type LanguageCode } from '../lib/languages';

const capitalized = (text: string, language: LanguageCode) =>
  text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

export function RevenuePanel({ data }: { data: Queries.DemoSectionFragment }) {
  const { t, language } = useI18next();
  const code = toLanguageCode(language);
  const revenue = data.allRevenueYaml.nodes;
  const range = {
    from: capitalized(revenue[0]?.monthName ?? '', code),
    to: revenue.at(-1)?.monthName ?? '',
  };
  return (
    <Panel aria-labelledby="demo-chart-title">
      <Caption>
        <Title id="demo-chart-title">{t('demo.chart.title')}</Title>
        <p>{t('demo.chart.subtitle', range)}</p>
      </Caption>
      <LazyRevenueChart
        points={revenue}
        language={code}
        currency={data.demoDashboardYaml?.currency ?? 'EUR'}
        seriesName={t('demo.chart.series')}
      />
      <TableBox>
        <Table>
          <TableCaption>{t('demo.chart.tableCaption', range)}</TableCaption>
          <thead>
            <tr>
              <HeaderCell scope="col">{t('demo.chart.month')}</HeaderCell>
              <HeaderCell scope="col" numeric>
                {t('demo.chart.value')}
              </HeaderCell>
            </tr>
          </thead>
          <tbody>
            {revenue.map((point) => (
              <tr key={point.key}>
                <HeaderCell scope="row">{capitalized(point.monthName, code)}</HeaderCell>
                <Cell numeric>{point.display}</Cell>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableBox>
    </Panel>
  );
}

const Panel = styled(DarkPanel.withComponent('figure'))`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(3)} ${theme.space(3)}`};
`;

const Caption = styled.figcaption`
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.onDark};
`;

// The table: in the chart's place without JavaScript, else for screen readers only; its box does the
// hiding, as a table grows to its content whatever its width.
const TableBox = styled.div`
  .js & {
    ${visuallyHiddenRules}
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
`;

const TableCaption = styled.caption`
  margin-bottom: ${({ theme }) => theme.space(2)};
  text-align: start;
`;

const Cell = styled.td<{ numeric?: boolean }>`
  padding: ${({ theme }) => theme.space(2)};
  border-bottom: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.darkBorder}`};
  text-align: ${({ numeric }) => (numeric ? 'end' : 'start')};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const HeaderCell = Cell.withComponent('th');
