import { escapeHtml } from './escape-html';

/** What a browser makes of a string written with innerHTML, as ApexCharts writes its tooltip. */
function writtenAsHtml(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

describe('escapeHtml', () => {
  it('turns the characters that open markup or end an attribute into entities', () => {
    expect(escapeHtml(`<a href="x" title='y'>R&D</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;R&amp;D&lt;/a&gt;',
    );
  });

  it('leaves every other character alone', () => {
    const text = 'Ricavi 125.000 € — janv. 1 000 €, 👩🏽‍💻 {{name}} `x` javascript:';
    expect(escapeHtml(text)).toBe(text);
  });

  it.each([
    'Revenue<img src=x onerror="window.__pwned=1">',
    '<script>window.__pwned=1</script>',
    '<svg onload=alert(1)>',
    '"><img src=x onerror=alert(1)>',
    '&lt;b&gt; already escaped',
  ])('makes %s show literally, creating no element, when written as HTML', (hostile) => {
    const box = writtenAsHtml(escapeHtml(hostile));
    expect(box.children).toHaveLength(0);
    expect(box.textContent).toBe(hostile);
  });

  it('is needed: the same text unescaped creates an element', () => {
    expect(writtenAsHtml('Revenue<img src=x>').querySelector('img')).not.toBeNull();
  });
});
