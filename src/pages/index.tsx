import { graphql } from 'gatsby';
import type { ComponentType } from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import type { SectionProps } from '../components/SectionShell';
import { SeoHead } from '../components/SeoHead';
import { toLanguageCode } from '../lib/languages';
import { localeText } from '../lib/locale-text';
import type { I18nPageContext } from '../lib/page-context';
import { SECTIONS } from '../lib/page-shape';
import { professionalServiceJsonLd } from '../lib/seo';
import { About } from '../sections/About';
import { Contact } from '../sections/Contact';
import { Demo } from '../sections/Demo';
import { Hero } from '../sections/Hero';
import { Services } from '../sections/Services';
import { Work } from '../sections/Work';

type IndexPageProps = PageProps<Queries.IndexPageQuery, I18nPageContext>;

type Section = ComponentType<SectionProps<Queries.IndexPageQuery>>;

const COMPONENTS: Record<string, Section> = { Hero, About, Demo, Services, Work, Contact };

export default function IndexPage({ data, location, pageContext }: IndexPageProps) {
  return (
    <Layout
      data={data}
      locationState={location.state}
      languageTargetPath={pageContext.i18n.originalPath}
    >
      {SECTIONS.map(({ id, component }) => {
        const Component = COMPONENTS[component];
        if (!Component) throw new Error(`src/pages/index.tsx has no section ${component}`);
        return <Component key={id} data={data} id={id} />;
      })}
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
        studio && data.companyYaml
          ? professionalServiceJsonLd(
              siteUrl,
              { ...studio, language, description },
              data.companyYaml,
            )
          : undefined
      }
    />
  );
}

export const query = graphql`
  query IndexPage($language: String!, $defaultLanguage: String!) {
    ...PageLocales
    ...SeoHeadData
    ...OrganizationData
    ...LayoutData
    ...HeroSection
    ...AboutSection
    ...DemoSection
    ...ServicesSection
    ...WorkSection
    ...ContactSection
  }
`;
