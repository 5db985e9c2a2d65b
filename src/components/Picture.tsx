import type { IGatsbyImageData } from 'gatsby-plugin-image';

interface PictureProps {
  /** What gatsby-plugin-image made of the upload (`gatsbyImageData` in the page query). */
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** The page's largest paint: fetched first, at once; every other picture waits to be near. */
  priority?: boolean;
}

// A picture gatsby-plugin-image processed, written as plain HTML: its AVIF and WebP sources, an
// <img> whose aspect ratio reserves its box over the picture's dominant colour. No script: the
// browser loads and shows it (GatsbyImage would hide it until a script saw it loaded, and fetch a
// 20 KiB chunk during the page's load to draw it again).
// React 18 passes the attribute through in lowercase only (React 19 takes `fetchPriority`).
const HIGH_PRIORITY = { fetchpriority: 'high' };

export function Picture({ image, alt, className, priority = false }: PictureProps) {
  const { images, width, height, backgroundColor } = image;
  return (
    <picture className={className}>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        {...(priority ? HIGH_PRIORITY : {})}
        decoding="async"
        style={{ aspectRatio: `${width} / ${height}`, backgroundColor }}
      />
    </picture>
  );
}
