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
import { theme } from '../theme/theme';

interface CommonProps {
  language: string;
  title: string;
  description?: string;
}

/** A page crawlers should index: canonical, alternates, link previews and structured data. */
interface IndexableProps extends CommonProps {
  noindex?: false;
  /** The site's public address (siteMetadata.siteUrl), without a trailing slash. */
  siteUrl: string;
  /** The page's path without its language prefix (pageContext.i18n.originalPath). */
  originalPath: string;
  siteName: string;
  /** The share image described in the page's language. */
  imageAlt: string;
  /** JSON-LD written as application/ld+json. */
  structuredData?: object;
}

/** A page crawlers must not index (the not-found pages): no canonical, no alternates. */
interface NoIndexProps extends CommonProps {
  noindex: true;
}

type SeoHeadProps = IndexableProps | NoIndexProps;

/**
 * The document head of a page, rendered through Gatsby's Head API. The i18n plugin renders none of
 * this and its translations do not reach Head, so every text arrives as a prop.
 */
export function SeoHead(props: SeoHeadProps) {
  const { language, title, description } = props;
  return (
    <>
      <html lang={language} />
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta name="theme-color" content={theme.colors.primary} />
      {props.noindex ? <meta name="robots" content="noindex" /> : <IndexableTags {...props} />}
    </>
  );
}

function IndexableTags({
  language,
  title,
  description,
  siteUrl,
  originalPath,
  siteName,
  imageAlt,
  structuredData,
}: IndexableProps) {
  const code = toLanguageCode(language);
  const { canonical, alternates } = pageUrls(siteUrl, code, originalPath);
  const image = absoluteUrl(siteUrl, SHARE_IMAGE.path);
  const locales = ogLocales(code);
  return (
    <>
      <link rel="canonical" href={canonical} />
      <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON_PATH} />
      {alternates.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}

      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={SHARE_IMAGE.type} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta property="og:locale" content={locales.locale} />
      {locales.alternates.map((alternate) => (
        <meta key={alternate} property="og:locale:alternate" content={alternate} />
      ))}

      {/* X reads the title, description and image from the og: tags. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={imageAlt} />

      {structuredData ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(structuredData) }}
        />
      ) : null}
    </>
  );
}

/** What a page's head needs from the data layer: the site's address and the studio's facts. */
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

/**
 * The page's words for its head, in its language and in the default language (the fallback, given
 * to every page's context by gatsby/localized-pages.ts). Gatsby's Head sits outside the i18n
 * provider, so it reads them from the page data (see src/lib/locale-text.ts).
 */
export const localesQuery = graphql`
  fragment PageLocales on Query {
    locales: allLocale(filter: { language: { in: [$language, $defaultLanguage] } }) {
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
