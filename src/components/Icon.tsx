import { createElement } from 'react';
import type { SVGProps } from 'react';
import { BarChart3, Brain, Code2, Plug, Puzzle, ShieldCheck, TrendingUp, Users } from 'lucide';
import type { IconNode } from 'lucide';

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
type SvgIconProps = SVGProps<SVGSVGElement> & { icon: IconNode };
const FRAME = { width: 24, height: 24, viewBox: '0 0 24 24', strokeWidth: 2, 'aria-hidden': true };

/** A decorative lucide drawing; fill, stroke colour and round ends: the global sheet's `.lucide`. */
export function SvgIcon({ icon, className = '', ...svg }: SvgIconProps) {
  return (
    <svg {...FRAME} {...svg} className={`lucide ${className}`.trim()}>
      {icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}

/** An icon content names, drawn with a thinner stroke. */
export const Icon = ({ name, className }: { name: Queries.IconName; className?: string }) => (
  <SvgIcon icon={ICONS[name]} strokeWidth={1.75} className={className} />
);
