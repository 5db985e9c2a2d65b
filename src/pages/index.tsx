import { graphql } from 'gatsby';
import type { HeadProps, PageProps } from 'gatsby';
import { DeferredSection } from '../components/DeferredSection';
import type { SectionComponent } from '../components/DeferredSection';
import { Layout } from '../components/Layout';
import { SeoHead } from '../components/SeoHead';
import { deferredModule } from '../lib/deferred-module';
import { toLanguageCode } from '../lib/languages';
import { localeText } from '../lib/locale-text';
import type { I18nPageContext } from '../lib/page-context';
import { professionalServiceJsonLd } from '../lib/seo';
import { Hero } from '../sections/Hero';

type IndexPageProps = PageProps<Queries.IndexPageQuery, I18nPageContext>;

/** The sections below the first screen: their code arrives as the visitor approaches each one. */
const sectionCode = (load: () => Promise<SectionComponent<Queries.IndexPageQuery>>) =>
  deferredModule(load);
const about = sectionCode(() =>
  import(/* webpackChunkName: "section-about" */ '../sections/About').then((m) => m.About),
);
const demo = sectionCode(() =>
  import(/* webpackChunkName: "section-demo" */ '../sections/Demo').then((m) => m.Demo),
);
const services = sectionCode(() =>
  import(/* webpackChunkName: "section-services" */ '../sections/Services').then((m) => m.Services),
);
const contact = sectionCode(() =>
  import(/* webpackChunkName: "section-contact" */ '../sections/Contact').then((m) => m.Contact),
);

export default function IndexPage({ data, location, pageContext }: IndexPageProps) {
  return (
    <Layout
      data={data}
      locationState={location.state}
      languageTargetPath={pageContext.i18n.originalPath}
    >
      <Hero data={data} />
      <DeferredSection section={about} data={data} />
      <DeferredSection section={demo} data={data} />
      <DeferredSection section={services} data={data} />
      <DeferredSection section={contact} data={data} />
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
