import fs from 'node:fs';
import path from 'node:path';
import { copyValidContent, REAL_CONTENT_DIR } from './__fixtures__/content-tree';
import type { ContentTree } from './__fixtures__/content-tree';
import { PAGE_SHAPE } from '../src/lib/page-shape';
import {
  LEGAL_PLACEHOLDERS,
  legalFileOf,
  legalPage,
  legalProblems,
  legalSlugs,
  readLegalFacts,
  renderLegalBody,
} from './legal-pages';

const SOURCE = PAGE_SHAPE.defaultLanguage;
const TRANSLATION = PAGE_SHAPE.languages.find(({ code }) => code !== SOURCE)?.code ?? SOURCE;
const SLUGS = legalSlugs(REAL_CONTENT_DIR, PAGE_SHAPE);
const [FIRST = ''] = SLUGS;
const file = (language: string, slug = FIRST) => `legal/${language}/${slug}.md`;
const shown = (language: string, slug = FIRST) => `content/${file(language, slug)}`;
const FACTS = {
  studioName: 'Studio',
  legalName: 'Studio S.r.l.',
  address: 'Via Roma 1',
  email: 'a@b.it',
};

let tree: ContentTree;

beforeEach(() => {
  tree = copyValidContent();
});

afterEach(() => {
  tree.cleanup();
});

/** Replaces the text after the front matter of a legal file of the copy. */
function writeBody(language: string, body: string, slug = FIRST) {
  const text = tree.read(file(language, slug));
  const end = text.indexOf('\n---\n', 4) + '\n---\n'.length;
  tree.write(file(language, slug), `${text.slice(0, end)}\n${body}\n`);
}

describe('the legal pages of content/', () => {
  it('are a privacy policy, terms of service and a cookie policy', () => {
    expect(SLUGS).toEqual(expect.arrayContaining(['privacy', 'terms', 'cookies']));
  });

  it('exist in every language of the page shape, and have no problem', () => {
    for (const { code } of PAGE_SHAPE.languages) {
      for (const slug of SLUGS) {
        expect(fs.existsSync(path.join(REAL_CONTENT_DIR, file(code, slug)))).toBe(true);
      }
    }
    expect(legalProblems(REAL_CONTENT_DIR, PAGE_SHAPE)).toEqual([]);
  });

  it('name the controller from content/site.yaml, through placeholders', () => {
    const facts = readLegalFacts(REAL_CONTENT_DIR);
    const text = fs.readFileSync(
      path.join(REAL_CONTENT_DIR, 'legal', SOURCE, 'privacy.md'),
      'utf8',
    );
    const page = legalPage(text, { slug: 'privacy', language: SOURCE, facts });
    expect(page.html).toContain(facts.legalName);
    expect(page.html).toContain(facts.address);
    expect(page.html).toContain(`href="mailto:${facts.email}"`);
  });
});

