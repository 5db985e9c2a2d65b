/** The flags drawn as SVG by src/components/Flag.tsx (emoji flags do not render on Windows). */
export const FLAG_CODES = ['it', 'gb', 'fr'] as const;

export type FlagCode = (typeof FLAG_CODES)[number];

export function isFlagCode(value: string): value is FlagCode {
  return (FLAG_CODES as readonly string[]).includes(value);
}
