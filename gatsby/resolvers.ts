/**
 * Fields computed at build time. The first screens' figures ("+40%", "3x", "5+") are written with
 * Intl in the page's language here, once, instead of in the visitor's browser during hydration:
 * the first Intl.NumberFormat of a page loads the locale's data, a long task on a phone.
 */
import { formatStat } from '../src/lib/format';
import type { StatFigure } from '../src/lib/format';
import { toLanguageCode } from '../src/lib/languages';

/** The content types whose entries are figures (value, unit, signed). */
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
