import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../components/ButtonLink';
import { entryText } from '../lib/entry-text';
import { sectionAnchor } from '../lib/page-shape';

interface HeroProps {
  data: Queries.HeroSectionFragment;
  /** The section's id in page-shape.json. */
  id: string;
}

/** Decorative bar heights (percent) of the small dashboard drawn beside the title. */
const PREVIEW_BARS = [38, 52, 47, 66, 74, 90];

export function Hero({ data, id }: HeroProps) {
  const { t } = useI18next();
  return (
    <Wrapper id={id} aria-labelledby="hero-title">
      <Inner>
        <Copy>
          <Eyebrow>{t('hero.eyebrow')}</Eyebrow>
          <Title id="hero-title">
            {t('hero.titleStart')} <Highlight>{t('hero.titleHighlight')}</Highlight>
          </Title>
          <Subtitle>{t('hero.subtitle')}</Subtitle>
          <Actions>
            <ButtonLink href={sectionAnchor('Contact')}>
              {t('hero.primaryCta')}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href={sectionAnchor('Demo')} variant="secondary">
              {t('hero.secondaryCta')}
            </ButtonLink>
          </Actions>
          <Stats role="list" aria-label={t('hero.statsLabel')}>
            {data.allHeroStatsYaml.nodes.map((stat) => (
              <Stat key={stat.key}>
                <StatValue>{stat.display}</StatValue>
                <StatLabel>{entryText(t, 'hero.stats', stat.key)}</StatLabel>
              </Stat>
            ))}
          </Stats>
        </Copy>
        <Preview aria-hidden="true">
          <PreviewHeader>
            <span />
            <span />
            <span />
          </PreviewHeader>
          <PreviewKpis>
            <i />
            <i />
            <i />
          </PreviewKpis>
          <PreviewChart>
            {PREVIEW_BARS.map((height, index) => (
              <PreviewBar key={index} style={{ height: `${height}%` }} />
            ))}
          </PreviewChart>
        </Preview>
      </Inner>
    </Wrapper>
  );
}

export const query = graphql`
  fragment HeroSection on Query {
    allHeroStatsYaml {
      nodes {
        key
        display(language: $language)
      }
    }
  }
`;

const Wrapper = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => `calc(${theme.sizes.navHeight} + ${theme.space(12)}) ${theme.space(5)} ${theme.space(20)}`};
  background: ${({ theme }) => `${theme.gradients.heroGlow}, ${theme.colors.surfaceAlt}`};

  ${({ theme }) => theme.mq.lg} {
    padding-top: calc(${({ theme }) => theme.sizes.navHeight} + ${({ theme }) => theme.space(20)});
    padding-bottom: ${({ theme }) => theme.space(28)};
  }
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(12)};
  align-items: center;
  max-width: ${({ theme }) => theme.sizes.content};
  margin: 0 auto;

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1.25fr 1fr;
  }
`;

const Copy = styled.div`
  max-width: 40rem;
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
  font-size: ${({ theme }) => theme.fontSizes.hero};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  letter-spacing: -0.03em;
`;

const Highlight = styled.span`
  color: ${({ theme }) => theme.colors.primary};
`;

const Subtitle = styled.p`
  margin-top: ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
`;

const Stats = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(12)};
  padding-top: ${({ theme }) => theme.space(8)};
  border-top: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
`;

const Stat = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const StatValue = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.mq.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const StatLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Preview = styled.div`
  display: none;

  ${({ theme }) => theme.mq.lg} {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(5)};
    padding: ${({ theme }) => theme.space(6)};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.dark};
    box-shadow: ${({ theme }) => theme.shadows.raised};
    transform: perspective(1200px) rotateY(-8deg) rotateX(4deg);
  }
`;

const PreviewHeader = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};

  span {
    width: 0.625rem;
    height: 0.625rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.darkBorder};
  }
`;

const PreviewKpis = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(3)};

  i {
    height: 3.5rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.darkRaised};
    border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.darkBorder}`};
  }
`;

const PreviewChart = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  height: 12rem;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.darkRaised};
`;

const PreviewBar = styled.span`
  flex: 1;
  border-radius: ${({ theme }) => `${theme.radii.sm} ${theme.radii.sm} 0 0`};
  background: ${({ theme }) => theme.gradients.brand};
`;
