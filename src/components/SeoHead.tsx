import { graphql } from 'gatsby';
import { SHARE_IMAGE, absoluteUrl, ogLocales, pageUrls, serializeJsonLd } from '../lib/seo';
import { toLanguageCode } from '../lib/languages';
import { interpolate, localeText, type LocaleNode } from '../lib/locale-text';
import type { I18nPageContext } from '../lib/page-context';

/** A Head's own props: the page's words (PageLocales), its site facts (SeoHeadData) and context. */
interface HeadInput {
  data: {
    locales: { edges: readonly { node: LocaleNode }[] };
    site?: Queries.SeoHeadDataFragment['site'];
    siteYaml?: { name: string } | null;
  };
  pageContext: I18nPageContext;
}

// Gatsby's Head sits outside the i18n provider: its words come from the page data, `{{name}}` the
// studio's.
export function pageHead({ data, pageContext }: HeadInput) {
  const locales = data.locales.edges.map((edge) => edge.node);
  const language = toLanguageCode(pageContext.language);
  const studioName = data.siteYaml?.name ?? '';
  const words = (namespace: string, key: string, values: Record<string, string> = {}) =>
    interpolate(localeText(locales, language, namespace, key), { ...values, name: studioName });
  return { language, studioName, siteUrl: data.site?.siteMetadata?.siteUrl ?? '', words };
}

interface SeoHeadProps {
  head: HeadInput;
  title: string;
  description?: string | null;
  /** A page crawlers must not index (the not-found pages): no canonical, no alternates. */
  noindex?: boolean;
  /** The share image: the site's, unless the page has its own (a project's picture). */
  image?: { path: string; width: number; height: number };
  imageAlt?: string;
  type?: 'website' | 'article';
  structuredData?: object;
}

export function SeoHead({ head, title, description, image = SHARE_IMAGE, ...props }: SeoHeadProps) {
  const { language, studioName, siteUrl, words } = pageHead(head);
  const { canonical, alternates } = pageUrls(siteUrl, language, head.pageContext.i18n.originalPath);
  const locales = ogLocales(language);
  const meta = (property: string, content: string) => (
    <meta key={`${property}${content}`} property={property} content={content} />
  );
  return (
    <>
      <html lang={language} />
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {props.noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={canonical} />
          {/* One of gatsby-plugin-manifest's sizes, one link (its eight `legacy` links are off). */}
          <link rel="apple-touch-icon" href="/icons/icon-192x192.png" />
          {alternates.map(({ hrefLang, href }) => (
            <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
          ))}
          {meta('og:type', props.type ?? 'website')}
          {meta('og:site_name', studioName)}
          {meta('og:title', title)}
          {description ? meta('og:description', description) : null}
          {meta('og:url', canonical)}
          {meta('og:image', absoluteUrl(siteUrl, image.path))}
          {meta('og:image:width', String(image.width))}
          {meta('og:image:height', String(image.height))}
          {meta('og:image:alt', props.imageAlt ?? words('common', 'meta.imageAlt'))}
          {meta('og:locale', locales.locale)}
          {locales.alternates.map((alternate) => meta('og:locale:alternate', alternate))}
          {/* X reads the title, description and image from the og: tags. */}
          <meta name="twitter:card" content="summary_large_image" />
          {props.structuredData ? (
            <script
              type="application/ld+json"
              dangerouslySetInnerHTML={{ __html: serializeJsonLd(props.structuredData) }}
            />
          ) : null}
        </>
      )}
    </>
  );
}

// OrganizationData: the company's legal identity for the home page's JSON-LD (content/company.yaml).
export const query = graphql`
  fragment SeoHeadData on Query {
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteYaml {
      name
      email
      areaServed
    }
  }

  fragment OrganizationData on Query {
    companyYaml {
      legalName
      vatNumber
      taxCode
      officeStreet
      officePostalCode
      officeCity
      officeProvince
      officeCountry
    }
  }

  fragment PageLocales on Query {
    locales: allLocale(
      filter: { language: { eq: $language } }
      sort: [{ language: ASC }, { ns: ASC }]
    ) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
