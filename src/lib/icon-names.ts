/** The icons a content file may name; src/components/Icon.tsx draws each of them. */
export const ICON_NAMES = [
  'bar-chart',
  'brain',
  'code',
  'plug',
  'puzzle',
  'shield-check',
  'trending-up',
  'users',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(value: string): value is IconName {
  return (ICON_NAMES as readonly string[]).includes(value);
}
