import { graphql } from 'gatsby';
import type { HeadProps, PageProps } from 'gatsby';
import { DeferredSection } from '../components/DeferredSection';
import { Layout } from '../components/Layout';
import { SeoHead } from '../components/SeoHead';
import { toLanguageCode } from '../lib/languages';
import { localeText } from '../lib/locale-text';
import type { I18nPageContext } from '../lib/page-context';
import { SECTIONS } from '../lib/page-shape';
import { professionalServiceJsonLd } from '../lib/seo';
import { sectionBeforeCode, sectionCode } from '../sections/section-code';

type IndexPageProps = PageProps<Queries.IndexPageQuery, I18nPageContext>;

/** The page's sections in page-shape.json's order, each with its code in a chunk of its own. */
const sections = SECTIONS.map((section) => ({
  section,
  code: sectionCode(section),
  beforeCode: sectionBeforeCode(section),
}));

export default function IndexPage({ data, location, pageContext }: IndexPageProps) {
  return (
    <Layout
      data={data}
      locationState={location.state}
      languageTargetPath={pageContext.i18n.originalPath}
    >
      {sections.map(({ section, code, beforeCode }) => (
        <DeferredSection
          key={section.id}
          section={code}
          props={{ data, id: section.id }}
          loadWhenNear={section.interactive}
          beforeCode={beforeCode}
        />
      ))}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.IndexPageQuery, I18nPageContext>) {
  const locales = data.locales.edges.map((edge) => edge.node);
  const language = toLanguageCode(pageContext.language);
  const text = (key: string) => localeText(locales, language, 'common', key);
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? '';
  const studio = data.siteYaml;
  const description = text('meta.description');
  return (
    <SeoHead
      language={language}
      title={text('meta.title')}
      description={description}
      siteUrl={siteUrl}
      originalPath={pageContext.i18n.originalPath}
      siteName={studio?.name ?? ''}
      imageAlt={text('meta.imageAlt')}
      structuredData={
        studio
          ? professionalServiceJsonLd(siteUrl, {
              name: studio.name,
              email: studio.email,
              areaServed: studio.areaServed,
              language,
              description,
            })
          : undefined
      }
    />
  );
}

export const query = graphql`
  query IndexPage($language: String!, $defaultLanguage: String!) {
    ...PageLocales
    ...SeoHeadData
    ...LayoutData
    ...HeroSection
    ...AboutSection
    ...DemoSection
    ...ServicesSection
    ...ContactSection
  }
`;
