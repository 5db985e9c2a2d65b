import { contentResolvers } from './resolvers';
import type { FigureContext } from './resolvers';
import { formatChange, formatCurrency, formatKpiValue } from '../src/lib/dashboard-format';
import { formatMinutesAgo, formatMonth, formatSummaryFigure } from '../src/lib/dashboard-format';
import { formatOffice, formatShareCapital } from '../src/lib/company';
import { formatStat } from '../src/lib/format';
import { DEFAULT_LANGUAGE, isLanguageCode } from '../src/lib/languages';

const resolvers = contentResolvers();
const context = (currency: string): FigureContext => ({
  nodeModel: {
    findOne: ({ type }) => Promise.resolve(type === 'DemoDashboardYaml' ? { currency } : null),
  },
});
type Field<Source> = {
  resolve: (source: Source, args: { language: string }, context: FigureContext) => unknown;
};
const resolve = <Source>(
  field: Field<Source>,
  source: Source,
  language: string,
  currency = 'EUR',
) => field.resolve(source, { language }, context(currency));

describe('contentResolvers', () => {
  it('gives every written figure a String field taking the page language', () => {
    for (const fields of Object.values(resolvers)) {
      for (const field of Object.values(fields)) {
        expect(field).toMatchObject({ type: 'String!', args: { language: 'String!' } });
      }
    }
  });

  it('writes the hero and about figures with the conventions of the requested language', () => {
    const growth = { value: 40, unit: 'percent', signed: true } as const;
    expect(resolve(resolvers.HeroStatsYaml.display, growth, 'it')).toBe('+40%');
    expect(resolve(resolvers.HeroStatsYaml.display, growth, 'fr')).toMatch(/^\+40[\u00a0\u202f]%$/);
    expect(resolve(resolvers.AboutBadgesYaml.display, { value: 5, unit: 'plus' }, 'fr')).toBe('5+');
  });

  it("writes the demo's figures in the dashboard's currency", async () => {
    const kpi = { value: 1250, unit: 'currency', change: 2.5, changeType: 'negative' } as const;
    const { KpisYaml, RevenueYaml, DemoSummaryYaml, DemoDashboardYaml } = resolvers;
    await expect(resolve(KpisYaml.display, kpi, 'it', 'CHF')).resolves.toBe(
      formatKpiValue(1250, 'currency', 'it', 'CHF'),
    );
    expect(resolve(KpisYaml.changeDisplay, kpi, 'en')).toBe(formatChange(2.5, 'negative', 'en'));
    const point = { month: 3, value: 99.5 };
    await expect(resolve(RevenueYaml.display, point, 'fr', 'USD')).resolves.toBe(
      formatCurrency(99.5, 'fr', 'USD'),
    );
    expect(resolve(RevenueYaml.monthName, point, 'it')).toBe(formatMonth(3, 'it', 'long'));
    const summary = { value: 24, unit: 'per', per: 7 } as const;
    expect(resolve(DemoSummaryYaml.display, summary, 'en')).toBe(
      formatSummaryFigure(summary, 'en'),
    );
    expect(resolve(DemoDashboardYaml.updatedDisplay, { updatedMinutesAgo: 2 }, 'fr')).toBe(
      formatMinutesAgo(2, 'fr'),
    );
  });

  it("writes the company's registered office and paid-up capital in the page's language", () => {
    const { CompanyYaml } = resolvers;
    const office = {
      officeStreet: 'Via Roma 1',
      officePostalCode: '20121',
      officeCity: 'Milano',
      officeProvince: 'MI',
      officeCountry: 'IT',
    };
    for (const language of ['it', 'en', 'fr'] as const) {
      expect(resolve(CompanyYaml.officeDisplay, office, language)).toBe(
        formatOffice(office, language),
      );
      expect(resolve(CompanyYaml.shareCapitalDisplay, { shareCapital: 10000 }, language)).toBe(
        formatShareCapital(10000, language),
      );
    }
    expect(resolve(CompanyYaml.officeDisplay, office, 'it')).toBe(
      'Via Roma 1, 20121 Milano (MI), Italia',
    );
    expect(resolve(CompanyYaml.shareCapitalDisplay, { shareCapital: 10000 }, 'it')).toBe(
      '10.000\u00a0€',
    );
    expect(resolve(CompanyYaml.shareCapitalDisplay, { shareCapital: null }, 'en')).toBe('');
  });

  it('falls back to the default language for a language the site does not have', () => {
    const figure = { value: 1234.5, unit: 'number', signed: null } as const;
    expect(isLanguageCode('xx')).toBe(false);
    expect(resolve(resolvers.AboutBadgesYaml.display, figure, 'xx')).toBe(
      formatStat(figure, DEFAULT_LANGUAGE),
    );
  });
});
