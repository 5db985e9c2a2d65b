import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import type { HeadProps, PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { ProjectCard } from '../components/ProjectCard';
import { SeoHead } from '../components/SeoHead';
import { toLanguageCode } from '../lib/languages';
import { localeText } from '../lib/locale-text';
import type { I18nPageContext } from '../lib/page-context';
import { ProjectGrid } from '../sections/Work';

type WorkPageProps = PageProps<Queries.WorkIndexPageQuery, I18nPageContext>;

/** Every project, featured or not, each card linking to its page. */
export default function WorkIndexPage({ data, location, pageContext }: WorkPageProps) {
  const { t } = useTranslation();
  return (
    <Layout
      data={data}
      locationState={location.state}
      languageTargetPath={pageContext.i18n.originalPath}
      withSectionLinks={false}
    >
      <Main aria-labelledby="work-index-title">
        <Header>
          <Title id="work-index-title">{t('work.index.title')}</Title>
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

export function Head({
  data,
  pageContext,
}: HeadProps<Queries.WorkIndexPageQuery, I18nPageContext>) {
  const locales = data.locales.edges.map((edge) => edge.node);
  const language = toLanguageCode(pageContext.language);
  const words = (key: string) => localeText(locales, language, 'home', key);
  const studioName = data.siteYaml?.name ?? '';
  return (
    <SeoHead
      language={language}
      title={words('work.index.metaTitle').replace('{{name}}', studioName)}
      description={words('work.index.intro')}
      siteUrl={data.site?.siteMetadata?.siteUrl ?? ''}
      originalPath={pageContext.i18n.originalPath}
      siteName={studioName}
      imageAlt={localeText(locales, language, 'common', 'meta.imageAlt')}
    />
  );
}

export const query = graphql`
  query WorkIndexPage($language: String!, $defaultLanguage: String!) {
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

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
`;

const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;
