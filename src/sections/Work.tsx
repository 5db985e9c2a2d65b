import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { ButtonLink } from '../components/ButtonLink';
import { CardList, CardTitle } from '../components/Card';
import { ClientQuote } from '../components/ClientQuote';
import { ProjectCard } from '../components/ProjectCard';
import { SectionShell, type SectionProps } from '../components/SectionShell';
import { localizedPath, toLanguageCode } from '../lib/languages';
import { WORK_INDEX_PATH } from '../lib/work-paths';

export function Work({ data, id }: SectionProps<Queries.WorkSectionFragment>) {
  const { t, language } = useI18next();
  const quotes = data.featuredQuotes.nodes.flatMap((project) =>
    project.quote ? [{ key: project.key, quote: project.quote }] : [],
  );
  return (
    <SectionShell id={id} words="work">
      <ProjectGrid role="list">
        {data.featuredProjects.nodes.map((project) => (
          <li key={project.key}>
            <ProjectCard project={project} headingLevel="h3" />
          </li>
        ))}
      </ProjectGrid>
      {quotes.length > 0 ? (
        <Quotes aria-labelledby={`${id}-quotes-title`}>
          <CardTitle id={`${id}-quotes-title`}>{t('work.quotesTitle')}</CardTitle>
          {quotes.map(({ key, quote }) => (
            <ClientQuote key={key} quote={quote} />
          ))}
        </Quotes>
      ) : null}
      <AllWork>
        <ButtonLink
          variant="secondary"
          href={localizedPath(toLanguageCode(language), WORK_INDEX_PATH)}
        >
          {t('work.allProjects')}
        </ButtonLink>
      </AllWork>
    </SectionShell>
  );
}

export const query = graphql`
  fragment WorkSection on Query {
    featuredProjects: allProjectsYaml(filter: { featured: { eq: true } }) {
      nodes {
        ...ProjectCard
      }
    }
    featuredQuotes: allProjectsYaml(
      filter: { quote: { featured: { eq: true }, consent: { eq: true } } }
    ) {
      nodes {
        key
        quote {
          ...ClientQuote
        }
      }
    }
  }
`;

/** The cards of the home page and of the work index: up to three a row, two filling it. */
export const ProjectGrid = styled(CardList)`
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  }
`;

const Quotes = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(12)};
`;

const AllWork = styled.p`
  margin-top: ${({ theme }) => theme.space(10)};
  text-align: center;
`;
