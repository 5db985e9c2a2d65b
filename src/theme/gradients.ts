import brand from './brand-tokens.json';

// The content model offers exactly these names (GradientName), so a new one can be chosen at once.
// Mid-saturated in both themes: a service's icon is drawn on them in white (PALETTE.onGradient).
export const GRADIENTS = {
  indigo: [brand.primary, '#7c3aed'],
  cyan: ['#0284c7', '#0d9488'],
  violet: ['#7c3aed', '#c026d3'],
  emerald: ['#059669', '#0d9488'],
} as const satisfies Record<string, readonly [string, string]>;

export type GradientName = keyof typeof GRADIENTS;
