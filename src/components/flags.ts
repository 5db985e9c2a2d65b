// Flags as data (emoji flags do not render on Windows), each in a 60 × 40 box, shapes in order;
// the build checks page-shape.json's flag keys exist here.
type FlagShape =
  | { x?: number; width: number; height: number; fill: string }
  | { d: string; stroke: string; strokeWidth: number };

const verticalTricolour = (left: string, middle: string, right: string): FlagShape[] =>
  [left, middle, right].map((fill, i) => ({ x: i * 20 || undefined, width: 20, height: 40, fill }));

export const FLAGS: Record<string, readonly FlagShape[]> = {
  it: verticalTricolour('#009246', '#ffffff', '#ce2b37'),
  fr: verticalTricolour('#002654', '#ffffff', '#ce1126'),
  gb: [
    { width: 60, height: 40, fill: '#012169' },
    { d: 'M0,0 L60,40 M60,0 L0,40', stroke: '#ffffff', strokeWidth: 8 },
    { d: 'M0,0 L60,40 M60,0 L0,40', stroke: '#c8102e', strokeWidth: 3 },
    { d: 'M30,0 V40 M0,20 H60', stroke: '#ffffff', strokeWidth: 12 },
    { d: 'M30,0 V40 M0,20 H60', stroke: '#c8102e', strokeWidth: 7 },
  ],
};
