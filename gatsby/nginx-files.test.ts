import { folderLocationConf, notFoundPagesConf, securityHeadersConf } from './nginx-files';

describe('securityHeadersConf', () => {
  it('adds each header to every response, quoted', () => {
    expect(
      securityHeadersConf([
        { name: 'Content-Security-Policy', value: "default-src 'self'; object-src 'none'" },
        { name: 'X-Frame-Options', value: 'DENY' },
      ])
        .split('\n')
        .filter((line) => !line.startsWith('#')),
    ).toEqual([
      `add_header Content-Security-Policy "default-src 'self'; object-src 'none'" always;`,
      'add_header X-Frame-Options "DENY" always;',
      '',
    ]);
  });

  it('refuses a value nginx would read differently', () => {
    expect(() => securityHeadersConf([{ name: 'X', value: 'a$b' }])).toThrow(/cannot be written/);
    expect(() => securityHeadersConf([{ name: 'X', value: 'a"b' }])).toThrow(/cannot be written/);
  });
});

describe('notFoundPagesConf', () => {
  it("writes a location per language prefix with its not-found page; the root's is nginx.conf's", () => {
    const conf = notFoundPagesConf([
      { prefix: '/en/', page: '/en/404.html' },
      { prefix: '/', page: '/404.html' },
    ]);
    expect(conf.split('\n').filter((line) => !line.startsWith('#'))).toEqual([
      'location /en/ {',
      '    error_page 403 404 =404 /en/404.html;',
      '    try_files $uri $uri/ =404;',
      '}',
      '',
    ]);
  });
});

describe('folderLocationConf', () => {
  it('gives the folder every header of its own and the caching rule, as nginx inherits none', () => {
    const conf = folderLocationConf('/admin/', [
      { name: 'Content-Security-Policy', value: "default-src 'self' blob:" },
      { name: 'X-Frame-Options', value: 'DENY' },
    ]);
    expect(conf.split('\n').filter((line) => !line.startsWith('#'))).toEqual([
      'location /admin/ {',
      `    add_header Content-Security-Policy "default-src 'self' blob:" always;`,
      '    add_header X-Frame-Options "DENY" always;',
      '    add_header Cache-Control $cache_control always;',
      '    try_files $uri $uri/ =404;',
      '}',
      '',
    ]);
  });

  it('refuses a prefix that is not one folder', () => {
    expect(() => folderLocationConf('/admin', [])).toThrow('Not a folder prefix: /admin');
    expect(() => folderLocationConf('/a b/', [])).toThrow('Not a folder prefix');
  });
});
