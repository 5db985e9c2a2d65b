import styled from '@emotion/styled';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { SvgIcon } from './Icon';
import { VisuallyHidden } from './VisuallyHidden';

type Kpi = Queries.DemoSectionFragment['allKpisYaml']['nodes'][number];

/** A KPI of the demo: its title, value and change, said in words as well as by colour. */
export function KpiCard({ kpi }: { kpi: Kpi }) {
  const { t } = useI18next();
  const negative = kpi.changeType === 'negative';
  return (
    <Card aria-labelledby={`kpi-${kpi.key}`}>
      <Header>
        <Title id={`kpi-${kpi.key}`}>{kpi.label}</Title>
        <KpiIcon name={kpi.icon} strokeWidth={1.75} />
      </Header>
      <Value>{kpi.display}</Value>
      <p>
        <Change negative={negative}>
          <ChangeIcon name={negative ? 'trendingDown' : 'trendingUp'} />
          {kpi.changeDisplay}
          <VisuallyHidden>{` ${t(`demo.change.${kpi.changeType}`)}`}</VisuallyHidden>
        </Change>{' '}
        <span>{t(`demo.periods.${kpi.period}`)}</span>
      </p>
    </Card>
  );
}

/** The dark demo's raised panel, shared by the KPI cards, the chart and the summary. */
export const DarkPanel = styled.article`
  border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.darkBorder}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.gradients.darkPanel};
  box-shadow: ${({ theme }) => theme.shadows.darkCard};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Card = styled(DarkPanel)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  padding: ${({ theme }) => theme.space(5)};

  &:hover {
    border-color: ${({ theme }) => theme.colors.chartLine};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Title = styled.h3`
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const KpiIcon = styled(SvgIcon)`
  box-sizing: content-box;
  width: ${({ theme }) => theme.space(5)};
  height: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.highlightSoftOnDark};
  color: ${({ theme }) => theme.colors.highlightOnDark};
`;

const Value = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.onDark};
`;

const Change = styled.span<{ negative: boolean }>`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
  align-items: center;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, negative }) =>
    negative ? theme.colors.negativeOnDark : theme.colors.positiveOnDark};
  background: ${({ theme, negative }) =>
    negative ? theme.colors.negativeSoftOnDark : theme.colors.positiveSoftOnDark};
`;

const ChangeIcon = styled(SvgIcon)`
  width: 1em;
  height: 1em;
`;
