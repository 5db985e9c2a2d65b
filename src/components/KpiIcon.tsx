import {
  Activity,
  CreditCard,
  Euro,
  ShoppingCart,
  Target,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** One drawing per KPI icon content may name (the KpiIconName list in gatsby/content-model.ts). */
const ICONS: Record<Queries.KpiIconName, LucideIcon> = {
  activity: Activity,
  creditCard: CreditCard,
  euro: Euro,
  shoppingCart: ShoppingCart,
  target: Target,
  users: Users,
};

/** A KPI card's decorative icon (the card's title carries the meaning). */
export function KpiIcon({ name }: { name: Queries.KpiIconName }) {
  const Glyph = ICONS[name];
  return <Glyph aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
