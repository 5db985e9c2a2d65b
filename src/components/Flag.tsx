import { flagShapes } from './flags';

/**
 * A national flag (`code`: a key of FLAGS, as page-shape.json names it) as inline SVG, sized 3:2
 * by CSS; decorative, as the language name is always written beside it.
 */
export function Flag({ code, className }: { code: string; className?: string }) {
  const shapes = flagShapes(code);
  if (!shapes) return null;
  return (
    <svg viewBox="0 0 60 40" aria-hidden="true" className={className}>
      {shapes.map((shape, index) =>
        'd' in shape ? <path key={index} {...shape} /> : <rect key={index} {...shape} />,
      )}
    </svg>
  );
}
