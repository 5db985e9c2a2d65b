import { Suspense } from 'react';
import { graphql } from 'gatsby';
import type { HeadProps, PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { SeoHead } from '../components/SeoHead';
import { localeText } from '../lib/locale-text';
import type { I18nPageContext } from '../lib/page-context';
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
        <Contact />
      </Suspense>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.IndexPageQuery, I18nPageContext>) {
  const locales = data.locales.edges.map((edge) => edge.node);
  const { language } = pageContext;
  return (
    <SeoHead
      language={language}
      title={localeText(locales, language, 'common', 'meta.title')}
      description={localeText(locales, language, 'common', 'meta.description')}
    />
  );
}

export const query = graphql`
  query IndexPage($language: String!) {
    locales: allLocale(filter: { language: { in: [$language, "it"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    ...LayoutData
    ...HeroSection
    ...AboutSection
    ...DemoSection
    ...ServicesSection
  }
`;
