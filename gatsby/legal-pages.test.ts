import { PAGE_SHAPE } from '../src/lib/page-shape';
import { copyValidContent, REAL_CONTENT_DIR } from './__fixtures__/content-tree';
import { legalPages, legalProblems } from './legal-pages';

describe('the legal pages', () => {
  it('render every page in every language, the studio facts in place of their placeholders', () => {
    const pages = legalPages(REAL_CONTENT_DIR, PAGE_SHAPE);
    expect(pages).toHaveLength(3 * PAGE_SHAPE.languages.length);
    const privacy = pages.find((page) => page.slug === 'privacy' && page.language === 'en');
    expect(privacy?.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(privacy?.html).toContain('<h2>');
    expect(privacy?.html).not.toContain('{{');
  });

  it('add Google’s reCAPTCHA section to the privacy and cookie pages only when the form uses it', () => {
    const google = () =>
      legalPages(REAL_CONTENT_DIR, PAGE_SHAPE)
        .filter((page) => page.html.includes('www.gstatic.com'))
        .map((page) => `${page.language}/${page.slug}`);
    expect(google()).toEqual([]);
    process.env.GATSBY_RECAPTCHA_SITE_KEY = 'site-key';
    try {
      expect(google().sort()).toEqual(
        PAGE_SHAPE.languages.flatMap(({ code }) => [`${code}/cookies`, `${code}/privacy`]).sort(),
      );
    } finally {
      delete process.env.GATSBY_RECAPTCHA_SITE_KEY;
    }
  });

  it('refuse raw HTML, a level-1 heading, a script link and an unknown placeholder, by line', () => {
    const tree = copyValidContent();
    const text = tree.read('legal/fr/terms.md');
    tree.write(
      'legal/fr/terms.md',
      `${text}\n# Titre\n\n<script>x</script>\n\n[x](javascript:alert(1)) {{phone}}\n`,
    );
    const lines = text.split('\n').length;
    expect(legalProblems(tree.dir, PAGE_SHAPE)).toEqual([
      `content/legal/fr/terms.md, line ${lines + 1}: a level-1 heading ("# ..."): the title is the page's only one; start sections with "## "`,
      `content/legal/fr/terms.md, line ${lines + 3}: holds raw HTML ("<script>x</script>"): write Markdown only (## for a heading, **bold**, [words](https://...) for a link)`,
      expect.stringMatching(/^content\/legal\/fr\/terms\.md: holds markup \("javascript:/),
      'content/legal/fr/terms.md: {{phone}} is not a known placeholder (known: {{studioName}}, {{legalName}}, {{address}}, {{email}})',
    ]);
    expect(() => legalPages(tree.dir, PAGE_SHAPE)).toThrow('{{phone}}');
    tree.cleanup();
  });
});