describe('legalProblems', () => {
  it('reports a page missing in a translation, and a page only a translation has', () => {
    tree.remove(file(TRANSLATION));
    tree.write(file(TRANSLATION, 'imprint'), '---\ntitle: x\n---\n');
    expect(legalProblems(tree.dir, PAGE_SHAPE)).toEqual([
      `${shown(TRANSLATION)}: the file is missing (${shown(SOURCE)} has it: copy and translate it)`,
      `${shown(TRANSLATION, 'imprint')}: no such page in content/legal/${SOURCE}`,
    ]);
  });

  it('reports a file without front matter', () => {
    tree.write(file(SOURCE), '# Privacy\n\nText\n');
    expect(legalProblems(tree.dir, PAGE_SHAPE)).toEqual([
      `${shown(SOURCE)}: no front matter: start the file with "---", title, description, updated, "---"`,
    ]);
  });

  it('reports missing, mistyped and unknown front matter fields', () => {
    tree.write(file(SOURCE), '---\ntitle: 42\nupdated: 2025-13-40\nauthor: me\n---\n\nText\n');
    expect(legalProblems(tree.dir, PAGE_SHAPE)).toEqual([
      `${shown(SOURCE)}, field "title": 42 should be text`,
      `${shown(SOURCE)}, field "description": missing`,
      `${shown(SOURCE)}, field "updated": "2025-13-40" should be a date written YYYY-MM-DD`,
      `${shown(SOURCE)}, field "author": not a known field (known fields: title, description, updated)`,
    ]);
  });

  it('refuses markup in the title', () => {
    tree.replace(file(SOURCE), '\ntitle: ', '\ntitle: <img src=x onerror=alert(1)>');
    expect(legalProblems(tree.dir, PAGE_SHAPE)).toEqual([
      expect.stringMatching(new RegExp(`^${shown(SOURCE)}, field "title": holds markup \\("<img`)),
    ]);
  });

  /** The line of the copy's file that holds a text, as an editor's editor numbers it. */
  const lineOf = (text: string) =>
    tree
      .read(file(SOURCE))
      .split('\n')
      .findIndex((line) => line.includes(text)) + 1;

  it.each([
    ['a block of raw HTML', '<script>alert(1)</script>'],
    ['raw HTML inside a paragraph', 'Text <img src=x onerror="alert(1)"> text'],
  ])('refuses %s, naming the file and the line', (_what, html) => {
    writeBody(SOURCE, `${html}\n`);
    const line = lineOf(html);
    const problems = legalProblems(tree.dir, PAGE_SHAPE);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`^${shown(SOURCE)}, line ${line}: holds raw HTML \\("<(script|img)`),
    );
  });

  it('refuses a script link', () => {
    writeBody(SOURCE, '[click](javascript:alert(1))');
    expect(legalProblems(tree.dir, PAGE_SHAPE)).toEqual([
      expect.stringMatching(new RegExp(`^${shown(SOURCE)}: holds markup \\("javascript:`)),
    ]);
  });

  it('refuses a level-1 heading: the title is the page’s one', () => {
    writeBody(SOURCE, 'Intro\n\n# Another title\n');
    expect(legalProblems(tree.dir, PAGE_SHAPE)).toEqual([
      `${shown(SOURCE)}, line ${lineOf('# Another title')}: a level-1 heading ("# ..."): the title is the page's only one; start sections with "## "`,
    ]);
  });

  it('refuses an unknown placeholder and lists the known ones', () => {
    writeBody(SOURCE, 'Write to {{phone}}.');
    expect(legalProblems(tree.dir, PAGE_SHAPE)).toEqual([
      `${shown(SOURCE)}: {{phone}} is not a known placeholder (known: ${LEGAL_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')})`,
    ]);
  });

  it('accepts what editors write: a byte-order mark, Windows line endings, an autolink, a quote', () => {
    const text = tree.read(file(SOURCE)).replace(/\n/g, '\r\n');
    tree.write(file(SOURCE), `\uFEFF${text}\r\n> A quote\r\n\r\n<https://www.example.com>\r\n`);
    expect(legalProblems(tree.dir, PAGE_SHAPE)).toEqual([]);
  });

  it('reports a footer link to a page the site does not have', () => {
    tree.replace('footer-links.yaml', `href: /${FIRST}/`, 'href: /privacy-policy/');
    expect(legalProblems(tree.dir, PAGE_SHAPE)).toEqual([
      `content/footer-links.yaml, entry "${FIRST}", field "href": "/privacy-policy/" is not a page of the site (its pages: /, ${SLUGS.map((slug) => `/${slug}/`).join(', ')})`,
    ]);
  });
});

describe('renderLegalBody', () => {
  it('renders Markdown with the studio’s facts in place of the placeholders', () => {
    expect(
      renderLegalBody('## Who\n\n{{legalName}}, {{address}}: [{{email}}](mailto:{{email}})', FACTS),
    ).toBe('<h2>Who</h2>\n<p>Studio S.r.l., Via Roma 1: <a href="mailto:a@b.it">a@b.it</a></p>\n');
  });

  it('writes raw HTML that got through as text, and drops script links', () => {
    const html = renderLegalBody(
      '<img src=x onerror="alert(1)">\n\n[x](javascript:alert(1))',
      FACTS,
    );
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(box.querySelector('img, script')).toBeNull();
    expect(box.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(box.querySelector('a')).toBeNull();
  });
});

describe('legalFileOf', () => {
  it('places a Markdown file of content/legal by language and page, and nothing else', () => {
    expect(
      legalFileOf(
        { relativeDirectory: `legal/${SOURCE}`, name: 'privacy', extension: 'md' },
        PAGE_SHAPE,
      ),
    ).toEqual({
      language: SOURCE,
      slug: 'privacy',
    });
    expect(
      legalFileOf({ relativeDirectory: 'legal/xx', name: 'privacy', extension: 'md' }, PAGE_SHAPE),
    ).toBeUndefined();
    expect(
      legalFileOf(
        { relativeDirectory: `legal/${SOURCE}`, name: 'notes', extension: 'txt' },
        PAGE_SHAPE,
      ),
    ).toBeUndefined();
    expect(
      legalFileOf({ relativeDirectory: '', name: 'site', extension: 'yaml' }, PAGE_SHAPE),
    ).toBeUndefined();
  });
});
