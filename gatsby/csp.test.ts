import { createHash } from 'node:crypto';
import {
  ADMIN_PATH,
  GITHUB_API,
  GITHUB_AVATARS,
  MAX_HEADER_LENGTH,
  adminContentSecurityPolicy,
  connectOriginOf,
  contentSecurityPolicy,
  excerpt,
  inlineContent,
  isAdminFile,
  sha256Source,
} from './csp';
import { parsePolicy } from './__fixtures__/policy';

const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

describe('sha256Source', () => {
  it('is the base64 SHA-256 of the UTF-8 text, quoted as CSP writes it', () => {
    const digest = createHash('sha256').update('é', 'utf8').digest('base64');
    expect(sha256Source('é')).toBe(`'sha256-${digest}'`);
    // The browser's hash of an empty <style>, as Chromium reports it.
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('contentSecurityPolicy', () => {
  const pages = [
    {
      file: 'index.html',
      html: page('<script>a()</script><style>.x{}</style><div style="outline:none"></div>'),
    },
    { file: 'en/index.html', html: page('<script>a()</script><script>b()</script>') },
  ];
  const result = contentSecurityPolicy({
    pages,
    browserStyles: [sha256Source('.lib{}')],
    connectOrigins: ['https://api.emailjs.com'],
  });
  const directives = parsePolicy(result.policy);

  it('allows each distinct inline script by its hash, and nothing unsafe', () => {
    expect(result.problems).toEqual([]);
    expect(directives.get('script-src')).toEqual([
      "'self'",
      ...[sha256Source('a()'), sha256Source('b()')].sort(),
    ]);
    expect(directives.get('script-src')?.join(' ')).not.toMatch(/unsafe/);
    expect(result.policy).not.toMatch(/unsafe-eval|unsafe-hashes/);
  });

  it('allows the <style> blocks of the HTML and of the browser by hash, style attributes inline', () => {
    expect(directives.get('style-src')).toEqual([
      "'self'",
      ...[sha256Source('.x{}'), sha256Source('.lib{}')].sort(),
    ]);
    expect(directives.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('names the origins the page calls, and closes what the site does not use', () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(directives.get('img-src')).toEqual(["'self'"]);
    expect(directives.get('font-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(result.policy).not.toMatch(/google|gstatic|report/);
  });

  it('allows reCAPTCHA v2 as Google lists it, and reports to the endpoint, when asked', () => {
    const { policy, problems } = contentSecurityPolicy({
      pages,
      browserStyles: [],
      connectOrigins: [],
      recaptcha: true,
      reportUrl: 'https://r.example/csp',
    });
    const parsed = parsePolicy(policy);
    expect(problems).toEqual([]);
    expect(parsed.get('script-src')?.slice(0, 3)).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(parsed.get('frame-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(parsed.get('report-to')).toEqual(['csp-endpoint']);
    expect(parsed.get('report-uri')).toEqual(['https://r.example/csp']);
    const editor = adminContentSecurityPolicy([], 'https://r.example/csp');
    expect(parsePolicy(editor.policy).get('report-to')).toEqual(['csp-endpoint']);
  });

  it('is the same for the same pages, whatever their order', () => {
    const again = contentSecurityPolicy({
      pages: [...pages].reverse(),
      browserStyles: [sha256Source('.lib{}')],
      connectOrigins: ['https://api.emailjs.com'],
    });
    expect(again.policy).toBe(result.policy);
  });

  it('refuses inline code no hash can allow, naming the file', () => {
    const { problems } = contentSecurityPolicy({
      pages: [{ file: 'fr/404.html', html: page('<img src="/a.png" onerror="x()">') }],
      browserStyles: [],
      connectOrigins: [],
    });
    expect(problems).toEqual([
      'fr/404.html: an inline event handler onerror="…" in <img src="/a.png" onerror="x()">',
    ]);
  });

  it('refuses a connect origin that is not one, and a report address that is not one', () => {
    const { problems } = contentSecurityPolicy({
      pages: [],
      browserStyles: [],
      connectOrigins: [
        'https://api.example.org/v1',
        "https://a.example; script-src 'unsafe-inline'",
      ],
      reportUrl: 'https://r.example/a b',
    });
    expect(problems).toHaveLength(3);
  });

  it(`refuses a policy longer than ${MAX_HEADER_LENGTH} characters`, () => {
    const many = Array.from({ length: 40 }, (_, index) => `<script>s${index}()</script>`).join('');
    const { policy, problems } = contentSecurityPolicy({
      pages: [{ file: 'index.html', html: page(many) }],
      browserStyles: [],
      connectOrigins: [],
    });
    expect(policy.length).toBeGreaterThan(MAX_HEADER_LENGTH);
    expect(problems).toEqual([
      expect.stringMatching(/^the Content-Security-Policy is \d+ characters long, over the 2000/),
    ]);
  });
});

const adminPage =
  '<!doctype html><html><head><script type="importmap">{"imports":{}}</script>' +
  '<script src="admin-boot.js"></script></head><body><script src="vendor/sveltia-cms.js"></script></body></html>';

describe('isAdminFile', () => {
  it('tells the editor’s HTML from the site’s pages', () => {
    expect(ADMIN_PATH).toBe('/admin/');
    expect(isAdminFile('admin/index.html')).toBe(true);
    expect(isAdminFile('index.html')).toBe(false);
    expect(isAdminFile('en/admin-guide/index.html')).toBe(false);
  });
});

describe('adminContentSecurityPolicy', () => {
  const result = adminContentSecurityPolicy([{ file: 'admin/index.html', html: adminPage }]);
  const directives = parsePolicy(result.policy);

  it('allows the inline import map by its hash, and no eval', () => {
    expect(result.problems).toEqual([]);
    expect(directives.get('script-src')).toEqual(["'self'", sha256Source('{"imports":{}}')]);
    expect(result.policy).not.toContain('unsafe-eval');
  });

  it('names what the editor needs: its injected styles, the blob: preview, GitHub', () => {
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('frame-src')).toEqual(['blob:']);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:', GITHUB_AVATARS]);
    expect(directives.get('connect-src')).toEqual(["'self'", 'data:', 'blob:', GITHUB_API]);
    expect(directives.get('font-src')).toEqual(["'self'"]);
  });

  it('cannot be framed, and loads no plugin', () => {
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });

  it('refuses inline code no hash can allow', () => {
    const { problems } = adminContentSecurityPolicy([
      { file: 'admin/index.html', html: '<body onload="go()"></body>' },
    ]);
    expect(problems).toEqual([
      'admin/index.html: an inline event handler onload="…" in <body onload="go()">',
    ]);
  });
});

describe('inlineContent', () => {
  it('collects the scripts the browser runs, and not the data blocks nor external scripts', () => {
    const html =
      '<head><script>first()</script><script type="application/ld+json">{"a":1}</script>' +
      '<script type="module">second()</script><script src="/app.js" async></script>' +
      '<script id="gatsby-chunk-mapping">\n  third()\n</script></head>';
    expect(inlineContent(html)).toEqual({
      scripts: ['first()', 'second()', '\n  third()\n'],
      styles: [],
      problems: [],
    });
  });

  it('collects each <style> block; style attributes are allowed by the policy', () => {
    const html =
      '<style data-server-styles="a b">.a{color:red}</style><style></style>' +
      '<div style="outline:none"><span style="a:&nbsp;b"></span></div>';
    const content = inlineContent(html);
    expect(content.styles).toEqual(['.a{color:red}', '']);
    expect(content.problems).toEqual([]);
  });

  it('reads attributes from the markup only, not from script or style bodies', () => {
    const html =
      '<script>document.body.innerHTML = \'<b style="x" onclick="y()">\'</script>' +
      '<style>.a::after{content:"<i style=\'z\'>"}</style><p>text</p>';
    const content = inlineContent(html);
    expect(content.scripts).toHaveLength(1);
    expect(content.problems).toEqual([]);
  });

  it('reports what no hash can allow, and what it cannot read', () => {
    const html =
      '<button onclick="send()">Send</button><a href="javascript:void(0)">x</a>' +
      '<script type="text/x-template">{{a}}</script>';
    expect(inlineContent(html).problems).toEqual([
      'a <script type="text/x-template"> whose type the build does not know: {{a}}',
      'an inline event handler onclick="…" in <button onclick="send()">',
      'a javascript: URL in <a href="javascript:void(0)">',
    ]);
  });
});

describe('excerpt', () => {
  it('keeps one short line', () => {
    expect(excerpt('  a\n  b  ')).toBe('a b');
    expect(excerpt('x'.repeat(80))).toBe(`${'x'.repeat(60)}…`);
  });
});

describe('connectOriginOf', () => {
  const site = 'https://www.studio.it';

  it('names another host’s origin, without its path', () => {
    expect(connectOriginOf('https://plausible.io', site)).toBe('https://plausible.io');
    expect(connectOriginOf('https://stats.studio.it/plausible/', site)).toBe(
      'https://stats.studio.it',
    );
    expect(connectOriginOf('http://127.0.0.1:9098', site)).toBe('http://127.0.0.1:9098');
  });

  it('names nothing for a path of the site, the site’s own origin, or no address', () => {
    expect(connectOriginOf('/stats', site)).toBeUndefined();
    expect(connectOriginOf('https://www.studio.it/stats', `${site}/`)).toBeUndefined();
    expect(connectOriginOf(undefined, site)).toBeUndefined();
    expect(connectOriginOf('', site)).toBeUndefined();
  });

  it('gives back what is no URL, which the policy then refuses', () => {
    expect(connectOriginOf('//plausible.io', site)).toBe('//plausible.io');
    const { problems } = contentSecurityPolicy({
      pages: [],
      browserStyles: [],
      connectOrigins: [connectOriginOf('stats.studio.it', site) ?? ''],
    });
    expect(problems).toEqual([
      '"stats.studio.it" is not an origin (scheme://host[:port]) the policy can name',
    ]);
  });
});
