import {
  FIRST_LOAD_JS_LIMIT_KIB,
  HTML_LIMIT_KIB,
  HTML_TARGET_KIB,
  pageVerdict,
} from './size-budgets.cjs';

const KIB = 1024;
const longestTexts = ['home.json about.intro (412 characters)'];
const page = (htmlKiB: number, jsKiB: number) =>
  pageVerdict({
    page: '/fr/',
    language: 'fr',
    htmlBytes: htmlKiB * KIB,
    jsBytes: jsKiB * KIB,
    longestTexts,
  });
const levels = (lines: ReturnType<typeof pageVerdict>) => lines.map((line) => line.level);

describe('the size budgets of a language page', () => {
  it('leaves the HTML room to grow between the first round trip and its limit', () => {
    expect(HTML_TARGET_KIB).toBeLessThan(HTML_LIMIT_KIB);
  });

  it('passes a page within the target and both limits, with one line of figures', () => {
    const lines = page(13.5, 109);
    expect(levels(lines)).toEqual(['ok']);
    expect(lines[0]?.text).toBe(
      `/fr/ (fr): HTML 13.5 KiB of ${HTML_LIMIT_KIB} KiB (target ${HTML_TARGET_KIB} KiB), ` +
        `first-load JavaScript 109.0 KiB of ${FIRST_LOAD_JS_LIMIT_KIB} KiB (gzip)`,
    );
  });

  it('only warns when the HTML is past the first round trip but within its limit', () => {
    const lines = page(HTML_TARGET_KIB + 1, 109);
    expect(levels(lines)).toEqual(['ok', 'warn']);
    expect(lines[1]?.text).toContain('/fr/ (fr): the HTML is');
    expect(lines[1]?.text).toContain('waits one round trip more');
    expect(lines[1]?.text).toContain('content/locales/fr/*.json');
  });

  it('fails HTML over its limit, naming the page, the language, how much, and what to shorten', () => {
    const lines = page(HTML_LIMIT_KIB + 1.5, 109);
    expect(levels(lines)).toEqual(['fail']);
    const [text] = lines.map((line) => line.text);
    expect(text).toContain(`/fr/ (fr): the HTML is ${(HTML_LIMIT_KIB + 1.5).toFixed(1)} KiB`);
    expect(text).toContain(`1.5 KiB over its ${HTML_LIMIT_KIB} KiB limit`);
    expect(text).toContain('first-load JavaScript 109.0 KiB');
    expect(text).toContain('is within its limit');
    expect(text).toContain(
      'shorten the texts (the longest: home.json about.intro (412 characters))',
    );
    expect(text).toContain('fewer services');
  });

  it('fails JavaScript over its limit as a matter of code, not content', () => {
    const lines = page(13.5, FIRST_LOAD_JS_LIMIT_KIB + 2);
    expect(levels(lines)).toEqual(['fail']);
    const [text] = lines.map((line) => line.text);
    expect(text).toContain(`2.0 KiB over its ${FIRST_LOAD_JS_LIMIT_KIB} KiB limit`);
    expect(text).toContain('HTML 13.5 KiB');
    expect(text).toContain('Content does not change the JavaScript');
  });

  it('reports both when both are over', () => {
    const lines = page(HTML_LIMIT_KIB + 1, FIRST_LOAD_JS_LIMIT_KIB + 1);
    expect(levels(lines)).toEqual(['fail', 'fail']);
    expect(lines.every((line) => line.text.includes('over too'))).toBe(true);
  });
});
