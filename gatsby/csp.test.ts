import { createHash } from 'node:crypto';
import {
  MAX_HEADER_LENGTH,
  blockedInlineContent,
  contentSecurityPolicy,
  parsePolicy,
  sha256Source,
} from './csp';
import { inlineContent } from './inline-content';

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
    runtimeStyles: [{ source: 'a library', text: '.lib{}' }],
    connectOrigins: ['https://api.emailjs.com'],
  });
  const directives = parsePolicy(result.policy);

  it('allows each distinct inline script by its hash, and nothing unsafe', () => {
    expect(result.problems).toEqual([]);
    expect(directives.get('script-src')).toEqual([
      "'self'",
      ...[sha256Source('a()'), sha256Source('b()')].sort(),
    ]);
    expect(result.policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('allows the styles of the HTML and of the browser, and style attributes by hash', () => {
    expect(directives.get('style-src')).toEqual([
      "'self'",
      "'unsafe-hashes'",
      ...[sha256Source('.x{}'), sha256Source('.lib{}'), sha256Source('outline:none')].sort(),
    ]);
  });

  it('names the origins the page calls, and closes what the site does not use', () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('font-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('writes no unsafe-hashes when the pages have no style attribute', () => {
    const { policy } = contentSecurityPolicy({
      pages: [{ file: 'a.html', html: page('<style>.a{}</style>') }],
      runtimeStyles: [],
      connectOrigins: [],
    });
    expect(parsePolicy(policy).get('style-src')).toEqual(["'self'", sha256Source('.a{}')]);
  });

  it('is the same for the same pages, whatever their order', () => {
    const again = contentSecurityPolicy({
      pages: [...pages].reverse(),
      runtimeStyles: [{ source: 'a library', text: '.lib{}' }],
      connectOrigins: ['https://api.emailjs.com'],
    });
    expect(again.policy).toBe(result.policy);
  });

  it('refuses inline code no hash can allow, naming the file', () => {
    const { problems } = contentSecurityPolicy({
      pages: [{ file: 'fr/404.html', html: page('<img src="/a.png" onerror="x()">') }],
      runtimeStyles: [],
      connectOrigins: [],
    });
    expect(problems).toEqual([
      'fr/404.html: an inline event handler onerror="…" in <img src="/a.png" onerror="x()">',
    ]);
  });

  it('refuses a connect origin that is not one', () => {
    const { problems } = contentSecurityPolicy({
      pages: [],
      runtimeStyles: [],
      connectOrigins: [
        'https://api.example.org/v1',
        "https://a.example; script-src 'unsafe-inline'",
      ],
    });
    expect(problems).toHaveLength(2);
  });

  it(`refuses a policy longer than ${MAX_HEADER_LENGTH} characters`, () => {
    const many = Array.from({ length: 40 }, (_, index) => `<script>s${index}()</script>`).join('');
    const { policy, problems } = contentSecurityPolicy({
      pages: [{ file: 'index.html', html: page(many) }],
      runtimeStyles: [],
      connectOrigins: [],
    });
    expect(policy.length).toBeGreaterThan(MAX_HEADER_LENGTH);
    expect(problems).toEqual([
      expect.stringMatching(/^the Content-Security-Policy is \d+ characters long, over the 2000/),
    ]);
  });
});

describe('blockedInlineContent', () => {
  it('lists what a policy would block', () => {
    const content = inlineContent(
      page('<script>a()</script><style>.x{}</style><p style="color:red">x</p>'),
    );
    const policy = `script-src 'self' ${sha256Source('a()')}; style-src 'self' ${sha256Source('.x{}')} ${sha256Source('color:red')}`;
    // The attribute's hash counts only with 'unsafe-hashes'.
    expect(blockedInlineContent(content, policy)).toEqual([
      'a style attribute without a hash: style="color:red"',
    ]);
    expect(blockedInlineContent(content, "default-src 'self'")).toHaveLength(3);
  });
});
