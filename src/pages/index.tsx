import { Suspense } from 'react';
import { graphql } from 'gatsby';
import type { HeadProps, PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { SeoHead } from '../components/SeoHead';
import { toLanguageCode } from '../lib/languages';
import { localeText } from '../lib/locale-text';
import type { I18nPageContext } from '../lib/page-context';
import { professionalServiceJsonLd } from '../lib/seo';
import { About } from '../sections/About';
import { Contact } from '../sections/Contact';
import { Demo } from '../sections/Demo';
import { Hero } from '../sections/Hero';
import { Services } from '../sections/Services';

type IndexPageProps = PageProps<Queries.IndexPageQuery, I18nPageContext>;

export default function IndexPage({ data, location, pageContext }: IndexPageProps) {
  return (
    <Layout
      data={data}
      locationState={location.state}
      languageTargetPath={pageContext.i18n.originalPath}
    >
      <Hero data={data} />
      {/*
       * Each section below the first screen is its own Suspense boundary: React hydrates the first
       * screen first and the rest in separate, shorter tasks (less Total Blocking Time). Nothing
       * suspends, so the HTML and the behaviour are the same.
       */}
      <Suspense fallback={null}>
        <About data={data} />
      </Suspense>
      <Suspense fallback={null}>
        <Demo data={data} />
      </Suspense>
      <Suspense fallback={null}>
        <Services data={data} />
      </Suspense>
      <Suspense fallback={null}>
        <Contact data={data} />
      </Suspense>
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
  query IndexPage($language: String!) {
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
