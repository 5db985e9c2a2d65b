import { GRADIENTS } from './gradients';
import { PALETTE } from './theme';

/** WCAG 2.x relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two opaque colours, from 1 to 21. */
function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const THEMES = { light: 0, dark: 1 } as const;

/** A palette colour in a theme: a pair's light or dark value, or the one value both share. */
function colorIn(name: keyof typeof PALETTE, themeName: keyof typeof THEMES): string {
  const value = PALETTE[name];
  return typeof value === 'string' ? value : value[THEMES[themeName]];
}

// Non-text contrast (WCAG 1.4.11): an icon that carries meaning needs 3:1; we aim for 4.5:1.
const MINIMUM = 3;
const AIM = 4.5;

describe.each(Object.keys(THEMES) as (keyof typeof THEMES)[])('icons in the %s theme', (mode) => {
  const stops = Object.entries(GRADIENTS).flatMap(([name, colors]) =>
    colors.map((stop) => [name, stop] as const),
  );

  it.each(stops)('a service icon on the %s gradient’s %s has at least 3:1', (_name, stop) => {
    const ratio = contrast(colorIn('onGradient', mode), stop);
    expect(ratio).toBeGreaterThanOrEqual(MINIMUM);
  });

  it('a value icon (primary on primarySoft) has at least 4.5:1', () => {
    expect(contrast(colorIn('primary', mode), colorIn('primarySoft', mode))).toBeGreaterThanOrEqual(
      AIM,
    );
  });
});
