import { withPrefix } from 'gatsby';
import type { SVGProps } from 'react';

/** The interface's own icons; those content may name are its vocabularies (gatsby/content-model.ts). */
export const INTERFACE_ICONS = [
  'alertCircle',
  'arrowRight',
  'checkCircle',
  'chevronDown',
  'clock',
  'close',
  'gift',
  'loader',
  'lock',
  'menu',
  'monitor',
  'moon',
  'send',
  'sun',
  'trendingDown',
  'trendingUp',
] as const;

/** A symbol of static/icons.svg. */
export type IconName = Queries.IconName | Queries.KpiIconName | (typeof INTERFACE_ICONS)[number];

type SvgIconProps = SVGProps<SVGSVGElement> & { name: IconName };
const FRAME = { width: 24, height: 24, viewBox: '0 0 24 24', strokeWidth: 2, 'aria-hidden': true };

// A decorative lucide drawing from one cached sprite, so each page's HTML names its icons rather than
// drawing them; fill, stroke colour and round ends: the global sheet's `.lucide`.
export function SvgIcon({ name, className = '', ...svg }: SvgIconProps) {
  return (
    <svg {...FRAME} {...svg} className={`lucide ${className}`.trim()}>
      <use href={`${withPrefix('/icons.svg')}#${name}`} />
    </svg>
  );
}
