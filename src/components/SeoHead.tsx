import { graphql } from 'gatsby';
import {
  APPLE_TOUCH_ICON_PATH,
  SHARE_IMAGE,
  absoluteUrl,
  ogLocales,
  pageUrls,
  serializeJsonLd,
} from '../lib/seo';
import { toLanguageCode } from '../lib/languages';

interface SeoHeadProps {
  language: string;
  title: string;
  description?: string | null;
  /** A page crawlers must not index (the not-found pages): no canonical, no alternates. */
  noindex?: boolean;
  /** The site's public address (siteMetadata.siteUrl), without a trailing slash. */
  siteUrl?: string;
  /** The page's path without its language prefix (pageContext.i18n.originalPath). */
  originalPath?: string;
  siteName?: string;
  /** The share image (the site's, unless the page has its own: a project's picture). */
  image?: { path: string; width: number; height: number };
  /** The share image described in the page's language. */
  imageAlt?: string;
  /** Open Graph's kind of page: a case study is an article. */
  type?: 'website' | 'article';
  structuredData?: object;
}

// The i18n plugin's translations do not reach Gatsby's Head: every text arrives as a prop.
export function SeoHead(props: SeoHeadProps) {
  const { language, title, description, siteUrl = '', originalPath = '/', imageAlt = '' } = props;
  const { image = SHARE_IMAGE, type = 'website' } = props;
  const code = toLanguageCode(language);
  const { canonical, alternates } = pageUrls(siteUrl, code, originalPath);
  const locales = ogLocales(code);
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
          <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON_PATH} />
          {alternates.map(({ hrefLang, href }) => (
            <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
          ))}
          {meta('og:type', type)}
          {meta('og:site_name', props.siteName ?? '')}
          {meta('og:title', title)}
          {description ? meta('og:description', description) : null}
          {meta('og:url', canonical)}
          {meta('og:image', absoluteUrl(siteUrl, image.path))}
          {meta('og:image:width', String(image.width))}
          {meta('og:image:height', String(image.height))}
          {meta('og:image:alt', imageAlt)}
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
`;

/** The company's legal identity for the home page's JSON-LD (content/company.yaml). */
export const organizationQuery = graphql`
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
`;

// Gatsby's Head sits outside the i18n provider, so it reads its words (and the default language's
// fallback) from the page data.
export const localesQuery = graphql`
  fragment PageLocales on Query {
    locales: allLocale(
      filter: { language: { in: [$language, $defaultLanguage] } }
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
