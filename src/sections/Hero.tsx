import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { ButtonLink, ContactCta } from '../components/ButtonLink';
import { PageIntro } from '../components/Layout';
import type { SectionProps } from '../components/SectionShell';
import { sectionOf } from '../lib/page-shape';

export function Hero({ data, id }: SectionProps<Queries.HeroSectionFragment>) {
  const { t } = useI18next();
  return (
    <Wrapper id={id} aria-labelledby="hero-title">
      <Content>
        <Eyebrow>{t('hero.eyebrow')}</Eyebrow>
        <Title id="hero-title">
          {`${t('hero.titleStart')} `}
          <Highlight>{t('hero.titleHighlight')}</Highlight>
        </Title>
        <Subtitle>{t('hero.subtitle')}</Subtitle>
        <Actions>
          <ContactCta text={t('hero.primaryCta')} />
          <ButtonLink
            href={`#${data.siteYaml?.heroSecondaryTarget ?? sectionOf('Demo').id}`}
            variant="secondary"
          >
            {t('hero.secondaryCta')}
          </ButtonLink>
        </Actions>
        <Stats role="list" aria-label={t('hero.statsLabel')}>
          {data.allHeroStatsYaml.nodes.map((stat) => (
            <li key={stat.key}>
              <StatFigure>{stat.display}</StatFigure>
              <StatLabel>{stat.label}</StatLabel>
            </li>
          ))}
        </Stats>
      </Content>
    </Wrapper>
  );
}

export const query = graphql`
  fragment HeroSection on Query {
    siteYaml {
      heroSecondaryTarget
    }
    allHeroStatsYaml {
      nodes {
        key
        display(language: $language)
        label(language: $language)
      }
    }
  }
`;

const Wrapper = styled.section`
  padding: ${({ theme }) => `calc(${theme.sizes.navHeight} + ${theme.space(12)}) ${theme.space(5)} ${theme.space(20)}`};
  background: ${({ theme }) => `${theme.gradients.heroGlow}, ${theme.colors.surfaceAlt}`};

  ${({ theme }) => theme.mq.lg} {
    padding-block: ${({ theme }) => `calc(${theme.sizes.navHeight} + ${theme.space(20)}) ${theme.space(28)}`};
  }
`;

const Content = styled.div`
  max-width: ${({ theme }) => theme.sizes.content};
  margin: 0 auto;
`;

const Eyebrow = styled.p`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Title = styled.h1`
  max-width: 48rem;
  font-size: ${({ theme }) => theme.fontSizes.hero};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
`;

const Highlight = styled.em`
  font-style: normal;
  color: ${({ theme }) => theme.colors.primary};
`;

const Subtitle = styled(PageIntro)`
  max-width: 48rem;
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
`;

/** As many columns as there are stats, at least 5 rem wide each: three share the row. */
const Stats = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(5rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  max-width: 48rem;
  margin-top: ${({ theme }) => theme.space(12)};
  border-top: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
`;

const StatFigure = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
`;

const StatLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
