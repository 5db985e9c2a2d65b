import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../components/ButtonLink';
import { Card, IconBox } from '../components/Card';
import { Icon } from '../components/Icon';
import { SectionShell } from '../components/SectionShell';
import { GRADIENTS } from '../theme/gradients';
import { entryText } from '../lib/entry-text';
import { sectionAnchor } from '../lib/page-shape';

interface ServicesProps {
  data: Queries.ServicesSectionFragment;
  /** The section's id in page-shape.json. */
  id: string;
}

/** Each service lists exactly three features (checked at build time). */
const FEATURE_INDEXES = [0, 1, 2] as const;

export function Services({ data, id }: ServicesProps) {
  const { t } = useTranslation();
  return (
    <SectionShell
      id={id}
      tone="alt"
      eyebrow={t('services.eyebrow')}
      title={t('services.title')}
      intro={t('services.intro')}
    >
      <Grid role="list">
        {data.allServicesYaml.nodes.map((service) => {
          const titleId = `service-${service.key}`;
          return (
            <li key={service.key}>
              <Card aria-labelledby={titleId}>
                <IconBox gradient={GRADIENTS[service.gradient]}>
                  <Icon name={service.icon} />
                </IconBox>
                <h3 id={titleId}>{entryText(t, 'services.items', service.key, 'title')}</h3>
                <p>{entryText(t, 'services.items', service.key, 'description')}</p>
                <Features aria-label={t('services.featuresLabel')}>
                  {FEATURE_INDEXES.map((index) => (
                    <li key={index}>
                      {entryText(t, 'services.items', service.key, 'features', index)}
                    </li>
                  ))}
                </Features>
              </Card>
            </li>
          );
        })}
      </Grid>
      <CallToAction>
        <ButtonLink href={sectionAnchor('Contact')}>
          {t('services.cta')}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </CallToAction>
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
      }
    }
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.mq.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  & > li,
  & > li > article {
    height: 100%;
  }
`;

/** Lucide's "check" icon (ISC licence), as a mask image. */
const CHECK_MARK = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M20 6 9 17l-5-5'/%3E%3C/svg%3E")`;

const Features = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space(4)} 0 0`};
  list-style: none;
  border-top: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: flex-start;
  }

  /* The check mark is drawn by CSS, once, rather than as an SVG in every item of the HTML. */
  li::before {
    content: '';
    flex-shrink: 0;
    width: 1.125rem;
    height: 1.125rem;
    margin-top: 0.125rem;
    background: ${({ theme }) => theme.colors.positive};
    -webkit-mask: ${CHECK_MARK} center / contain no-repeat;
    mask: ${CHECK_MARK} center / contain no-repeat;
  }
`;

const CallToAction = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(12)};
`;
