import { FLAGS } from './flags';

// A flag of FLAGS (page-shape.json's `flag`) as inline SVG, sized 3:2 by CSS; decorative, as the
// language's name is always written beside it.
export function Flag({ code, className }: { code: string; className?: string }) {
  const shapes = FLAGS[code];
  if (!shapes) return null;
  return (
    <svg viewBox="0 0 60 40" aria-hidden="true" className={className}>
      {shapes.map((shape, index) =>
        'd' in shape ? <path key={index} {...shape} /> : <rect key={index} {...shape} />,
      )}
    </svg>
  );
}
