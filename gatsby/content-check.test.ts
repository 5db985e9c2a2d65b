import { PAGE_SHAPE } from '../src/lib/page-shape';
import { legalSlugs } from './legal-pages';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { copyValidContent, PROJECT_DIR, unusedLanguage } from './__fixtures__/content-tree';
import type { ContentTree } from './__fixtures__/content-tree';
import { CONTENT_ERROR_ID, contentProblems, stopOnContentProblems } from './content-check';

function fakeReporter() {
  const reporter = { setErrorMap: jest.fn(), panic: jest.fn() };
  return { reporter, asReporter: reporter as unknown as Reporter };
}

const REAL_SHAPE = fs.readFileSync(path.join(PROJECT_DIR, 'page-shape.json'), 'utf8');

/**
 * A project of its own around a copy of content/: its page-shape.json (the real one unless
 * changed), the real src/ (a link), and the content copy as its content/ folder.
 */
function projectAround(tree: ContentTree, shape = REAL_SHAPE) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'project-fixture-'));
  fs.writeFileSync(path.join(dir, 'page-shape.json'), shape);
  fs.symlinkSync(path.join(PROJECT_DIR, 'src'), path.join(dir, 'src'), 'dir');
  fs.symlinkSync(tree.dir, path.join(dir, 'content'), 'dir');
  return {
    dir,
    cleanup() {
      fs.unlinkSync(path.join(dir, 'src'));
      fs.unlinkSync(path.join(dir, 'content'));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The real manifest with one change. */
function changedShape(change: (shape: Record<string, unknown>) => void): string {
  const shape = JSON.parse(REAL_SHAPE) as Record<string, unknown>;
  change(shape);
  return JSON.stringify(shape, null, 2);
}

let tree: ContentTree;

beforeEach(() => {
  tree = copyValidContent();
});

afterEach(() => tree.cleanup());

describe('contentProblems', () => {
  it('finds none in the project', () => {
    expect(contentProblems(PROJECT_DIR)).toEqual([]);
  });

  it('checks the project’s content/ folder unless told another', () => {
    tree.replace('services.yaml', 'icon: brain', 'icon: rocket');
    const project = projectAround(tree);
    try {
      const problems = contentProblems(project.dir);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^content\/services\.yaml, entry "analytics", field "icon": /);
      expect(contentProblems(PROJECT_DIR)).toEqual([]);
      expect(contentProblems(PROJECT_DIR, tree.dir)).toEqual(problems);
    } finally {
      project.cleanup();
    }
  });

  it('reports a manifest that is not valid JSON, alone', () => {
    tree.replace('services.yaml', 'icon: brain', 'icon: rocket');
    const project = projectAround(tree, REAL_SHAPE.replace('"sections"', 'sections'));
    try {
      const problems = contentProblems(project.dir);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^page-shape\.json: not valid JSON: \S/);
    } finally {
      project.cleanup();
    }
  });

  it('reports the problems of the manifest alone: the content is checked against it', () => {
    tree.replace('services.yaml', 'icon: brain', 'icon: rocket');
    const shape = changedShape((raw) => {
      raw.defaultLanguage = 'xx';
    });
    const project = projectAround(tree, shape);
    try {
      const problems = contentProblems(project.dir);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^page-shape\.json, field "defaultLanguage": "xx" /);
    } finally {
      project.cleanup();
    }
  });

  it('checks the content against the project’s manifest: a new language needs its words', () => {
    const language = unusedLanguage();
    let source = '';
    const shape = changedShape((raw) => {
      const languages = raw.languages as { flag: string }[];
      languages.push({ ...language, flag: languages[0]?.flag ?? '' });
      source = String(raw.defaultLanguage);
    });
    const project = projectAround(tree, shape);
    try {
      expect(contentProblems(project.dir)[0]).toBe(
        `content/locales/${language.code}: the folder is missing (page-shape.json publishes "${language.code}": copy content/locales/${source} and translate its texts)`,
      );
      fs.cpSync(
        path.join(tree.dir, 'locales', source),
        path.join(tree.dir, 'locales', language.code),
        { recursive: true },
      );
      // Its legal pages too (content/legal/<language>/<page>.md).
      const [page] = legalSlugs(tree.dir, PAGE_SHAPE);
      expect(contentProblems(project.dir)).toContain(
        `content/legal/${language.code}/${page}.md: the file is missing (content/legal/${source}/${page}.md has it: copy and translate it)`,
      );
      fs.cpSync(path.join(tree.dir, 'legal', source), path.join(tree.dir, 'legal', language.code), {
        recursive: true,
      });
      expect(contentProblems(project.dir)).toEqual([]);
    } finally {
      project.cleanup();
    }
  });
});

describe('stopOnContentProblems', () => {
  it('lets valid content through', () => {
    const { reporter, asReporter } = fakeReporter();
    stopOnContentProblems(PROJECT_DIR, asReporter, tree.dir);
    expect(reporter.panic).not.toHaveBeenCalled();
  });

  it('stops the build with every problem, naming file, entry and field', () => {
    tree.replace('services.yaml', 'icon: brain', 'icon: rocket');
    tree.replace('hero-stats.yaml', 'value: 40', 'value: forty');
    const { reporter, asReporter } = fakeReporter();
    stopOnContentProblems(PROJECT_DIR, asReporter, tree.dir);

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

  it('stops the build on a broken manifest too', () => {
    const project = projectAround(
      tree,
      changedShape((raw) => {
        raw.defaultLanguage = 'xx';
      }),
    );
    try {
      const { reporter, asReporter } = fakeReporter();
      stopOnContentProblems(project.dir, asReporter);
      expect(reporter.panic).toHaveBeenCalledTimes(1);
      const [{ context }] = reporter.panic.mock.calls[0] as [{ context: { problems: string } }];
      expect(context.problems).toContain(
        'The content files have 1 problem:\n  - page-shape.json, field "defaultLanguage": "xx"',
      );
    } finally {
      project.cleanup();
    }
  });
});
