import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { ContactCta } from '../components/ButtonLink';
import { Card, CardIcon, CardList, CardText, CardTitle } from '../components/Card';
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
              <Features aria-label={t('services.featuresLabel')}>
                {service.features.map((feature, index) => (
                  <Feature key={index}>{feature}</Feature>
                ))}
              </Features>
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

const Features = styled.ul`
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space(4)} 0 0`};
  list-style: none;
  border-top: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Feature = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};

  /* A check mark drawn by CSS, once, rather than an icon in every item's markup. */
  &::before {
    content: '';
    flex-shrink: 0;
    width: 0.375em;
    height: 0.75em;
    margin: 0.2em 0.3em 0;
    border: solid ${({ theme }) => theme.colors.positive};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
`;

const Cta = styled(ContactCta)`
  display: flex;
  width: fit-content;
  margin: 0 auto;
`;
