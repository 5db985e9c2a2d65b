// The brand's tokens, as data: primary (buttons, links, focus, the mark's first gradient stop),
// accent (the mark's second stop), onBrand (the mark's stroke); static/favicon.svg, the mark, uses them.
import brandTokens from './brand-tokens.json';

export const brand = brandTokens;
