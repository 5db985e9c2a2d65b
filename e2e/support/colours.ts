/**
 * Colours as the browser reports them. Tests compare what getComputedStyle() returns with the
 * theme's tokens (src/theme/theme.ts), which are written as hex.
 */

/** A token's "#rrggbb" as getComputedStyle() writes it: "rgb(r, g, b)". */
export function computedColour(hex: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`${hex} is not a #rrggbb colour`);
  const [r, g, b] = match.slice(1).map((pair) => Number.parseInt(pair, 16));
  return `rgb(${r}, ${g}, ${b})`;
}
