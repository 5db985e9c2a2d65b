import type { ComponentType } from 'react';
import { graphql } from 'gatsby';
import type { HeadProps, PageProps } from 'gatsby';
import { DeferredSection } from '../components/DeferredSection';
import { Layout } from '../components/Layout';
import { SeoHead } from '../components/SeoHead';
import { deferredModule } from '../lib/deferred-module';
import { toLanguageCode } from '../lib/languages';
import { localeText } from '../lib/locale-text';
import type { I18nPageContext } from '../lib/page-context';
import { professionalServiceJsonLd } from '../lib/seo';

type IndexPageProps = PageProps<Queries.IndexPageQuery, I18nPageContext>;
type SectionProps = { data: Queries.IndexPageQuery };

/**
 * The page's sections, each with its code in a chunk of its own: Demo and Contact get theirs as the
 * visitor approaches them; Hero, About and Services have no behaviour and keep their server HTML.
 */
const sectionCode = (load: () => Promise<ComponentType<SectionProps>>) => deferredModule(load);
const hero = sectionCode(() =>
  import(/* webpackChunkName: "section-hero" */ '../sections/Hero').then((m) => m.Hero),
);
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
      <DeferredSection section={hero} props={{ data }} loadWhenNear={false} />
      <DeferredSection section={about} props={{ data }} loadWhenNear={false} />
      <DeferredSection section={demo} props={{ data }} />
      <DeferredSection section={services} props={{ data }} loadWhenNear={false} />
      <DeferredSection section={contact} props={{ data }} />
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
