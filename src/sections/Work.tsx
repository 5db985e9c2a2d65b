import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Card, CardPicture, CardTitle } from '../components/Card';
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
          const picture = project.picture?.childImageSharp?.gatsbyImageData;
          return (
            <li key={project.key}>
              <Card aria-labelledby={`project-${project.key}`}>
                {picture ? <CardPicture image={picture} alt={text('alt')} /> : null}
                {project.sample ? <SampleBadge>{t('work.sample')}</SampleBadge> : null}
                <CardTitle id={`project-${project.key}`}>{text('client')}</CardTitle>
                <dl>
                  <Term>{t('work.labels.challenge')}</Term>
                  <Fact>{text('challenge')}</Fact>
                  <Term>{t('work.labels.built')}</Term>
                  <Fact>{text('built')}</Fact>
                  <Term>{t('work.labels.outcome')}</Term>
                  <Fact>
                    <Outcome>{text('outcome')}</Outcome>
                  </Fact>
                  <Term>{t('work.labels.stack')}</Term>
                  <Fact>{project.stack}</Fact>
                </dl>
              </Card>
            </li>
          );
        })}
      </Grid>
    </SectionShell>
  );
}

// Cards are at most about 400 px wide: two widths serve every screen up to three device pixels. The
// full-width layout reserves the picture's box with its aspect ratio (no data: sizer image, which
// the site's img-src 'self' would block) and fills the card at any width.
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
              layout: FULL_WIDTH
              breakpoints: [400, 800]
              aspectRatio: 1.6
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
`;

/** "Sample project": the case studies that show the studio's kind of work. */
const SampleBadge = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Term = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Fact = styled.dd`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Outcome = styled.strong`
  color: ${({ theme }) => theme.colors.positive};
`;
