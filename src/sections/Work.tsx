import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Card } from '../components/Card';
import { Picture } from '../components/Picture';
import { SectionShell } from '../components/SectionShell';
import type { SectionProps } from '../components/SectionShell';
import { entryText } from '../lib/entry-text';

export function Work({ data, id }: SectionProps<Queries.WorkSectionFragment>) {
  const { t } = useTranslation();
  return (
    <SectionShell
      id={id}
      eyebrow={t('work.eyebrow')}
      title={t('work.title')}
      intro={t('work.intro')}
    >
      <Grid role="list">
        {data.allProjectsYaml.nodes.map((project) => {
          const text = (key: string) => entryText(t, 'work.projects', project.key, key);
          return (
            <li key={project.key}>
              <Card aria-labelledby={`project-${project.key}`}>
                <Picture file={project.picture} alt={text('alt')} />
                {project.sample ? <p data-sample="">{t('work.sample')}</p> : null}
                <h3 id={`project-${project.key}`}>{text('client')}</h3>
                <dl>
                  <dt>{t('work.labels.challenge')}</dt>
                  <dd>{text('challenge')}</dd>
                  <dt>{t('work.labels.built')}</dt>
                  <dd>{text('built')}</dd>
                  <dt>{t('work.labels.outcome')}</dt>
                  <dd>
                    <strong>{text('outcome')}</strong>
                  </dd>
                  <dt>{t('work.labels.stack')}</dt>
                  <dd>{project.stack}</dd>
                </dl>
              </Card>
            </li>
          );
        })}
      </Grid>
    </SectionShell>
  );
}

// Cards are at most about 400 px wide: two widths serve every screen up to three device pixels.
export const query = graphql`
  fragment WorkSection on Query {
    allProjectsYaml {
      nodes {
        key
        stack
        sample
        picture {
          childImageSharp {
            gatsbyImageData(
              width: 800
              aspectRatio: 1.6
              outputPixelDensities: [0.5, 1]
              sizes: "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
            )
          }
        }
      }
    }
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(3, 1fr);
  }

  [data-sample] {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd strong {
    color: ${({ theme }) => theme.colors.positive};
  }
`;
