import {
  BarChart3,
  Brain,
  Code2,
  Plug,
  Puzzle,
  ShieldCheck,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** One drawing per icon content may name (the IconName list in gatsby/content-model.ts). */
const ICONS: Record<Queries.IconName, LucideIcon> = {
  barChart: BarChart3,
  brain: Brain,
  code: Code2,
  plug: Plug,
  puzzle: Puzzle,
  shieldCheck: ShieldCheck,
  trendingUp: TrendingUp,
  users: Users,
};

interface IconProps {
  name: Queries.IconName;
  className?: string;
}

export function Icon({ name, className }: IconProps) {
  const Glyph = ICONS[name];
  return <Glyph className={className} aria-hidden="true" strokeWidth={1.75} />;
}
