import {
  ADMIN_PATH,
  GITHUB_API,
  GITHUB_AVATARS,
  adminContentSecurityPolicy,
  isAdminFile,
} from './admin-csp';
import { parsePolicy, sha256Source } from './csp';

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
    expect(directives.get('connect-src')).toContain(GITHUB_API);
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
