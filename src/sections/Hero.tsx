import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { ArrowRight } from 'lucide';
import { ButtonLink } from '../components/ButtonLink';
import { SvgIcon } from '../components/Icon';
import type { SectionProps } from '../components/SectionShell';
import { entryText } from '../lib/entry-text';
import { sectionAnchor } from '../lib/page-shape';

export function Hero({ data, id }: SectionProps<Queries.HeroSectionFragment>) {
  const { t } = useI18next();
  return (
    <Wrapper id={id} aria-labelledby="hero-title">
      <div>
        <p>{t('hero.eyebrow')}</p>
        <h1 id="hero-title">
          {t('hero.titleStart')} <em>{t('hero.titleHighlight')}</em>
        </h1>
        <p>{t('hero.subtitle')}</p>
        <div>
          <ButtonLink href={sectionAnchor('Contact')}>
            {t('hero.primaryCta')}
            <SvgIcon icon={ArrowRight} />
          </ButtonLink>
          <ButtonLink href={sectionAnchor('Demo')} variant="secondary">
            {t('hero.secondaryCta')}
          </ButtonLink>
        </div>
        <ul role="list" aria-label={t('hero.statsLabel')}>
          {data.allHeroStatsYaml.nodes.map((stat) => (
            <li key={stat.key}>
              <strong>{stat.display}</strong>
              <span>{entryText(t, 'hero.stats', stat.key)}</span>
            </li>
          ))}
        </ul>
      </div>
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
  padding: ${({ theme }) => `calc(${theme.sizes.navHeight} + ${theme.space(12)}) ${theme.space(5)} ${theme.space(20)}`};
  background: ${({ theme }) => `${theme.gradients.heroGlow}, ${theme.colors.surfaceAlt}`};

  ${({ theme }) => theme.mq.lg} {
    padding-block: ${({ theme }) => `calc(${theme.sizes.navHeight} + ${theme.space(20)}) ${theme.space(28)}`};
  }

  > div {
    max-width: ${({ theme }) => theme.sizes.content};
    margin: 0 auto;
  }

  h1,
  h1 + p,
  ul {
    max-width: 48rem;
  }

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.hero};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }

  em {
    font-style: normal;
    color: ${({ theme }) => theme.colors.primary};
  }

  h1 + p {
    margin-top: ${({ theme }) => theme.space(6)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  /* The eyebrow, a pill above the title. */
  > div > p:first-child {
    display: inline-block;
    margin-bottom: ${({ theme }) => theme.space(5)};
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  /* The calls to action. */
  > div > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
    margin-top: ${({ theme }) => theme.space(8)};
  }

  /* The stats. */
  ul {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: ${({ theme }) => theme.space(4)};
    margin-top: ${({ theme }) => theme.space(12)};
    border-top: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
  }

  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }

  li span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
