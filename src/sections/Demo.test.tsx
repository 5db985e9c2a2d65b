import fs from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import yaml from 'js-yaml';
import type { RevenueChartProps } from '../components/RevenueChart';
import type { LanguageCode } from '../lib/languages';
import { renderWithProviders } from '../test-utils/render';
import { Demo } from './Demo';

// ApexCharts needs a real browser: the lazily loaded chart module is replaced by a stand-in.
jest.mock('../components/RevenueChart', () => ({
  __esModule: true,
  default: (props: RevenueChartProps) => (
    <div data-testid="revenue-chart">
      {props.language} {props.currency} {props.seriesName} {props.points.length}
    </div>
  ),
}));

const CONTENT = path.join(__dirname, '..', '..', 'content');

/** The real content files, shaped like the GraphQL fragment (YAML "id" is queried as "key"). */
function list<T>(file: string): T[] {
  const entries = yaml.load(fs.readFileSync(path.join(CONTENT, file), 'utf8')) as Record<
    string,
    unknown
  >[];
  return entries.map(({ id, ...rest }) => ({ key: id, per: null, ...rest }) as T);
}

const data: Queries.DemoSectionFragment = {
  allKpisYaml: { nodes: list('kpis.yaml') },
  allRevenueYaml: { nodes: list('revenue.yaml') },
  allDemoSummaryYaml: { nodes: list('demo-summary.yaml') },
  demoDashboardYaml: yaml.load(
    fs.readFileSync(path.join(CONTENT, 'demo-dashboard.yaml'), 'utf8'),
  ) as Queries.DemoSectionFragment['demoDashboardYaml'],
};

/**
 * Renders the section and lets its lazily imported chart (the stand-in above) arrive inside act(),
 * as it would shortly after the section scrolls near.
 */
async function renderDemo(language: LanguageCode) {
  await act(async () => {
    renderWithProviders(<Demo data={data} />, { language });
  });
}

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

function card(name: RegExp) {
  return screen.getByRole('article', { name });
}

describe('Demo', () => {
  it.each([
    ['it', /Ricavi totali/, '1,2 Mln €', /Tasso di conversione/, '23,4%', '-2,1%', /in calo/],
    ['en', /Total revenue/, '€1.2M', /Conversion rate/, '23.4%', '-2.1%', /down/],
    [
      'fr',
      /Chiffre d'affaires total/,
      '1,2 M €',
      /Taux de conversion/,
      '23,4 %',
      '-2,1 %',
      /en baisse/,
    ],
  ] as const)(
    'shows six KPI cards in %s, the conversion rate as a fall',
    async (language, revenueTitle, revenue, conversionTitle, conversion, change, fall) => {
      await renderDemo(language as LanguageCode);
      const list = screen.getByRole('list', {
        name: { it: 'Indicatori chiave', en: 'Key indicators', fr: 'Indicateurs clés' }[language],
      });
      expect(within(list).getAllByRole('article')).toHaveLength(6);
      expect(plain(card(revenueTitle).querySelector('[data-kpi-value]')!.textContent)).toBe(
        revenue,
      );
      const conversionCard = card(conversionTitle);
      expect(plain(conversionCard.querySelector('[data-kpi-value]')!.textContent)).toBe(conversion);
      expect(plain(conversionCard.querySelector('[data-kpi-change]')!.textContent)).toBe(change);
      expect(conversionCard.querySelector('[data-change-type]')).toHaveAttribute(
        'data-change-type',
        'negative',
      );
      // Not by colour alone: the words say it too.
      expect(within(conversionCard).getByText(fall)).toBeInTheDocument();
    },
  );

  it('has a table of the six months for screen readers and pages without JavaScript', async () => {
    await renderDemo('en');
    const table = screen.getByRole('table', { name: 'Monthly revenue, January – June' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('January');
    expect(within(rows[1]!).getByRole('cell')).toHaveTextContent('€125,000');
    expect(within(rows[6]!).getByRole('cell')).toHaveTextContent('€195,000');
  });

  it('loads the chart with the page language and currency', async () => {
    await renderDemo('fr');
    await waitFor(() =>
      expect(screen.getByTestId('revenue-chart')).toHaveTextContent("fr EUR Chiffre d'affaires 6"),
    );
  });

  it('shows the summary figures, the update time and the call to action', async () => {
    await renderDemo('it');
    const summary = screen.getByRole('list', { name: 'Indicatori di servizio' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent)),
    ).toEqual(['95%Soddisfazione clienti', '24/7Monitoraggio continuo', '99,9%Uptime del sistema']);
    expect(screen.getByText('Aggiornato 2 minuti fa')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Richiedi una Demo Personalizzata' })).toHaveAttribute(
      'href',
      '#contact',
    );
  });
});
