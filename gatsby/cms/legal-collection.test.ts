import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SHAPE } from '../../src/lib/page-shape';
import { REAL_CONTENT_DIR } from '../__fixtures__/content-tree';
import { legalSlugs, splitFrontMatter } from '../legal-pages';
import { BODY_PATTERN, LEGAL_COLLECTION, TEXT_PATTERN, legalCollection } from './legal-collection';

const body = new RegExp(BODY_PATTERN);
const text = new RegExp(TEXT_PATTERN);
const slugs = legalSlugs(REAL_CONTENT_DIR, PAGE_SHAPE);

describe('legalCollection', () => {
  const collection = legalCollection(slugs, 'en');

  it('has every legal page, its languages side by side in their own files', () => {
    expect(collection.name).toBe(LEGAL_COLLECTION);
    expect(slugs).toEqual(['cookies', 'privacy', 'terms']);
    expect(collection.files.map((file) => [file.name, file.label, file.file])).toEqual([
      ['cookies', 'Cookie Policy', 'content/legal/{{locale}}/cookies.md'],
      ['privacy', 'Privacy Policy', 'content/legal/{{locale}}/privacy.md'],
      ['terms', 'Terms of Service', 'content/legal/{{locale}}/terms.md'],
    ]);
    expect(
      collection.files.every((file) => file.i18n === true && file.format === 'frontmatter'),
    ).toBe(true);
  });

  it('edits the front matter the content check knows and the Markdown as typed', () => {
    const [first] = collection.files;
    const fields = (first?.fields ?? []) as Array<Record<string, unknown>>;
    expect(fields.map((field) => [field.name, field.widget])).toEqual([
      ['title', 'string'],
      ['description', 'text'],
      ['updated', 'datetime'],
      ['body', 'markdown'],
    ]);
    expect(fields[2]).toMatchObject({ type: 'date', format: 'YYYY-MM-DD' });
    expect(fields[3]).toMatchObject({ modes: ['raw'] });
    expect(fields.every((field) => field.i18n === true)).toBe(true);
  });

  it('names a page it has no words for by its address', () => {
    expect(legalCollection(['imprint'], 'it').files[0]?.label).toBe('Pagina /imprint/');
  });
});

describe('the patterns', () => {
  it.each(PAGE_SHAPE.languages.flatMap(({ code }) => slugs.map((slug) => [code, slug])))(
    'accept the shipped content/legal/%s/%s.md',
    (language, slug) => {
      const split = splitFrontMatter(
        fs.readFileSync(path.join(REAL_CONTENT_DIR, 'legal', language, `${slug}.md`), 'utf8'),
      );
      if ('error' in split) throw new Error(split.error);
      expect(split.body).toMatch(body);
      expect(String(split.data.title)).toMatch(text);
      expect(String(split.data.description)).toMatch(text);
    },
  );

  it('refuse in the Markdown what the content check refuses', () => {
    for (const bad of [
      'Hello <b>world</b>',
      'a\n<div>\nx\n</div>',
      'a <!-- hidden -->',
      '# Title\n\ntext',
      'text\n\n# Another title',
      '[click](JavaScript:alert(1))',
      'Write to {{phone}}',
    ]) {
      expect(bad).not.toMatch(body);
    }
  });

  it('accept Markdown with sections, autolinks and the known placeholders', () => {
    expect('## Who\n\n- **{{legalName}}**, {{ address }}\n\n<https://example.org> a < b').toMatch(
      body,
    );
  });

  it('refuse markup in the title and the description', () => {
    for (const bad of ['<b>Privacy</b>', 'A &lt; B', 'A &#60; B', 'javascript:go()']) {
      expect(bad).not.toMatch(text);
    }
    expect('Privacy & cookies, {{studioName}}').toMatch(text);
  });
});
