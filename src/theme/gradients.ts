/** The colour gradients a service card may use (content/services.yaml names one of them). */
export const GRADIENTS = {
  indigo: ['#4f46e5', '#7c3aed'],
  cyan: ['#0284c7', '#0d9488'],
  violet: ['#7c3aed', '#c026d3'],
  emerald: ['#059669', '#0d9488'],
} as const satisfies Record<string, readonly [string, string]>;

export type GradientName = keyof typeof GRADIENTS;

export const GRADIENT_NAMES = Object.keys(GRADIENTS) as GradientName[];

export function isGradientName(value: string): value is GradientName {
  return value in GRADIENTS;
}
