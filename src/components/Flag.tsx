import { withPrefix } from 'gatsby';

// A language's flag (page-shape.json's `flag`) from the sprite, sized 3:2 by CSS; decorative, as the
// language's name is always written beside it. Emoji flags do not render on Windows.
export const Flag = ({ code, className }: { code: string; className?: string }) => (
  <svg viewBox="0 0 60 40" aria-hidden="true" className={className}>
    <use href={`${withPrefix('/icons.svg')}#flag-${code}`} />
  </svg>
);
