// The brand's tokens, as data: primary (buttons, links, focus, the mark's first gradient stop),
// accent (the mark's second stop), onBrand (the mark's stroke), mark (a rounded square of `size`,
// one stroked path; static/favicon.svg draws the same).
import brandTokens from './brand-tokens.json';

export const brand = brandTokens;
