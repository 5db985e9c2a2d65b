import {
  formatChange,
  formatCurrency,
  formatKpiValue,
  formatMinutesAgo,
  formatMonth,
  formatSummaryFigure,
  formatThousands,
} from './dashboard-format';
import { VOCABULARIES } from '../../gatsby/content-model';

/** French and some currencies use (narrow) no-break spaces; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatKpiValue', () => {
  it('writes the revenue in compact form per language', () => {
    expect(formatKpiValue(1_200_000, 'currencyCompact', 'en', 'EUR')).toBe('€1.2M');
    expect(plain(formatKpiValue(1_200_000, 'currencyCompact', 'it', 'EUR'))).toBe('1,2 Mln €');
    expect(plain(formatKpiValue(1_200_000, 'currencyCompact', 'fr', 'EUR'))).toBe('1,2 M €');
  });

  it('groups thousands in every language, Italian four-digit numbers included', () => {
    expect(formatKpiValue(2847, 'number', 'en', 'EUR')).toBe('2,847');
    expect(formatKpiValue(2847, 'number', 'it', 'EUR')).toBe('2.847');
    expect(plain(formatKpiValue(2847, 'number', 'fr', 'EUR'))).toBe('2 847');
    expect(formatKpiValue(12_459, 'number', 'it', 'EUR')).toBe('12.459');
  });

  it('writes percentages and amounts per language', () => {
    expect(formatKpiValue(23.4, 'percent', 'en', 'EUR')).toBe('23.4%');
    expect(formatKpiValue(23.4, 'percent', 'it', 'EUR')).toBe('23,4%');
    expect(plain(formatKpiValue(23.4, 'percent', 'fr', 'EUR'))).toBe('23,4 %');
    expect(formatKpiValue(89, 'currency', 'en', 'EUR')).toBe('€89');
    expect(plain(formatKpiValue(89, 'currency', 'it', 'EUR'))).toBe('89 €');
    expect(plain(formatKpiValue(89, 'currency', 'fr', 'EUR'))).toBe('89 €');
  });
});

describe('formatChange', () => {
  it('signs the change by its type', () => {
    expect(formatChange(12.5, 'positive', 'en')).toBe('+12.5%');
    expect(formatChange(2.1, 'negative', 'en')).toBe('-2.1%');
    expect(formatChange(2.1, 'negative', 'it')).toBe('-2,1%');
    expect(plain(formatChange(8.2, 'positive', 'fr'))).toBe('+8,2 %');
  });

  it('keeps one decimal', () => {
    expect(formatChange(5, 'positive', 'it')).toBe('+5,0%');
  });
});

describe('formatCurrency and formatThousands', () => {
  it('writes an exact amount for the tooltip and the table', () => {
    expect(formatCurrency(125_000, 'en', 'EUR')).toBe('€125,000');
    expect(plain(formatCurrency(125_000, 'it', 'EUR'))).toBe('125.000 €');
    expect(plain(formatCurrency(125_000, 'fr', 'EUR'))).toBe('125 000 €');
    expect(plain(formatCurrency(89.5, 'it', 'EUR'))).toBe('89,50 €');
  });

  it('writes axis labels in thousands with a K', () => {
    expect(formatThousands(125_000, 'en', 'EUR')).toBe('€125K');
    expect(plain(formatThousands(195_000, 'it', 'EUR'))).toBe('195K €');
    expect(plain(formatThousands(140_000, 'fr', 'EUR'))).toBe('140K €');
  });
});

describe('formatSummaryFigure', () => {
  it('writes percentages and round-the-clock figures', () => {
    expect(formatSummaryFigure({ value: 95, unit: 'percent' }, 'en')).toBe('95%');
    expect(formatSummaryFigure({ value: 99.9, unit: 'percent' }, 'it')).toBe('99,9%');
    expect(plain(formatSummaryFigure({ value: 99.9, unit: 'percent' }, 'fr'))).toBe('99,9 %');
    expect(formatSummaryFigure({ value: 24, unit: 'per', per: 7 }, 'fr')).toBe('24/7');
  });
});

describe('formatMonth and formatMinutesAgo', () => {
  it('names months in the page language', () => {
    expect(formatMonth(1, 'it', 'short')).toBe('gen');
    expect(formatMonth(1, 'en', 'short')).toBe('Jan');
    expect(formatMonth(1, 'fr', 'short')).toBe('janv.');
    expect(formatMonth(6, 'it', 'long')).toBe('giugno');
    expect(formatMonth(6, 'en', 'long')).toBe('June');
    expect(formatMonth(6, 'fr', 'long')).toBe('juin');
  });

  it('says how long ago the data was updated', () => {
    expect(formatMinutesAgo(2, 'it')).toBe('2 minuti fa');
    expect(formatMinutesAgo(2, 'en')).toBe('2 minutes ago');
    expect(plain(formatMinutesAgo(2, 'fr'))).toBe('il y a 2 minutes');
  });
});

describe('formatKpiValue and the content model', () => {
  it('writes every KPI unit content may use, each its own way', () => {
    const written: Record<Queries.KpiUnit, string> = {
      currencyCompact: '€1.2M',
      currency: '€1,200,000',
      number: '1,200,000',
      percent: '1,200,000%',
    };
    expect(Object.keys(written).sort()).toEqual([...VOCABULARIES.KpiUnit.values].sort());
    for (const [unit, text] of Object.entries(written)) {
      expect(formatKpiValue(1_200_000, unit as Queries.KpiUnit, 'en', 'EUR')).toBe(text);
    }
  });
});
