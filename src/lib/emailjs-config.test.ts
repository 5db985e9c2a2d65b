import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_EMAILJS_ORIGIN,
  EMAILJS_VARIABLES,
  emailJsConfigFrom,
  missingEmailJsVariables,
} from './emailjs-config';

describe('emailJsConfigFrom', () => {
  it("defaults the origin to EmailJS's own API", () => {
    expect(emailJsConfigFrom({}).origin).toBe(DEFAULT_EMAILJS_ORIGIN);
    expect(DEFAULT_EMAILJS_ORIGIN).toBe('https://api.emailjs.com');
  });

  it('trims values and drops a trailing slash from the origin', () => {
    expect(
      emailJsConfigFrom({
        GATSBY_EMAILJS_PUBLIC_KEY: ' key ',
        GATSBY_EMAILJS_SERVICE_ID: 'service',
        GATSBY_EMAILJS_TEMPLATE_ID: 'template',
        GATSBY_EMAILJS_ORIGIN: 'http://127.0.0.1:9001/',
      }),
    ).toEqual({
      publicKey: 'key',
      serviceId: 'service',
      templateId: 'template',
      origin: 'http://127.0.0.1:9001',
    });
  });
});

describe('missingEmailJsVariables', () => {
  it('names each required variable that is missing or blank', () => {
    expect(
      missingEmailJsVariables({ GATSBY_EMAILJS_SERVICE_ID: 's', GATSBY_EMAILJS_TEMPLATE_ID: ' ' }),
    ).toEqual(['GATSBY_EMAILJS_PUBLIC_KEY', 'GATSBY_EMAILJS_TEMPLATE_ID']);
    expect(
      missingEmailJsVariables({
        GATSBY_EMAILJS_PUBLIC_KEY: 'k',
        GATSBY_EMAILJS_SERVICE_ID: 's',
        GATSBY_EMAILJS_TEMPLATE_ID: 't',
      }),
    ).toEqual([]);
  });
});

describe('the variables', () => {
  it('are named in full in the bundle’s settings (Gatsby inlines no other way), all from the one list', () => {
    const source = fs.readFileSync(path.join(__dirname, 'emailjs-config.ts'), 'utf8');
    const named = [...source.matchAll(/process\.env\.(GATSBY_\w+)/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(EMAILJS_VARIABLES).toContain(name);
  });
});
