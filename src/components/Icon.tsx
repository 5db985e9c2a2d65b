import { createElement } from 'react';
import type { SVGProps } from 'react';
import { BarChart3, Brain, Code2, Plug, Puzzle, ShieldCheck, TrendingUp, Users } from 'lucide';
import type { IconNode } from 'lucide';
import { useHydrated } from '../hooks/useHydrated';

/** One drawing per icon content may name (the IconName list in gatsby/content-model.ts). */
const ICONS: Record<Queries.IconName, IconNode> = {
  barChart: BarChart3,
  brain: Brain,
  code: Code2,
  plug: Plug,
  puzzle: Puzzle,
  shieldCheck: ShieldCheck,
  trendingUp: TrendingUp,
  users: Users,
};
type SvgIconProps = SVGProps<SVGSVGElement> & { icon: IconNode; afterHydration?: boolean };
const FRAME = { width: 24, height: 24, viewBox: '0 0 24 24', strokeWidth: 2, 'aria-hidden': true };

/**
 * A decorative lucide drawing; fill, stroke colour and round ends: the global sheet's `.lucide`.
 * `afterHydration` leaves the box empty in the HTML and draws it once React runs: the paths of the
 * icons below the fold are about 1.2 KB of each page's gzip HTML, which must fit the first round trip.
 */
export function SvgIcon({ icon, afterHydration = false, className = '', ...svg }: SvgIconProps) {
  const hydrated = useHydrated();
  return (
    <svg {...FRAME} {...svg} className={`lucide ${className}`.trim()}>
      {afterHydration && !hydrated
        ? null
        : icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}

/** An icon content names, always below the fold. */
export const Icon = ({ name }: { name: Queries.IconName }) => (
  <SvgIcon icon={ICONS[name]} strokeWidth={1.75} afterHydration />
);
