import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import type { HeadProps, PageProps } from 'gatsby';
import { GatsbyImage } from 'gatsby-plugin-image';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { ClientQuote } from '../components/ClientQuote';
import { Layout } from '../components/Layout';
import { Outcome, SampleBadge } from '../components/ProjectCard';
import { SeoHead } from '../components/SeoHead';
import { entryText } from '../lib/entry-text';
import { localizedPath, toLanguageCode } from '../lib/languages';
import { localeText } from '../lib/locale-text';
import type { I18nPageContext } from '../lib/page-context';
import { caseStudyJsonLd } from '../lib/seo';
import { WORK_INDEX_PATH } from '../lib/work-paths';
import { Contact } from '../sections/Contact';

type CaseStudyContext = I18nPageContext & { project: string };
type CaseStudyProps = PageProps<Queries.CaseStudyPageQuery, CaseStudyContext>;

/** A project's page: who the client is, the challenge, what was built, the result, its pictures,
 * the client's words and the contact form, which names the project in what the studio receives. */
export default function CaseStudyPage({ data, location, pageContext }: CaseStudyProps) {
  const { t, language } = useI18next();
  const code = toLanguageCode(language);
  const project = data.projectsYaml;
  if (!project) throw new Error(`No project "${pageContext.project}" in content/projects.yaml`);
  const text = (key: string) => entryText(t, 'work.projects', project.key, key);
  const picture = project.picture?.childImageSharp?.gatsbyImageData;
  const facts = [
    ['challenge', text('challenge')],
    ['built', text('built')],
    ['stack', project.stack],
  ] as const;
  return (
    <Layout
      data={data}
      locationState={location.state}
      languageTargetPath={pageContext.i18n.originalPath}
      withSectionLinks={false}
    >
      <Article aria-labelledby="case-study-title">
        <nav aria-label={t('work.page.breadcrumb')}>
          <Breadcrumb role="list">
            <li>
              <CrumbLink href={localizedPath(code, '/')}>{t('work.page.home')}</CrumbLink>
            </li>
            <li>
              <CrumbLink href={localizedPath(code, WORK_INDEX_PATH)}>
                {t('work.page.work')}
              </CrumbLink>
            </li>
          </Breadcrumb>
        </nav>
        {project.sample ? <SampleBadge>{t('work.sample')}</SampleBadge> : null}
        <Client>{text('client')}</Client>
        <Title id="case-study-title">{text('title')}</Title>
        <Summary>{text('summary')}</Summary>
        {picture ? <Picture image={picture} alt={text('alt')} loading="eager" /> : null}
        <Facts>
          {facts.map(([label, value]) => (
            <Fact key={label}>
              <FactLabel>{t(`work.labels.${label}`)}</FactLabel>
              <dd>{value}</dd>
            </Fact>
          ))}
          <Fact>
            <FactLabel>{t('work.labels.outcome')}</FactLabel>
            <dd>
              <Outcome>{text('outcome')}</Outcome>
            </dd>
          </Fact>
        </Facts>
        {data.pictures.nodes.length > 0 ? (
          <Gallery role="list" aria-label={t('work.page.pictures')}>
            {data.pictures.nodes.map((more) => {
              const image = more.picture?.childImageSharp?.gatsbyImageData;
              const alt = entryText(t, 'work.pictures', more.key, 'alt');
              return image ? (
                <li key={more.key}>
                  <Picture image={image} alt={alt} />
                </li>
              ) : null;
            })}
          </Gallery>
        ) : null}
        {data.quotes.nodes.map((quote) => (
          <ClientQuote key={quote.key} quote={quote} />
        ))}
      </Article>
      <Contact data={data} id="contact" project={`${text('client')}: ${text('title')}`} />
    </Layout>
  );
}

export function Head({
  data,
  pageContext,
}: HeadProps<Queries.CaseStudyPageQuery, CaseStudyContext>) {
  const locales = data.locales.edges.map((edge) => edge.node);
  const language = toLanguageCode(pageContext.language);
  const words = (key: string) => localeText(locales, language, 'home', key);
  const project = (key: string) => words(`work.projects.${pageContext.project}.${key}`);
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? '';
  const studioName = data.siteYaml?.name ?? '';
  const title = project('title');
  const description = project('summary');
  const share = data.projectsYaml?.picture?.childImageSharp?.share;
  const image = share?.src
    ? { path: share.src, width: share.width ?? 0, height: share.height ?? 0 }
    : undefined;
  return (
    <SeoHead
      language={language}
      title={words('work.page.metaTitle')
        .replace('{{title}}', title)
        .replace('{{name}}', studioName)}
      description={description}
      siteUrl={siteUrl}
      originalPath={pageContext.i18n.originalPath}
      siteName={studioName}
      type="article"
      image={image}
      imageAlt={project('alt')}
      structuredData={caseStudyJsonLd(siteUrl, {
        language,
        originalPath: pageContext.i18n.originalPath,
        title,
        description,
        imagePath: image?.path ?? '',
        studioName,
        crumbs: { home: words('work.page.home'), work: words('work.page.work') },
      })}
    />
  );
}

// The pictures are at most the article's width (42rem); the main one is in the first view (eager).
// Full width as the cards: the box is reserved by its ratio, with no data: sizer the CSP would block.
// The share picture is the main one cropped to Open Graph's 1200×630.
export const query = graphql`
  fragment CaseStudyPicture on File {
    childImageSharp {
      gatsbyImageData(
        layout: FULL_WIDTH
        breakpoints: [400, 672, 1344]
        aspectRatio: 1.6
        sizes: "(min-width: 42rem) 672px, 100vw"
      )
    }
  }

  query CaseStudyPage($language: String!, $defaultLanguage: String!, $project: String!) {
    ...PageLocales
    ...SeoHeadData
    ...LayoutData
    ...ContactSection
    projectsYaml(key: { eq: $project }) {
      key
      stack
      sample
      picture {
        ...CaseStudyPicture
        childImageSharp {
          share: resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG) {
            src
            width
            height
          }
        }
      }
    }
    pictures: allProjectPicturesYaml(filter: { project: { eq: $project } }) {
      nodes {
        key
        picture {
          ...CaseStudyPicture
        }
      }
    }
    quotes: allQuotesYaml(filter: { project: { eq: $project }, consent: { eq: true } }) {
      nodes {
        ...ClientQuote
      }
    }
  }
`;

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-width: ${({ theme }) => theme.sizes.prose};
  margin: 0 auto;
  padding: ${({ theme }) =>
    `calc(${theme.sizes.navHeight} + ${theme.space(10)}) ${theme.space(5)} ${theme.space(16)}`};
`;

const Breadcrumb = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Each step but the page itself, followed by a separator. */
const CrumbLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  text-underline-offset: 0.2em;

  &::after {
    content: '›';
    display: inline-block;
    margin-left: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Client = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h1`
  margin-top: -${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Summary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Picture = styled(GatsbyImage)`
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Fact = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const FactLabel = styled.dt`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Gallery = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;
