import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { Card, CardPicture, CardTitle } from './Card';
import { localizedPath, toLanguageCode } from '../lib/languages';
import { caseStudyPath } from '../lib/work-paths';

interface ProjectCardProps {
  project: Queries.ProjectCardFragment;
  /** h3 under a section's h2 (the home page), h2 under the page's h1 (the work index). */
  headingLevel: 'h2' | 'h3';
}

export function ProjectCard({ project, headingLevel }: ProjectCardProps) {
  const { t, language } = useI18next();
  const picture = project.picture?.childImageSharp?.gatsbyImageData;
  return (
    <Frame aria-labelledby={`project-${project.key}`}>
      {picture ? <CardPicture image={picture} alt={project.alt} /> : null}
      {project.sample ? <SampleBadge>{t('work.sample')}</SampleBadge> : null}
      <Client>{project.client}</Client>
      <CardTitle as={headingLevel} id={`project-${project.key}`}>
        <ProjectLink href={localizedPath(toLanguageCode(language), caseStudyPath(project.key))}>
          {project.title}
        </ProjectLink>
      </CardTitle>
      <Outcome>{project.outcome}</Outcome>
    </Frame>
  );
}

// Cards are at most about 400 px wide: two widths serve up to three device pixels. Full width: the
// box is reserved by its ratio (no data: sizer, which img-src 'self' would block) at any width.
export const query = graphql`
  fragment ProjectCard on ProjectsYaml {
    key
    sample
    client(language: $language)
    title(language: $language)
    outcome(language: $language)
    alt(language: $language)
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
`;

/** The frame the title's link covers. */
const Frame = styled(Card)`
  position: relative;
`;

/** "Sample project": the case studies that show the studio's kind of work. */
export const SampleBadge = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Client = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: var(--card-muted);
`;

/** The title's link covers the whole card: one link per card, read once by screen readers. */
const ProjectLink = styled.a`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Outcome = styled.strong`
  color: ${({ theme }) => theme.colors.positive};
`;
