import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emailJsBuildEnv, emailJsBuildReport, envFile } from './emailjs-env';

describe('emailJsBuildEnv', () => {
  let directory: string;

  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'emailjs-env-'));
  });

  afterEach(() => {
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('reads the .env file of the environment, with the process environment winning', () => {
    fs.writeFileSync(
      path.join(directory, '.env.production'),
      'GATSBY_EMAILJS_PUBLIC_KEY=file_key\nGATSBY_EMAILJS_SERVICE_ID=file_service\nOTHER=x\n',
    );
    expect(
      emailJsBuildEnv(directory, { NODE_ENV: 'production', GATSBY_EMAILJS_SERVICE_ID: 'env' }),
    ).toEqual({ GATSBY_EMAILJS_PUBLIC_KEY: 'file_key', GATSBY_EMAILJS_SERVICE_ID: 'env' });
  });

  it('reads one .env file, chosen by GATSBY_ACTIVE_ENV, then NODE_ENV, else production', () => {
    fs.writeFileSync(path.join(directory, '.env.staging'), 'SITE_URL=https://s.test\n');
    expect(envFile(directory, { GATSBY_ACTIVE_ENV: 'staging', NODE_ENV: 'production' })).toEqual({
      name: '.env.staging',
      values: { SITE_URL: 'https://s.test' },
    });
    expect(envFile(directory, {})).toEqual({ name: '.env.production', values: {} });
  });

  it('works without any .env file', () => {
    expect(emailJsBuildEnv(directory, { GATSBY_EMAILJS_TEMPLATE_ID: 't' })).toEqual({
      GATSBY_EMAILJS_TEMPLATE_ID: 't',
    });
  });
});

describe('emailJsBuildReport', () => {
  it('warns, naming every missing variable', () => {
    const report = emailJsBuildReport({ GATSBY_EMAILJS_SERVICE_ID: 's' });
    expect(report.level).toBe('warn');
    expect(report.text).toContain(
      'GATSBY_EMAILJS_PUBLIC_KEY, GATSBY_EMAILJS_TEMPLATE_ID are not set',
    );
  });

  it('says where the form sends when configured', () => {
    const complete = {
      GATSBY_EMAILJS_PUBLIC_KEY: 'k',
      GATSBY_EMAILJS_SERVICE_ID: 's',
      GATSBY_EMAILJS_TEMPLATE_ID: 't',
    };
    expect(emailJsBuildReport(complete)).toEqual({
      level: 'info',
      text: 'The contact form sends through EmailJS.',
    });
    expect(
      emailJsBuildReport({ ...complete, GATSBY_EMAILJS_ORIGIN: 'http://127.0.0.1:9001' }).text,
    ).toBe('The contact form sends to http://127.0.0.1:9001 instead of EmailJS.');
  });
});
