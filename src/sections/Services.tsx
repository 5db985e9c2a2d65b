import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { ContactCta } from '../components/ButtonLink';
import {
  Card,
  CardFeature,
  CardFeatures,
  CardIcon,
  CardList,
  CardText,
  CardTitle,
} from '../components/Card';
import { SectionShell, type SectionProps } from '../components/SectionShell';

export function Services({ data, id }: SectionProps<Queries.ServicesSectionFragment>) {
  const { t } = useTranslation();
  return (
    <SectionShell id={id} words="services" tone="alt">
      <Grid role="list">
        {data.allServicesYaml.nodes.map((service) => (
          <li key={service.key}>
            <Card aria-labelledby={`service-${service.key}`}>
              <CardIcon name={service.icon} gradient={service.gradient} />
              <CardTitle id={`service-${service.key}`}>{service.title}</CardTitle>
              <CardText>{service.description}</CardText>
              <CardFeatures aria-label={t('services.featuresLabel')}>
                {service.features.map((feature, index) => (
                  <CardFeature key={index}>{feature}</CardFeature>
                ))}
              </CardFeatures>
            </Card>
          </li>
        ))}
      </Grid>
      <Cta text={t('services.cta')} />
    </SectionShell>
  );
}

export const query = graphql`
  fragment ServicesSection on Query {
    allServicesYaml {
      nodes {
        key
        icon
        gradient
        title(language: $language)
        description(language: $language)
        features(language: $language)
      }
    }
  }
`;

const Grid = styled(CardList)`
  margin-bottom: ${({ theme }) => theme.space(12)};

  ${({ theme }) => theme.mq.xl} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Cta = styled(ContactCta)`
  display: flex;
  width: fit-content;
  margin: 0 auto;
`;
