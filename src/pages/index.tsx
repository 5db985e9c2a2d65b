import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { ComponentType } from 'react';
import { Layout } from '../components/Layout';
import type { SectionProps } from '../components/SectionShell';
import { SeoHead, pageHead } from '../components/SeoHead';
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

export default function IndexPage({ data, location }: IndexPageProps) {
  return (
    <Layout data={data} locationState={location.state} withSectionLinks>
      {SECTIONS.map(({ id, component }) => {
        const Component = COMPONENTS[component];
        if (!Component) throw new Error(`src/pages/index.tsx has no section ${component}`);
        return <Component key={id} data={data} id={id} />;
      })}
    </Layout>
  );
}

export function Head(head: HeadProps<Queries.IndexPageQuery, I18nPageContext>) {
  const { language, siteUrl, words } = pageHead(head);
  const { siteYaml: studio, companyYaml: company } = head.data;
  const description = words('common', 'meta.description');
  return (
    <SeoHead
      head={head}
      title={words('common', 'meta.title')}
      description={description}
      structuredData={
        studio && company
          ? professionalServiceJsonLd(siteUrl, { ...studio, language, description }, company)
          : undefined
      }
    />
  );
}

export const query = graphql`
  query IndexPage($language: String!) {
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
