import styled from '@emotion/styled';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { AnalyticsChoice } from '../components/AnalyticsChoice';
import { Layout, PageTitle } from '../components/Layout';
import { SeoHead, pageHead } from '../components/SeoHead';
import { analyticsConfigured } from '../lib/analytics';
import type { I18nPageContext } from '../lib/page-context';

type LegalPageContext = I18nPageContext & { slug: string };
type LegalPageProps = PageProps<Queries.LegalPageQuery, LegalPageContext>;
/** The page whose text says what is counted (content/legal/<language>/with-analytics/). */
const PRIVACY_SLUG = 'privacy';

// The HTML was rendered at build time from the Markdown with raw HTML escaped: written as it is.
export default function LegalPage({ data, location, pageContext }: LegalPageProps) {
  const { t } = useTranslation();
  const page = data.legalPage;
  // Built without the counting's variables, the condition is false and the choice not bundled.
  const analytics = analyticsConfigured() && pageContext.slug === PRIVACY_SLUG;
  return (
    <Layout data={data} locationState={location.state}>
      <Article aria-labelledby="legal-title">
        <PageTitle id="legal-title">{page?.title}</PageTitle>
        <Updated>
          <time dateTime={page?.updated}>{t('legal.updated', { date: page?.updatedDisplay })}</time>
        </Updated>
        <Prose dangerouslySetInnerHTML={{ __html: page?.html ?? '' }} />
        {analytics ? <AnalyticsChoice /> : null}
      </Article>
    </Layout>
  );
}

export function Head(head: HeadProps<Queries.LegalPageQuery, LegalPageContext>) {
  const { legalPage } = head.data;
  return (
    <SeoHead
      head={head}
      title={pageHead(head).words('common', 'legal.metaTitle', { title: legalPage?.title ?? '' })}
      description={legalPage?.description}
    />
  );
}

/** The frame's words only (common.json): a legal page needs none of the home page's. */
export const query = graphql`
  query LegalPage($language: String!, $slug: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { eq: "common" } }
      sort: { language: ASC }
    ) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    ...SeoHeadData
    ...LayoutData
    legalPage(slug: { eq: $slug }, language: { eq: $language }) {
      title
      description
      updated
      updatedDisplay
      html
    }
  }
`;

const Article = styled.article`
  max-width: ${({ theme }) => theme.sizes.prose};
  margin: 0 auto;
  padding: ${({ theme }) =>
    `calc(${theme.sizes.navHeight} + ${theme.space(12)}) ${theme.space(5)} ${theme.space(16)}`};
`;

const Updated = styled.p`
  margin: ${({ theme }) => `${theme.space(3)} 0 ${theme.space(8)}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Prose = styled.div`
  h2 {
    margin: ${({ theme }) => `${theme.space(10)} 0 ${theme.space(3)}`};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p,
  ul,
  ol {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }

  ul,
  ol {
    padding-left: ${({ theme }) => theme.space(6)};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 0.2em;
    overflow-wrap: anywhere;
  }
`;
