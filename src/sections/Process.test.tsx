import { screen, within } from '@testing-library/react';
import { LANGUAGE_CODES } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { sectionOf } from '../lib/page-shape';
import { contentList, entryWord, sectionData } from '../test-utils/content';
import { word } from '../test-utils/locales';
import { renderWithProviders } from '../test-utils/render';
import { Process } from './Process';

const { id } = sectionOf('Process');
const STEPS = contentList('process-steps.yaml');

type Data = Queries.IndexPageQuery;

function renderProcess(language: LanguageCode, data: Data = sectionData(language)) {
  renderWithProviders(<Process data={data} id={id} />, { language });
  return screen.getByRole('list');
}

describe.each(LANGUAGE_CODES)('Process in %s', (language) => {
  it('is the section page-shape.json names, titled in the language', () => {
    renderProcess(language);
    expect(screen.getByRole('region', { name: word(language, 'process.title') })).toHaveAttribute(
      'id',
      id,
    );
  });

  it('lists the steps of content in order, as an ordered list, each with its title and description', () => {
    const list = renderProcess(language);
    // An <ol> whose bullets the styles remove keeps its list role only when it says so (Safari).
    expect(list.tagName).toBe('OL');
    expect(list).toHaveAttribute('role', 'list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(
      STEPS.map((step) => entryWord(language, step.title)),
    );
    STEPS.forEach((step, index) => {
      expect(
        within(items[index] as HTMLElement).getByText(entryWord(language, step.description)),
      ).toBeInTheDocument();
    });
  });

  it('gives a step’s duration only when it has one', () => {
    const data = sectionData(language);
    // Both cases on the page: the steps content times, and the first one made untimed.
    const nodes = data.allProcessStepsYaml.nodes;
    const timedIndex = nodes.findIndex((step) => step.duration);
    const untimedIndex = timedIndex === 0 ? 1 : 0;
    const steps = nodes.map((step, index) =>
      index === untimedIndex ? { ...step, duration: null } : step,
    );
    const timed = steps.filter((step) => step.duration);
    expect(timed.length).toBeGreaterThan(0);
    const list = renderProcess(language, { ...data, allProcessStepsYaml: { nodes: steps } });
    const label = word(language, 'process.durationLabel');
    within(list)
      .getAllByRole('listitem')
      .forEach((item, index) => {
        const duration = steps[index]?.duration;
        if (duration) {
          const strong = within(item).getByText(duration, { selector: 'strong' });
          expect(strong.parentElement?.textContent).toBe(`${label} ${duration}`);
        } else {
          expect(item.textContent).not.toContain(label);
        }
      });
  });
});
