import type { ServerResponse } from 'node:http';
import { PROJECT_DIR } from '../__fixtures__/content-tree';
import { adminMiddleware } from './develop-middleware';

interface Reply {
  status?: number;
  headers: Record<string, string>;
  body: string;
  next: boolean;
}

const handle = adminMiddleware(PROJECT_DIR, {});

/** One request under /admin (Express strips the mount path from `url`). */
function request(originalUrl: string): Reply {
  const reply: Reply = { headers: {}, body: '', next: false };
  const response = {
    writeHead(status: number, headers: Record<string, string> = {}) {
      reply.status = status;
      reply.headers = headers;
      return response;
    },
    end(body?: string | Buffer) {
      reply.body = body === undefined ? '' : body.toString();
      return response;
    },
  };
  const url = originalUrl.slice('/admin'.length) || '/';
  handle({ url, originalUrl } as never, response as unknown as ServerResponse, () => {
    reply.next = true;
  });
  return reply;
}

describe('adminMiddleware', () => {
  it('serves the editor’s page, kept out of search engines', () => {
    const page = request('/admin/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('<script src="vendor/sveltia-cms.js"></script>');
  });

  it('sends /admin to /admin/, where the page’s relative addresses work', () => {
    expect(request('/admin')).toMatchObject({ status: 301, headers: { location: '/admin/' } });
  });

  it('generates the configuration on each request', () => {
    const config = request('/admin/config.en.yml');
    expect(config.status).toBe(200);
    expect(config.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(config.headers['cache-control']).toBe('no-store');
    expect(config.body).toMatch(/^# Generated from gatsby\/content-model\.ts/);
    expect(config.body).toContain('file: content/locales/{{locale}}/home.json');
  });

  it('serves the CMS from node_modules and leaves other paths to Gatsby', () => {
    const script = request('/admin/vendor/sveltia-cms.js');
    expect(script.status).toBe(200);
    expect(script.body.length).toBeGreaterThan(1_000_000);
    const other = request('/admin/nothing-here.js');
    expect([other.status, other.next]).toEqual([undefined, true]);
  });
});
