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

/**
 * A decorative lucide drawing. Its fill, stroke colour and line ends are the global sheet's
 * `.lucide` rule, stated once per page rather than as attributes on each of the page's icons.
 */
export function SvgIcon({
  icon,
  className,
  ...svgProps
}: SVGProps<SVGSVGElement> & { icon: IconNode }) {
  return (
    <svg
      className={className ? `lucide ${className}` : 'lucide'}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      strokeWidth="2"
      aria-hidden="true"
      {...svgProps}
    >
      {icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}

export function Icon({ name }: { name: Queries.IconName }) {
  return <SvgIcon icon={ICONS[name]} strokeWidth={1.75} />;
}
