import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { ContactCta } from '../components/ButtonLink';
import { DarkPanel, KpiCard } from '../components/KpiCard';
import { RevenuePanel } from '../components/RevenuePanel';
import { SectionShell, type SectionProps } from '../components/SectionShell';

export function Demo({ data, id }: SectionProps<Queries.DemoSectionFragment>) {
  const { t } = useI18next();
  const dashboard = data.demoDashboardYaml;
  return (
    <SectionShell id={id} words="demo" tone="dark">
      <Dashboard>
        <StatusBar>
          <SampleBadge>{t('demo.sample')}</SampleBadge>
          {dashboard ? <p>{t('demo.updated', { time: dashboard.updatedDisplay })}</p> : null}
        </StatusBar>
        <KpiGrid role="list" aria-label={t('demo.kpisLabel')}>
          {data.allKpisYaml.nodes.map((kpi) => (
            <li key={kpi.key}>
              <KpiCard kpi={kpi} />
            </li>
          ))}
        </KpiGrid>
        <Panels>
          <RevenuePanel data={data} />
          <SummaryList role="list" aria-label={t('demo.summaryLabel')}>
            {data.allDemoSummaryYaml.nodes.map((figure) => (
              <SummaryItem key={figure.key}>
                <SummaryFigure>{figure.display}</SummaryFigure>
                <span>{figure.label}</span>
              </SummaryItem>
            ))}
          </SummaryList>
        </Panels>
        <Cta text={t('demo.cta')} />
      </Dashboard>
    </SectionShell>
  );
}

export const query = graphql`
  fragment DemoSection on Query {
    allKpisYaml {
      nodes {
        key
        icon
        display(language: $language)
        changeDisplay(language: $language)
        changeType
        period
        label(language: $language)
      }
    }
    allRevenueYaml {
      nodes {
        key
        month
        value
        monthName(language: $language)
        display(language: $language)
      }
    }
    allDemoSummaryYaml {
      nodes {
        key
        display(language: $language)
        label(language: $language)
      }
    }
    demoDashboardYaml {
      currency
      updatedDisplay(language: $language)
    }
  }
`;

const Dashboard = styled.div`
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
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const SampleBadge = styled.p`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.darkBorder}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.darkRaised};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.onDark};

  &::before {
    content: '';
    display: inline-block;
    width: ${({ theme }) => theme.space(2)};
    height: ${({ theme }) => theme.space(2)};
    margin-inline-end: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.positiveOnDark};
    box-shadow: 0 0 0 ${({ theme }) => `${theme.space(1)} ${theme.colors.positiveSoftOnDark}`};
  }
`;

const KpiGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Panels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const SummaryList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: none;
  }
`;

const Cta = styled(ContactCta)`
  align-self: center;
`;

const SummaryItem = styled(DarkPanel.withComponent('li'))`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(5)};
  text-align: center;
`;

const SummaryFigure = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.accentOnDark};
`;
