import type { IGatsbyImageData } from 'gatsby-plugin-image';

/** A picture field as the page query gives it: its File node, which gatsby-transformer-sharp extends. */
type PictureFile = {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
} | null;

// gatsby-plugin-image's data as a native <picture>: AVIF and WebP sources, the original's format for
// old browsers, its size reserved (Card.tsx fills the width), loaded lazily over its dominant colour,
// with no script at all (GatsbyImage: ~4 kB more first-load JavaScript, ~1.3 kB more HTML).
export function Picture({ file, alt }: { file: PictureFile; alt: string }) {
  const image = file?.childImageSharp?.gatsbyImageData;
  if (!image) return null;
  const { sources = [], fallback } = image.images;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="lazy"
        css={{ backgroundColor: image.backgroundColor }}
      />
    </picture>
  );
}
