import type { Reporter } from 'gatsby';
import { copyValidContent } from './__fixtures__/content-tree';
import type { ContentTree } from './__fixtures__/content-tree';
import { CONTENT_ERROR_ID, stopOnContentProblems } from './content-check';

function fakeReporter() {
  const reporter = { setErrorMap: jest.fn(), panic: jest.fn() };
  return { reporter, asReporter: reporter as unknown as Reporter };
}

describe('stopOnContentProblems', () => {
  let tree: ContentTree;

  beforeEach(() => {
    tree = copyValidContent();
  });

  afterEach(() => tree.cleanup());

  it('lets valid content through', () => {
    const { reporter, asReporter } = fakeReporter();
    stopOnContentProblems(tree.dir, asReporter);
    expect(reporter.panic).not.toHaveBeenCalled();
  });

  it('stops the build with every problem, naming file, entry and field', () => {
    tree.replace('services.yaml', 'icon: brain', 'icon: rocket');
    tree.replace('hero-stats.yaml', 'value: 40', 'value: forty');
    const { reporter, asReporter } = fakeReporter();
    stopOnContentProblems(tree.dir, asReporter);

    expect(reporter.panic).toHaveBeenCalledTimes(1);
    const [{ id, context }] = reporter.panic.mock.calls[0] as [
      { id: string; context: { problems: string } },
    ];
    expect(id).toBe(CONTENT_ERROR_ID);
    expect(context.problems).toContain('The content files have 2 problems:');
    expect(context.problems).toContain(
      'content/services.yaml, entry "analytics", field "icon": "rocket" is not a known icon',
    );
    expect(context.problems).toContain(
      'content/hero-stats.yaml, entry "productivity", field "value": "forty" should be a whole number',
    );

    const errorMap = reporter.setErrorMap.mock.calls[0]?.[0] as Record<
      string,
      { text: (context: { problems: string }) => string; category: string }
    >;
    expect(errorMap[CONTENT_ERROR_ID]?.text(context)).toBe(context.problems);
    expect(errorMap[CONTENT_ERROR_ID]?.category).toBe('USER');
  });
});
