import styled from '@emotion/styled';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout, PageIntro, PageTitle } from '../components/Layout';
import { ProjectCard } from '../components/ProjectCard';
import { SeoHead, pageHead } from '../components/SeoHead';
import type { I18nPageContext } from '../lib/page-context';
import { ProjectGrid } from '../sections/Work';

type WorkPageProps = PageProps<Queries.WorkIndexPageQuery, I18nPageContext>;

export default function WorkIndexPage({ data, location }: WorkPageProps) {
  const { t } = useTranslation();
  return (
    <Layout data={data} locationState={location.state}>
      <Main aria-labelledby="work-index-title">
        <Header>
          <PageTitle id="work-index-title">{t('work.index.title')}</PageTitle>
          <Intro>{t('work.index.intro')}</Intro>
        </Header>
        <ProjectGrid role="list">
          {data.allProjectsYaml.nodes.map((project) => (
            <li key={project.key}>
              <ProjectCard project={project} headingLevel="h2" />
            </li>
          ))}
        </ProjectGrid>
      </Main>
    </Layout>
  );
}

export function Head(head: HeadProps<Queries.WorkIndexPageQuery, I18nPageContext>) {
  const { words } = pageHead(head);
  return (
    <SeoHead
      head={head}
      title={words('home', 'work.index.metaTitle')}
      description={words('home', 'work.index.intro')}
    />
  );
}

export const query = graphql`
  query WorkIndexPage($language: String!) {
    ...PageLocales
    ...SeoHeadData
    ...LayoutData
    allProjectsYaml {
      nodes {
        ...ProjectCard
      }
    }
  }
`;

const Main = styled.section`
  max-width: ${({ theme }) => theme.sizes.content};
  margin: 0 auto;
  padding: ${({ theme }) =>
    `calc(${theme.sizes.navHeight} + ${theme.space(12)}) ${theme.space(5)} ${theme.space(20)}`};
`;

const Header = styled.header`
  max-width: ${({ theme }) => theme.sizes.prose};
  margin-bottom: ${({ theme }) => theme.space(12)};
`;

const Intro = styled(PageIntro)`
  margin-top: ${({ theme }) => theme.space(3)};
`;
