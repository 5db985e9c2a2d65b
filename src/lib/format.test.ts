import { formatStat } from './format';
import { VOCABULARIES } from '../../gatsby/content-model';

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

describe('formatStat, every unit in every language', () => {
  it('writes percentages, multipliers and "more than" figures in French', () => {
    const productivity = { value: 40, unit: 'percent', signed: true } as const;
    expect(formatStat(productivity, 'it')).toBe('+40%');
    expect(formatStat(productivity, 'fr')).toMatch(/^\+40[\u00a0\u202f]%$/);
    expect(formatStat({ value: 100, unit: 'percent' }, 'fr')).toMatch(/^100[\u00a0\u202f]%$/);
    expect(formatStat({ value: 3, unit: 'multiplier', signed: null }, 'fr')).toBe('3x');
    expect(formatStat({ value: 5, unit: 'plus' }, 'fr')).toBe('5+');
  });

  it('shows a plus sign only when signed, and never on zero', () => {
    expect(formatStat({ value: 40, unit: 'percent' }, 'en')).toBe('40%');
    expect(formatStat({ value: 3, unit: 'multiplier', signed: true }, 'en')).toBe('+3x');
    expect(formatStat({ value: 0, unit: 'percent', signed: true }, 'en')).toBe('0%');
    expect(formatStat({ value: 12, unit: 'number', signed: true }, 'it')).toBe('+12');
  });

  it('groups the digits of plain numbers per language', () => {
    expect(formatStat({ value: 2847, unit: 'number' }, 'en')).toBe('2,847');
    expect(formatStat({ value: 2847, unit: 'number' }, 'it')).toBe('2847');
    expect(formatStat({ value: 12459, unit: 'number' }, 'it')).toBe('12.459');
    expect(formatStat({ value: 12459, unit: 'number' }, 'fr')).toMatch(/^12[\u00a0\u202f]459$/);
  });

  it('writes an unknown unit as a plain number', () => {
    const unknown = { value: 7, unit: 'stars' as Queries.StatUnit };
    expect(formatStat(unknown, 'en')).toBe('7');
  });
});

describe('formatStat and the content model', () => {
  it('writes every unit content may use, each its own way', () => {
    const written: Record<Queries.StatUnit, string> = {
      percent: '7%',
      multiplier: '7x',
      plus: '7+',
      number: '7',
    };
    expect(Object.keys(written).sort()).toEqual([...VOCABULARIES.StatUnit.values].sort());
    for (const [unit, text] of Object.entries(written)) {
      expect(formatStat({ value: 7, unit: unit as Queries.StatUnit }, 'en')).toBe(text);
    }
  });
});
