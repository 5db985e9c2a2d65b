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
import type { IconName } from '../lib/icon-names';

const ICONS: Record<IconName, LucideIcon> = {
  'bar-chart': BarChart3,
  brain: Brain,
  code: Code2,
  plug: Plug,
  puzzle: Puzzle,
  'shield-check': ShieldCheck,
  'trending-up': TrendingUp,
  users: Users,
};

interface IconProps {
  /** A name from content; the build has already checked it is one of ICON_NAMES. */
  name: string;
  className?: string;
}

/** A decorative content icon: the words next to it carry the meaning. */
export function Icon({ name, className }: IconProps) {
  const Glyph = ICONS[name as IconName];
  if (!Glyph) return null;
  return <Glyph className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
