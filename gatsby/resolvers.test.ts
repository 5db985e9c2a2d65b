import { contentResolvers, FIGURE_TYPES } from './resolvers';
import { formatStat } from '../src/lib/format';
import { DEFAULT_LANGUAGE, isLanguageCode } from '../src/lib/languages';

describe('contentResolvers', () => {
  const resolvers = contentResolvers();

  it('gives every figure type a display field taking the page language', () => {
    expect(Object.keys(resolvers).sort()).toEqual([...FIGURE_TYPES].sort());
    for (const typeName of FIGURE_TYPES) {
      expect(resolvers[typeName]?.display).toMatchObject({
        type: 'String!',
        args: { language: 'String!' },
      });
    }
  });

  it('writes each figure with the conventions of the requested language', () => {
    const { resolve } = resolvers.HeroStatsYaml!.display;
    const growth = { value: 40, unit: 'percent', signed: true } as const;
    expect(resolve(growth, { language: 'it' })).toBe('+40%');
    expect(resolve(growth, { language: 'en' })).toBe('+40%');
    expect(resolve(growth, { language: 'fr' })).toMatch(/^\+40[\u00a0\u202f]%$/);
    expect(resolve({ value: 3, unit: 'multiplier', signed: null }, { language: 'en' })).toBe('3x');
    expect(resolve({ value: 5, unit: 'plus', signed: null }, { language: 'fr' })).toBe('5+');
  });

  it('falls back to the default language for a language the site does not have', () => {
    const { resolve } = resolvers.AboutBadgesYaml!.display;
    const figure = { value: 1234.5, unit: 'number', signed: null } as const;
    expect(isLanguageCode('xx')).toBe(false);
    expect(resolve(figure, { language: 'xx' })).toBe(formatStat(figure, DEFAULT_LANGUAGE));
  });
});
