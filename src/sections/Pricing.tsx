import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { ButtonLink } from '../components/ButtonLink';
import {
  Card,
  CardFeature,
  CardFeatures,
  CardList,
  CardNote,
  CardText,
  CardTitle,
} from '../components/Card';
import { SectionShell, type SectionProps } from '../components/SectionShell';
import { chooseEngagement } from '../lib/engagement-choice';
import { sectionAnchor } from '../lib/page-shape';

type Engagement = Queries.PricingSectionFragment['allEngagementsYaml']['nodes'][number];

export function Pricing({ data, id }: SectionProps<Queries.PricingSectionFragment>) {
  const { t } = useTranslation();
  const engagements = data.allEngagementsYaml.nodes;
  // The price as the studio writes it: a range as it is, a minimum as "from", a fee "per month".
  const price = (engagement: Engagement) => {
    const amount = engagement.priceTo
      ? engagement.priceDisplay
      : t('pricing.from', { price: engagement.priceDisplay });
    return engagement.pricePeriod === 'month' ? t('pricing.perMonth', { price: amount }) : amount;
  };
  return (
    <SectionShell
      id={id}
      words="pricing"
      sampleLabel={
        engagements.some((engagement) => engagement.sample) ? t('pricing.sample') : undefined
      }
    >
      <Grid role="list">
        {engagements.map((engagement) => (
          <li key={engagement.key}>
            <Card aria-labelledby={`engagement-${engagement.key}`}>
              <CardTitle id={`engagement-${engagement.key}`}>{engagement.title}</CardTitle>
              <CardText>{engagement.summary}</CardText>
              <Price>{price(engagement)}</Price>
              <CardNote>
                {`${t('pricing.durationLabel')} `}
                <strong>{engagement.duration}</strong>
              </CardNote>
              <CardFeatures aria-label={t('pricing.includesLabel')}>
                {engagement.includes.map((item, index) => (
                  <CardFeature key={index}>{item}</CardFeature>
                ))}
              </CardFeatures>
              <ButtonLink
                href={sectionAnchor('Contact')}
                variant="secondary"
                aria-label={t('pricing.ctaLabel', { title: engagement.title })}
                onClick={() => chooseEngagement({ id: engagement.key, title: engagement.title })}
              >
                {t('pricing.cta')}
              </ButtonLink>
            </Card>
          </li>
        ))}
      </Grid>
      <Terms>
        {`${t(data.siteYaml?.pricesIncludeVat ? 'pricing.vatIncluded' : 'pricing.vatExcluded')} ${t('pricing.excludes')}`}
      </Terms>
    </SectionShell>
  );
}

export const query = graphql`
  fragment PricingSection on Query {
    allEngagementsYaml {
      nodes {
        key
        title(language: $language)
        summary(language: $language)
        includes(language: $language)
        priceTo
        pricePeriod
        priceDisplay(language: $language)
        duration(language: $language)
        sample
      }
    }
    siteYaml {
      pricesIncludeVat
    }
  }
`;

/** Three or four engagements: one row on a wide screen. */
const Grid = styled(CardList)`
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  }
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Terms = styled.p`
  margin-top: ${({ theme }) => theme.space(8)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  color: var(--intro);
`;
