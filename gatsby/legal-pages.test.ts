import { PAGE_SHAPE } from '../src/lib/page-shape';
import { copyValidContent, REAL_CONTENT_DIR } from './__fixtures__/content-tree';
import { problemLine } from './content-check';
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
    expect(legalProblems(tree.dir, PAGE_SHAPE).map(problemLine)).toEqual([
      `content/legal/fr/terms.md, line ${lines + 3}: No HTML: write Markdown (## for a heading, **bold**, [words](https://...) for a link).`,
      `content/legal/fr/terms.md, line ${lines + 1}: No level-1 heading ("# ..."): the title is the page's only one; start sections with "## ".`,
      `content/legal/fr/terms.md, line ${lines + 5}: A link cannot start with javascript:, vbscript: or data: (use https://, mailto: or /page/).`,
      `content/legal/fr/terms.md, line ${lines + 5}: Placeholders allowed: {{studioName}}, {{legalName}}, {{address}}, {{email}}; no other {{…}}.`,
    ]);
    expect(() => legalPages(tree.dir, PAGE_SHAPE)).toThrow('Placeholders allowed');
    tree.cleanup();
  });

  it('accept "<", ">" and "&" as text, and render them escaped', () => {
    const tree = copyValidContent();
    tree.write(
      'legal/en/terms.md',
      `${tree.read('legal/en/terms.md')}\nAnswers in < 24h, R&D, A > B, [a javascript: guide](https://x.test/).\n`,
    );
    expect(legalProblems(tree.dir, PAGE_SHAPE)).toEqual([]);
    const terms = legalPages(tree.dir, PAGE_SHAPE).find(
      (page) => page.slug === 'terms' && page.language === 'en',
    );
    expect(terms?.html).toContain('Answers in &lt; 24h, R&amp;D, A &gt; B');
    tree.cleanup();
  });

  it('check the reCAPTCHA parts as legal texts, in every language, each following a page', () => {
    const tree = copyValidContent();
    tree.write(
      'legal/fr/with-recaptcha/privacy.md',
      'Texte <iframe src=x></iframe>\n\n{{phone}}\n',
    );
    tree.remove('legal/en/with-recaptcha/cookies.md');
    tree.write('legal/it/with-recaptcha/faq.md', 'Testo\n');
    tree.write('legal/it/with-recaptcha/terms.md', ' \n');
    expect(legalProblems(tree.dir, PAGE_SHAPE).map(problemLine).sort()).toEqual(
      [
        'content/legal/en/with-recaptcha/cookies.md: the file is missing (content/legal/it/with-recaptcha/cookies.md has it: copy and translate it)',
        'content/legal/en/with-recaptcha/faq.md: the file is missing (content/legal/it/with-recaptcha/faq.md has it: copy and translate it)',
        'content/legal/en/with-recaptcha/terms.md: the file is missing (content/legal/it/with-recaptcha/terms.md has it: copy and translate it)',
        'content/legal/fr/with-recaptcha/faq.md: the file is missing (content/legal/it/with-recaptcha/faq.md has it: copy and translate it)',
        'content/legal/fr/with-recaptcha/privacy.md, line 1: No HTML: write Markdown (## for a heading, **bold**, [words](https://...) for a link).',
        'content/legal/fr/with-recaptcha/privacy.md, line 3: Placeholders allowed: {{studioName}}, {{legalName}}, {{address}}, {{email}}; no other {{…}}.',
        'content/legal/fr/with-recaptcha/terms.md: the file is missing (content/legal/it/with-recaptcha/terms.md has it: copy and translate it)',
        'content/legal/it/with-recaptcha/faq.md: no page content/legal/it/faq.md for it to follow',
        'content/legal/it/with-recaptcha/terms.md: the text is empty',
      ].sort(),
    );
    tree.cleanup();
  });
});
