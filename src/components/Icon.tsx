import { BarChart3, Brain, Code2, Plug, Puzzle, ShieldCheck, TrendingUp } from 'lucide-react';
import { Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

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

export function Icon({ name }: { name: Queries.IconName }) {
  const Glyph = ICONS[name];
  return <Glyph aria-hidden="true" strokeWidth={1.75} />;
}
