import type { FlagCode } from '../lib/flag-codes';

interface FlagProps {
  code: string;
  className?: string;
}

/** National flags as inline SVG (3:2), decorative: the language name is always written beside them. */
export function Flag({ code, className }: FlagProps) {
  const shapes = FLAGS[code as FlagCode];
  if (!shapes) return null;
  return (
    <svg
      className={className}
      viewBox="0 0 60 40"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="none"
    >
      {shapes}
    </svg>
  );
}

const FLAGS: Record<FlagCode, JSX.Element> = {
  it: (
    <>
      <rect width="20" height="40" fill="#009246" />
      <rect x="20" width="20" height="40" fill="#ffffff" />
      <rect x="40" width="20" height="40" fill="#ce2b37" />
    </>
  ),
  fr: (
    <>
      <rect width="20" height="40" fill="#002654" />
      <rect x="20" width="20" height="40" fill="#ffffff" />
      <rect x="40" width="20" height="40" fill="#ce1126" />
    </>
  ),
  gb: (
    <>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0,0 L60,40 M60,0 L0,40" stroke="#ffffff" strokeWidth="8" />
      <path d="M0,0 L60,40 M60,0 L0,40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30,0 V40 M0,20 H60" stroke="#ffffff" strokeWidth="12" />
      <path d="M30,0 V40 M0,20 H60" stroke="#c8102e" strokeWidth="7" />
    </>
  ),
};
