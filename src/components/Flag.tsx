import { flagShapes } from './flags';

interface FlagProps {
  /** A key of FLAGS (src/components/flags.ts), as a language in page-shape.json names it. */
  code: string;
}

/** A national flag as inline SVG, decorative (the language name is written beside it); CSS sizes it 3:2. */
export function Flag({ code }: FlagProps) {
  const shapes = flagShapes(code);
  if (!shapes) return null;
  return (
    <svg viewBox="0 0 60 40" aria-hidden="true">
      {shapes.map((shape, index) =>
        'd' in shape ? (
          <path key={index} d={shape.d} stroke={shape.stroke} strokeWidth={shape.strokeWidth} />
        ) : (
          <rect
            key={index}
            x={shape.x || undefined}
            y={shape.y || undefined}
            width={shape.width}
            height={shape.height}
            fill={shape.fill}
          />
        ),
      )}
    </svg>
  );
}
