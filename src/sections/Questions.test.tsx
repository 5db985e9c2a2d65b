import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderMarkdown } from '../../gatsby/markdown';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { sectionOf } from '../lib/page-shape';
import { contentList, entryWord, sectionData } from '../test-utils/content';
import { word } from '../test-utils/locales';
import { renderWithProviders } from '../test-utils/render';
import { Questions } from './Questions';

const { id } = sectionOf('Questions');
const QUESTIONS = contentList('questions.yaml');
const DEFAULT = DEFAULT_LANGUAGE;

type Data = Queries.IndexPageQuery;
type Question = Data['allQuestionsYaml']['nodes'][number];

function renderQuestions(language: LanguageCode, data: Data = sectionData(language)) {
  const { container } = renderWithProviders(<Questions data={data} id={id} />, { language });
  return [...container.querySelectorAll('details')];
}

/** The page's data with its questions changed as a test needs. */
function withQuestions(change: (nodes: readonly Question[]) => Question[]): Data {
  const data = sectionData(DEFAULT);
  return { ...data, allQuestionsYaml: { nodes: change(data.allQuestionsYaml.nodes) } };
}

const answerOf = (details: HTMLDetailsElement) =>
  details.querySelector(':scope > summary + *') as HTMLElement;

describe.each(LANGUAGE_CODES)('Questions in %s', (language) => {
  it('is the section page-shape.json names, titled in the language', () => {
    renderQuestions(language);
    expect(screen.getByRole('region', { name: word(language, 'questions.title') })).toHaveAttribute(
      'id',
      id,
    );
  });

  it('folds each question of content, in order, in a <details> whose <summary> is the question', () => {
    const disclosures = renderQuestions(language);
    expect(
      disclosures.map((details) => details.querySelector(':scope > summary')?.textContent),
    ).toEqual(QUESTIONS.map((question) => entryWord(language, question.question)));
  });

  it('writes each answer from its Markdown, in the language', () => {
    const disclosures = renderQuestions(language);
    expect(disclosures.map((details) => answerOf(details).innerHTML)).toEqual(
      QUESTIONS.map((question) => renderMarkdown(entryWord(language, question.answer))),
    );
  });
});

describe('Questions', () => {
  it('makes a link in an answer a real link', () => {
    const [details] = renderQuestions(
      DEFAULT,
      withQuestions(([question]) => [
        { ...(question as Question), answerHtml: renderMarkdown('See [our prices](#pricing).') },
      ]),
    );
    expect(
      within(answerOf(details as HTMLDetailsElement)).getByRole('link', { name: 'our prices' }),
    ).toHaveAttribute('href', '#pricing');
  });

  it('opens the questions marked open, and only those', () => {
    const last = QUESTIONS.length - 1;
    const disclosures = renderQuestions(
      DEFAULT,
      withQuestions((nodes) =>
        nodes.map((question, index) => ({ ...question, open: index === last ? true : null })),
      ),
    );
    expect(disclosures.map((details) => details.open)).toEqual(
      QUESTIONS.map((_question, index) => index === last),
    );
  });

  it('opens and closes a question from its summary', async () => {
    const [details] = renderQuestions(
      DEFAULT,
      withQuestions((nodes) => nodes.map((question) => ({ ...question, open: false }))),
    );
    const summary = details?.querySelector('summary') as HTMLElement;
    const user = userEvent.setup();
    expect(details).toHaveProperty('open', false);
    await user.click(summary);
    expect(details).toHaveProperty('open', true);
    await user.click(summary);
    expect(details).toHaveProperty('open', false);
  });
});
