import styled from '@emotion/styled';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { ClientQuote } from '../components/ClientQuote';
import { Picture } from '../components/Picture';
import { Layout, PageIntro, PageTitle } from '../components/Layout';
import { Outcome, SampleBadge } from '../components/ProjectCard';
import { SeoHead, pageHead } from '../components/SeoHead';
import { localizedPath, toLanguageCode } from '../lib/languages';
import type { I18nPageContext } from '../lib/page-context';
import { caseStudyJsonLd } from '../lib/seo';
import { WORK_INDEX_PATH } from '../lib/work-paths';
import { Contact } from '../sections/Contact';

type CaseStudyContext = I18nPageContext & { project: string };
type CaseStudyProps = PageProps<Queries.CaseStudyPageQuery, CaseStudyContext>;

export default function CaseStudyPage({ data, location, pageContext }: CaseStudyProps) {
  const { t, language } = useI18next();
  const code = toLanguageCode(language);
  const project = data.projectsYaml;
  if (!project) throw new Error(`No project "${pageContext.project}" in content/projects.yaml`);
  const picture = project.picture?.childImageSharp?.gatsbyImageData;
  const morePictures = project.pictures ?? [];
  const facts = [
    ['challenge', project.challenge],
    ['built', project.built],
    ['stack', project.stack],
    ['outcome', <Outcome key="outcome">{project.outcome}</Outcome>],
  ] as const;
  return (
    <Layout data={data} locationState={location.state}>
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
        <Client>{project.client}</Client>
        <Title id="case-study-title">{project.title}</Title>
        <PageIntro>{project.summary}</PageIntro>
        {/* The page's largest paint: fetched first, shown as it arrives. */}
        {picture ? <FramedPicture image={picture} alt={project.alt} priority /> : null}
        <Facts>
          {facts.map(([label, value]) => (
            <Fact key={label}>
              <FactLabel>{t(`work.labels.${label}`)}</FactLabel>
              <dd>{value}</dd>
            </Fact>
          ))}
        </Facts>
        {morePictures.length > 0 ? (
          <Gallery role="list" aria-label={t('work.page.pictures')}>
            {morePictures.map((more, index) => {
              const image = more.picture?.childImageSharp?.gatsbyImageData;
              return image ? (
                <li key={index}>
                  <FramedPicture image={image} alt={more.alt} />
                </li>
              ) : null;
            })}
          </Gallery>
        ) : null}
        {project.quote?.consent ? <ClientQuote quote={project.quote} /> : null}
      </Article>
      <Contact
        data={data}
        id="contact"
        projectId={project.key}
        projectName={`${project.client}: ${project.title}`}
      />
    </Layout>
  );
}

export function Head(head: HeadProps<Queries.CaseStudyPageQuery, CaseStudyContext>) {
  const { language, siteUrl, studioName, words } = pageHead(head);
  const project = head.data.projectsYaml;
  const title = project?.title ?? '';
  const description = project?.summary ?? '';
  const share = head.data.projectsYaml?.picture?.childImageSharp?.share;
  const image = share?.src
    ? { path: share.src, width: share.width ?? 0, height: share.height ?? 0 }
    : undefined;
  return (
    <SeoHead
      head={head}
      title={words('home', 'work.page.metaTitle', { title })}
      description={description}
      type="article"
      image={image}
      imageAlt={project?.alt}
      structuredData={caseStudyJsonLd(siteUrl, {
        language,
        originalPath: head.pageContext.i18n.originalPath,
        title,
        description,
        imagePath: image?.path ?? '',
        studioName,
        crumbs: { home: words('home', 'work.page.home'), work: words('home', 'work.page.work') },
      })}
    />
  );
}

// At most the article's width (42rem), the box reserved by its ratio as the cards' (no data: sizer the
// CSP would block); 800 px for a phone's 412 px at 1.75 dppx; the share picture is the main one
// cropped to Open Graph's 1200×630.
export const query = graphql`
  fragment CaseStudyPicture on File {
    childImageSharp {
      gatsbyImageData(
        layout: FULL_WIDTH
        breakpoints: [400, 672, 800, 1344]
        aspectRatio: 1.6
        sizes: "(min-width: 42rem) 672px, 100vw"
      )
    }
  }

  query CaseStudyPage($language: String!, $project: String!) {
    ...PageLocales
    ...SeoHeadData
    ...LayoutData
    ...ContactSection
    projectsYaml(key: { eq: $project }) {
      key
      client(language: $language)
      title(language: $language)
      summary(language: $language)
      alt(language: $language)
      challenge(language: $language)
      built(language: $language)
      outcome(language: $language)
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
      pictures {
        alt(language: $language)
        picture {
          ...CaseStudyPicture
        }
      }
      quote {
        consent
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

const Title = styled(PageTitle)`
  margin-top: -${({ theme }) => theme.space(4)};
`;

const FramedPicture = styled(Picture)`
  display: block;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  & img {
    width: 100%;
    height: auto;
  }
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
