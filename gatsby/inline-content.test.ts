import { decodeAttribute, excerpt, inlineContent } from './inline-content';

describe('inlineContent', () => {
  it('collects the scripts the browser runs, and not the data blocks nor external scripts', () => {
    const html =
      '<head><script>first()</script><script type="application/ld+json">{"a":1}</script>' +
      '<script type="module">second()</script><script src="/app.js" async></script>' +
      '<script id="gatsby-chunk-mapping">\n  third()\n</script></head>';
    expect(inlineContent(html)).toEqual({
      scripts: ['first()', 'second()', '\n  third()\n'],
      styles: [],
      styleAttributes: [],
      problems: [],
    });
  });

  it('collects each <style> block and each style attribute, decoded as the browser reads it', () => {
    const html =
      '<style data-server-styles="a b">.a{color:red}</style><style></style>' +
      '<div style="outline:none"><span style="font-family:&quot;Jakarta&quot;, &#x27;x&#x27; &amp; y">' +
      '</span></div>';
    const content = inlineContent(html);
    expect(content.styles).toEqual(['.a{color:red}', '']);
    expect(content.styleAttributes).toEqual(['outline:none', `font-family:"Jakarta", 'x' & y`]);
    expect(content.problems).toEqual([]);
  });

  it('reads attributes from the markup only, not from script or style bodies', () => {
    const html =
      '<script>document.body.innerHTML = \'<b style="x" onclick="y()">\'</script>' +
      '<style>.a::after{content:"<i style=\'z\'>"}</style><p>text</p>';
    const content = inlineContent(html);
    expect(content.styleAttributes).toEqual([]);
    expect(content.problems).toEqual([]);
  });

  it('reports what no hash can allow, and what it cannot read exactly', () => {
    const html =
      '<button onclick="send()">Send</button><a href="javascript:void(0)">x</a>' +
      '<script type="text/x-template">{{a}}</script><p style="a:&nbsp;b">x</p><p style=color:red>y</p>';
    expect(inlineContent(html).problems).toEqual([
      'a <script type="text/x-template"> whose type the build does not know: {{a}}',
      'an inline event handler onclick="…" in <button onclick="send()">',
      'a javascript: URL in <a href="javascript:void(0)">',
      'a style attribute the build cannot read exactly: <p style="a:&nbsp;b">',
      'a style attribute the build cannot read exactly: <p style=color:red>',
    ]);
  });
});

describe('decodeAttribute', () => {
  it('decodes the references React writes, and refuses other named entities', () => {
    expect(decodeAttribute('a &lt;b&gt; &#39;c&#39; &#x22;d&#x22;')).toBe(`a <b> 'c' "d"`);
    expect(decodeAttribute('&eacute;')).toBeUndefined();
  });
});

describe('excerpt', () => {
  it('keeps one short line', () => {
    expect(excerpt('  a\n  b  ')).toBe('a b');
    expect(excerpt('x'.repeat(80))).toBe(`${'x'.repeat(60)}…`);
  });
});
