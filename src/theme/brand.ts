// The brand lives in brand-tokens.json so plain Node scripts (favicon and share image) read it too:
// primary (buttons, links, focus, the mark's first gradient stop), accent, deep (the share image's
// darkest stop), onBrand (the mark's stroke), mark (a rounded square of `size`, one stroked path).
import brandTokens from './brand-tokens.json';

export const brand = brandTokens;
