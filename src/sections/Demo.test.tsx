import { act, screen, waitFor, within } from '@testing-library/react';
import type { RevenueChartProps } from '../components/RevenueChart';
import { LANGUAGE_CODES } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { contentList, entryWord, sectionData, type Words } from '../test-utils/content';
import { sectionOf } from '../lib/page-shape';
import { filledWord, word } from '../test-utils/locales';
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

const { id } = sectionOf('Demo');
const KPI_ENTRIES = contentList('kpis.yaml');
const SUMMARY_ENTRIES = contentList('demo-summary.yaml');

/** The label, in a language, of a file's entry with this key, as content holds it. */
function labelOf(
  entries: readonly { key: string; label: Words }[],
  key: string,
  language: LanguageCode,
): string {
  const entry = entries.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`no entry "${key}" in content`);
  return entryWord(language, entry.label);
}

/** A month's full name as a heading or the start of a sentence writes it. */
function capitalized(text: string, language: LanguageCode): string {
  return `${text.charAt(0).toLocaleUpperCase(language)}${text.slice(1)}`;
}

/**
 * Renders the section and lets its lazily imported chart (the stand-in above) arrive inside act(),
 * as it would shortly after the section scrolls near.
 */
async function renderDemo(language: LanguageCode) {
  await act(async () => {
    renderWithProviders(<Demo data={sectionData(language)} id={id} />, { language });
  });
}

describe.each(LANGUAGE_CODES)('Demo in %s', (language) => {
  // The figures as the build writes them for this language (gatsby/resolvers.ts).
  const { allKpisYaml, allRevenueYaml, allDemoSummaryYaml, demoDashboardYaml } =
    sectionData(language);
  const [KPIS, REVENUE, SUMMARY] = [
    allKpisYaml.nodes,
    allRevenueYaml.nodes,
    allDemoSummaryYaml.nodes,
  ];
  beforeEach(() => renderDemo(language));

  it('is the section page-shape.json names, titled in the language', () => {
    expect(screen.getByRole('region', { name: word(language, 'demo.title') })).toHaveAttribute(
      'id',
      id,
    );
  });

  it('shows a KPI card for every KPI of content, in order', () => {
    const list = screen.getByRole('list', { name: word(language, 'demo.kpisLabel') });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual(KPIS.map((kpi) => `kpi-${kpi.key}`));
  });

  it.each(KPIS.map((kpi) => [kpi.key, kpi] as const))(
    'writes the %s KPI for the language, its change signed and said in words',
    (_key, kpi) => {
      const name = labelOf(KPI_ENTRIES, kpi.key, language);
      const card = screen.getByRole('article', { name });
      expect(card.textContent).toContain(kpi.display);
      expect(card.textContent).toContain(kpi.changeDisplay);
      // Not by colour alone: the words say it too.
      expect(
        within(card).getByText(word(language, `demo.change.${kpi.changeType}`)),
      ).toBeInTheDocument();
      expect(
        within(card).getByText(word(language, `demo.periods.${kpi.period}`)),
      ).toBeInTheDocument();
    },
  );

  it('has a table of the revenue for screen readers and pages without JavaScript', () => {
    const first = REVENUE[0];
    const last = REVENUE.at(-1);
    if (!first || !last) throw new Error('content/revenue.yaml has no month');
    const caption = filledWord(language, 'demo.chart.tableCaption', {
      from: capitalized(first.monthName, language),
      to: last.monthName,
    });
    const table = screen.getByRole('table', { name: caption });
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([word(language, 'demo.chart.month'), word(language, 'demo.chart.value')]);
    expect(
      rows.map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]),
    ).toEqual(REVENUE.map((point) => [capitalized(point.monthName, language), point.display]));
  });

  it('loads the chart with the page language, the currency and every month', async () => {
    await waitFor(() =>
      expect(screen.getByTestId('revenue-chart').textContent).toBe(
        `${language} ${demoDashboardYaml?.currency} ${word(language, 'demo.chart.series')} ${REVENUE.length}`,
      ),
    );
  });

  it('shows the summary figures, the update time and the call to action', () => {
    const summary = screen.getByRole('list', { name: word(language, 'demo.summaryLabel') });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => Array.from(item.children).map((element) => element.textContent)),
    ).toEqual(
      SUMMARY.map((figure) => [figure.display, labelOf(SUMMARY_ENTRIES, figure.key, language)]),
    );
    const updated = filledWord(language, 'demo.updated', {
      time: demoDashboardYaml?.updatedDisplay ?? '',
    });
    expect(
      screen.getByText((_content, element) => element?.textContent === updated),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: word(language, 'demo.cta') })).toHaveAttribute(
      'href',
      '#contact',
    );
  });
});
