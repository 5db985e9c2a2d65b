import { formatStat } from './format';

describe('formatStat', () => {
  it('writes percentages with the conventions of each language', () => {
    expect(formatStat({ value: 40, unit: 'percent', signed: true }, 'it')).toBe('+40%');
    expect(formatStat({ value: 40, unit: 'percent', signed: true }, 'en')).toBe('+40%');
    expect(formatStat({ value: 60, unit: 'percent' }, 'fr')).toMatch(/^60[\u00a0\u202f]%$/);
  });

  it('writes multipliers and "more than" figures', () => {
    expect(formatStat({ value: 3, unit: 'multiplier' }, 'en')).toBe('3x');
    expect(formatStat({ value: 5, unit: 'plus' }, 'it')).toBe('5+');
  });
});
