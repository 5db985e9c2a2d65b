// The brand lives in brand-tokens.json so plain Node scripts (favicon and share image) read it too.
import brandTokens from './brand-tokens.json';

export interface Brand {
  /** The brand colour: buttons, links, focus, the first stop of the mark's gradient. */
  primary: string;
  accent: string;
  /** The darkest stop of the share image's background. */
  deep: string;
  /** Drawn on the brand colours: the mark's stroke. */
  onBrand: string;
  /** The mark: a rounded square of `size` with a gradient and one stroked path. */
  mark: { size: number; radius: number; path: string; strokeWidth: number };
}

export const brand: Brand = brandTokens;
