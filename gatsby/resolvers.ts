// The first screens' figures written with Intl at build time: a page's first Intl.NumberFormat loads
// locale data, a long task on a phone during hydration.
import { formatStat } from '../src/lib/format';
import type { StatFigure } from '../src/lib/format';
import { toLanguageCode } from '../src/lib/languages';

export const FIGURE_TYPES = ['HeroStatsYaml', 'AboutBadgesYaml'] as const;

const display = {
  type: 'String!',
  args: { language: 'String!' },
  resolve: (figure: StatFigure, { language }: { language: string }) =>
    formatStat(figure, toLanguageCode(language)),
};

export function contentResolvers() {
  return Object.fromEntries(FIGURE_TYPES.map((typeName) => [typeName, { display }]));
}
