import yaml from 'js-yaml';
import { formatOffice, formatShareCapital, reaText } from '../src/lib/company';
import type { CompanyFacts } from '../src/lib/company';
import { PAGE_SHAPE } from '../src/lib/page-shape';
import { copyValidContent, REAL_CONTENT_DIR } from './__fixtures__/content-tree';
import { problemLine, readText } from './content-check';
import { VOCABULARIES } from './content-model';
import { LEGAL_PLACEHOLDERS } from './content-rules';
import { ABSENT_FACT, legalFacts, legalPages, legalProblems, legalSlugs } from './legal-pages';

const ALLOWED = `Placeholders allowed: ${LEGAL_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ')}; no other {{…}}.`;
const COMPANY = yaml.load(readText(`${REAL_CONTENT_DIR}/company.yaml`)) as CompanyFacts;

describe('the legal pages', () => {
  it('render every page in every language, the studio facts in place of their placeholders', () => {
    const pages = legalPages(REAL_CONTENT_DIR, PAGE_SHAPE);
    const slugs = legalSlugs(REAL_CONTENT_DIR, PAGE_SHAPE);
    expect(pages).toHaveLength(slugs.length * PAGE_SHAPE.languages.length);
    const privacy = pages.find((page) => page.slug === 'privacy' && page.language === 'en');
    expect(privacy?.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(privacy?.html).toContain('<h2>');
    expect(privacy?.html).not.toContain('{{');
  });

  it('fill the legal notice, in every language, with the company’s identity written in it', () => {
    for (const { code } of PAGE_SHAPE.languages) {
      const notice = legalPages(REAL_CONTENT_DIR, PAGE_SHAPE).find(
        (page) => page.slug === 'legal-notice' && page.language === code,
      );
      const html = notice?.html ?? '';
      expect(html).not.toContain('{{');
      const written = [
        COMPANY.legalName,
        formatOffice(COMPANY, code),
        COMPANY.vatNumber,
        reaText(COMPANY) ?? '',
        formatShareCapital(COMPANY.shareCapital ?? 0, code),
        COMPANY.pec,
        COMPANY.publicationDirector,
        COMPANY.hostName,
        COMPANY.hostAddress,
        COMPANY.hostTelephone,
      ];
      // markdown-it writes the text HTML-escaped, apostrophes as they are.
      for (const fact of written) expect(html).toContain(fact.replace(/&/g, '&amp;'));
      expect(html).toContain(legalFacts(REAL_CONTENT_DIR, code).legalForm);
    }
  });

  it('name every legal form in every language (common.json, company.forms)', () => {
    for (const { code } of PAGE_SHAPE.languages) {
      const common = JSON.parse(readText(`${REAL_CONTENT_DIR}/locales/${code}/common.json`)) as {
        company: { forms: Record<string, string> };
      };
      expect(Object.keys(common.company.forms).sort()).toEqual(
        [...VOCABULARIES.LegalForm.values].sort(),
      );
    }
  });

  it('write "—" for what the company does not state (a sole trader: no capital)', () => {
    const tree = copyValidContent();
    const text = tree.read('company.yaml');
    tree.write(
      'company.yaml',
      text
        .replace('legalForm: srl', 'legalForm: soleTrader')
        .replace(/^(shareCapital|soleShareholder):.*\n/gm, ''),
    );
    const facts = legalFacts(tree.dir, 'it');
    expect(facts.shareCapital).toBe(ABSENT_FACT);
    const common = JSON.parse(tree.read('locales/it/common.json')) as {
      company: { forms: Record<string, string> };
    };
    expect(facts.legalForm).toBe(common.company.forms.soleTrader);
    expect(facts.taxCode).toBe(COMPANY.taxCode ?? COMPANY.vatNumber);
    tree.cleanup();
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

  it('add the counting’s part to the privacy and cookie pages only when the build counts', () => {
    const counting = () =>
      legalPages(REAL_CONTENT_DIR, PAGE_SHAPE)
        .filter((page) => /Plausible|studio-analytics-refused/.test(page.html))
        .map((page) => `${page.language}/${page.slug}`);
    expect(counting()).toEqual([]);
    process.env.GATSBY_ANALYTICS_DOMAIN = 'www.studio.test';
    try {
      expect(counting().sort()).toEqual(
        PAGE_SHAPE.languages.flatMap(({ code }) => [`${code}/cookies`, `${code}/privacy`]).sort(),
      );
      const privacy = legalPages(REAL_CONTENT_DIR, PAGE_SHAPE).find(
        (page) => page.slug === 'privacy' && page.language === 'en',
      );
      // Last, so that the page's opt-out button follows it.
      expect(privacy?.html.trimEnd()).toMatch(/Global Privacy Control[^<]*<\/p>$/);
    } finally {
      delete process.env.GATSBY_ANALYTICS_DOMAIN;
    }
  });

  it('add the booking part to the privacy page, naming the service by its link’s host', () => {
    const tree = copyValidContent();
    const site = (bookingUrl?: string) =>
      tree.write(
        'site.yaml',
        `${tree.read('site.yaml').replace(/^bookingUrl:.*\n/m, '')}${bookingUrl === undefined ? '' : `bookingUrl: '${bookingUrl}'\n`}`,
      );
    const booking = () =>
      legalPages(tree.dir, PAGE_SHAPE)
        .filter((page) => page.html.includes('calendly.com'))
        .map((page) => `${page.language}/${page.slug}`);
    site('https://www.calendly.com/nodo/call');
    expect(booking().sort()).toEqual(
      PAGE_SHAPE.languages.map(({ code }) => `${code}/privacy`).sort(),
    );
    const privacy = legalPages(tree.dir, PAGE_SHAPE).find(
      (page) => page.slug === 'privacy' && page.language === 'fr',
    );
    expect(privacy?.html).not.toContain('{{');
    expect(privacy?.html).not.toContain('www.calendly.com');
    for (const none of [undefined, '', 'http://calendly.com/nodo', 'calendly.com/nodo']) {
      site(none);
      expect(booking()).toEqual([]);
    }
    tree.cleanup();
  });

  it('let the booking part, and it alone, name the booking service’s host', () => {
    const tree = copyValidContent();
    tree.write('legal/en/with-analytics/privacy.md', 'Counted on {{bookingHost}}.\n');
    tree.write(
      'legal/en/with-booking/privacy.md',
      'Booked on {{bookingHost}}, by {{legalName}}, {{phone}}.\n',
    );
    const allowed = [...LEGAL_PLACEHOLDERS, 'bookingHost'].map((name) => `{{${name}}}`);
    expect(legalProblems(tree.dir, PAGE_SHAPE).map(problemLine)).toEqual([
      `content/legal/en/with-booking/privacy.md, line 1: Placeholders allowed: ${allowed.join(', ')}; no other {{…}}.`,
      `content/legal/en/with-analytics/privacy.md, line 1: ${ALLOWED}`,
    ]);
    tree.cleanup();
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
      `content/legal/fr/terms.md, line ${lines + 5}: ${ALLOWED}`,
    ]);
    expect(() => legalPages(tree.dir, PAGE_SHAPE)).toThrow('Placeholders allowed');
    tree.cleanup();
  });

  it('refuse a blank title or description, as every text a visitor reads', () => {
    const tree = copyValidContent();
    const text = tree.read('legal/en/privacy.md');
    tree.write(
      'legal/en/privacy.md',
      text.replace(/^title:.*$/m, 'title:').replace(/^description:.*$/m, 'description: " "'),
    );
    expect(legalProblems(tree.dir, PAGE_SHAPE).map(problemLine)).toEqual([
      'content/legal/en/privacy.md, field "title": the text is empty',
      'content/legal/en/privacy.md, field "description": the text is empty',
    ]);
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
        `content/legal/fr/with-recaptcha/privacy.md, line 3: ${ALLOWED}`,
        'content/legal/fr/with-recaptcha/terms.md: the file is missing (content/legal/it/with-recaptcha/terms.md has it: copy and translate it)',
        'content/legal/it/with-recaptcha/faq.md: no page content/legal/it/faq.md for it to follow',
        'content/legal/it/with-recaptcha/terms.md: the text is empty',
      ].sort(),
    );
    tree.cleanup();
  });
});
