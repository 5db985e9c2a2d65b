import {
  Activity,
  CreditCard,
  Euro,
  ShoppingCart,
  Target,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { KpiIconName } from '../lib/dashboard-data';

const ICONS: Record<KpiIconName, LucideIcon> = {
  activity: Activity,
  'credit-card': CreditCard,
  euro: Euro,
  'shopping-cart': ShoppingCart,
  target: Target,
  users: Users,
};

/** A KPI card's decorative icon (the card's title carries the meaning). */
export function KpiIcon({ name }: { name: string }) {
  const Glyph = ICONS[name as KpiIconName];
  if (!Glyph) return null;
  return <Glyph aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
