/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emailJsBuildEnv } from '../gatsby/emailjs-env';
import { REQUIRED_EMAILJS_VARIABLES } from '../src/lib/emailjs-config';
import { DEFAULT_SITE_URL } from '../src/lib/site-url';
import { REAL_CONTENT_DIR } from '../gatsby/__fixtures__/content-tree';
import { SAMPLE_COMPANY } from '../gatsby/samples';
import {
  analyticsChecklist,
  analyticsProblems,
  companyProblems,
  emailJsAccountChecklist,
  emailJsProblems,
  productionProblems,
  siteUrlProblems,
} from './production-checks';

const ACCOUNT = {
  GATSBY_EMAILJS_PUBLIC_KEY: 'pk',
  GATSBY_EMAILJS_SERVICE_ID: 'service',
  GATSBY_EMAILJS_TEMPLATE_ID: 'template',
};
const GOOD = { SITE_URL: 'https://www.studio.it', ...ACCOUNT };

let projectDir: string;
beforeEach(() => {
  projectDir = fs.mkdtempSync(path.join(os.tmpdir(), 'production-checks-'));
});
afterEach(() => fs.rmSync(projectDir, { recursive: true, force: true }));

const context = (env: Record<string, string | undefined>) => ({ env, projectDir });

describe('siteUrlProblems', () => {
  it('accepts the https root of a real host', () => {
    expect(siteUrlProblems(context({ SITE_URL: 'https://www.studio.it/' }))).toEqual([]);
  });

  it('refuses an unset SITE_URL, and says when it sits in a file the build does not read', () => {
    expect(siteUrlProblems(context({ SITE_URL: ' ' }))).toEqual([
      expect.stringMatching(/^SITE_URL is not set: .* would name https:\/\/www\.example\.com/),
    ]);
    fs.writeFileSync(path.join(projectDir, '.env.production'), 'SITE_URL=https://www.studio.it\n');
    expect(siteUrlProblems(context({}))[0]).toMatch(
      /in the environment: the build does not read it from \.env\.production$/,
    );
  });

  it('refuses placeholders, local addresses, plain http and paths, one line each', () => {
    for (const url of [
      DEFAULT_SITE_URL,
      'https://example.org',
      'https://studio.test',
      'https://localhost:9000',
      'https://127.0.0.1',
    ]) {
      expect(siteUrlProblems(context({ SITE_URL: url }))).toEqual([
        expect.stringMatching(/^SITE_URL is a placeholder or local address/),
      ]);
    }
    expect(siteUrlProblems(context({ SITE_URL: 'http://www.studio.it/site/' }))).toEqual([
      expect.stringMatching(/^SITE_URL must start with https:\/\//),
      expect.stringMatching(/^SITE_URL must be the root of its host/),
    ]);
    expect(siteUrlProblems(context({ SITE_URL: 'www.studio.it' }))).toEqual([
      'SITE_URL is not a URL: "www.studio.it"',
    ]);
  });
});

describe('emailJsProblems', () => {
  it('accepts an account from the environment or from .env.production', () => {
    expect(emailJsProblems(context(ACCOUNT))).toEqual([]);
    fs.writeFileSync(
      path.join(projectDir, '.env.production'),
      'GATSBY_EMAILJS_PUBLIC_KEY=pk\nGATSBY_EMAILJS_SERVICE_ID=s\n',
    );
    expect(emailJsProblems(context({ GATSBY_EMAILJS_TEMPLATE_ID: 't' }))).toEqual([]);
  });

  it('reads the variables as the build does', () => {
    fs.writeFileSync(
      path.join(projectDir, '.env.production'),
      'GATSBY_EMAILJS_PUBLIC_KEY=pk\nGATSBY_EMAILJS_ORIGIN=http://127.0.0.1:9001\n',
    );
    const env = { GATSBY_EMAILJS_SERVICE_ID: 's', GATSBY_EMAILJS_TEMPLATE_ID: 't' };
    // The build would see this account, with the local origin: the check must see it too.
    expect(emailJsBuildEnv(projectDir, { ...env, NODE_ENV: 'production' })).toMatchObject({
      GATSBY_EMAILJS_PUBLIC_KEY: 'pk',
      GATSBY_EMAILJS_ORIGIN: 'http://127.0.0.1:9001',
    });
    expect(emailJsProblems(context(env))).toEqual([
      expect.stringMatching(/^GATSBY_EMAILJS_ORIGIN must be .*, got "http:\/\/127\.0\.0\.1:9001"$/),
    ]);
  });

  it('names each missing variable on its own line', () => {
    expect(emailJsProblems(context({ GATSBY_EMAILJS_SERVICE_ID: 's' }))).toEqual([
      expect.stringMatching(/^GATSBY_EMAILJS_PUBLIC_KEY is not set/),
      expect.stringMatching(/^GATSBY_EMAILJS_TEMPLATE_ID is not set/),
    ]);
  });

  it('refuses a loopback, placeholder, plain-http or unreadable origin', () => {
    const origins = ['http://localhost:9001', 'https://[::1]:9001', 'https://127.0.0.2'];
    origins.push('https://mail.example.com', 'http://mail.studio.it', 'mail.studio.it');
    for (const origin of origins) {
      expect(emailJsProblems(context({ ...ACCOUNT, GATSBY_EMAILJS_ORIGIN: origin }))).toEqual([
        `GATSBY_EMAILJS_ORIGIN must be an https:// address visitors can reach (leave it unset to send through EmailJS), got "${origin}"`,
      ]);
    }
    const real = { ...ACCOUNT, GATSBY_EMAILJS_ORIGIN: 'https://mail.studio.it' };
    expect(emailJsProblems(context(real))).toEqual([]);
  });
});

describe('analyticsProblems', () => {
  const COUNTING = { GATSBY_ANALYTICS_DOMAIN: 'www.studio.it' };

  it('accepts no counting, Plausible’s own API, an https:// API and a path the host forwards', () => {
    expect(analyticsProblems(context({}))).toEqual([]);
    expect(analyticsProblems(context(COUNTING))).toEqual([]);
    for (const api of ['https://stats.studio.it', 'https://plausible.io/', '/stats'])
      expect(analyticsProblems(context({ ...COUNTING, GATSBY_ANALYTICS_API: api }))).toEqual([]);
    const forwarded = { ...COUNTING, GATSBY_ANALYTICS_API: '/stats' };
    expect(
      analyticsProblems(context({ ...forwarded, ANALYTICS_PROXY_TO: 'https://plausible.io' })),
    ).toEqual([]);
  });

  it('refuses an API that is not https://, a local or placeholder one, and another host’s path', () => {
    const apis = ['http://stats.studio.it', 'http://127.0.0.1:9002', 'https://localhost:8000'];
    for (const api of apis)
      expect(analyticsProblems(context({ ...COUNTING, GATSBY_ANALYTICS_API: api }))).toEqual([
        `GATSBY_ANALYTICS_API must be an https:// address visitors can reach, or a path of this site that the host forwards (such as /stats), got "${api}"`,
      ]);
    for (const api of ['//plausible.io', 'stats.studio.it'])
      expect(analyticsProblems(context({ ...COUNTING, GATSBY_ANALYTICS_API: api }))).toEqual([
        `GATSBY_ANALYTICS_API is an https:// address or a path of this site such as /stats, got "${api}"`,
      ]);
  });

  it('reads the variables as the build does, and refuses half a configuration', () => {
    fs.writeFileSync(
      path.join(projectDir, '.env.production'),
      'GATSBY_ANALYTICS_API=http://127.0.0.1:9002\n',
    );
    expect(analyticsProblems(context({}))).toEqual([
      expect.stringMatching(/^GATSBY_ANALYTICS_API is set but GATSBY_ANALYTICS_DOMAIN is not/),
      expect.stringMatching(/^GATSBY_ANALYTICS_API must be an https:\/\/ address/),
    ]);
  });

  it('refuses a domain written as an address, and a forwarding with nothing to forward', () => {
    expect(
      analyticsProblems(
        context({
          GATSBY_ANALYTICS_DOMAIN: 'https://www.studio.it/',
          ANALYTICS_PROXY_TO: 'https://plausible.io',
        }),
      ),
    ).toEqual([
      expect.stringMatching(/^GATSBY_ANALYTICS_DOMAIN is the site's name/),
      expect.stringMatching(/^ANALYTICS_PROXY_TO is set, but GATSBY_ANALYTICS_API is not a path/),
    ]);
  });
});

describe('analyticsChecklist', () => {
  it('names the service’s site and goals, and the forwarding of a path, only when counting', () => {
    expect(analyticsChecklist(context({}))).toEqual([]);
    const direct = analyticsChecklist(context({ GATSBY_ANALYTICS_DOMAIN: 'www.studio.it' }));
    expect(direct.join('\n')).toMatch(/"www\.studio\.it"[\s\S]*"Enquiry sent"/);
    expect(direct.join('\n')).not.toContain('forwards');
    const path = { GATSBY_ANALYTICS_DOMAIN: 'www.studio.it', GATSBY_ANALYTICS_API: '/stats' };
    expect(analyticsChecklist(context(path)).at(-1)).toMatch(
      /^The host forwards \/stats\/api\/event/,
    );
  });
});

describe('companyProblems', () => {
  it('refuses the shipped sample identity, naming each field still holding a sample value', () => {
    const company = path.join(projectDir, 'content', 'company.yaml');
    fs.mkdirSync(path.dirname(company));
    fs.copyFileSync(path.join(REAL_CONTENT_DIR, 'company.yaml'), company);
    expect(companyProblems(context({}))).toEqual(
      Object.keys(SAMPLE_COMPANY).map((field) =>
        expect.stringMatching(
          new RegExp(`^content/company\\.yaml, field "${field}": still the sample value: `),
        ),
      ),
    );
    const text = fs.readFileSync(company, 'utf8');
    fs.writeFileSync(company, text.replace(SAMPLE_COMPANY.hostName!, 'Aruba S.p.A.'));
    expect(companyProblems(context({}))).not.toContainEqual(expect.stringContaining('"hostName"'));
  });
});

describe('productionProblems', () => {
  it('is every check together', () => {
    expect(productionProblems(context(GOOD))).toEqual([]);
    expect(productionProblems(context({}))).toHaveLength(4);
  });
});

describe('emailJsAccountChecklist', () => {
  it('names the account settings, and the template’s reCAPTCHA only when the site uses it', () => {
    const checklist = emailJsAccountChecklist(context(GOOD));
    expect(checklist.join('\n')).toMatch(
      /Allowed origins.*\n.*never \{\{email\}\}.*\n.*auto-reply.*\n.*rate limit/,
    );
    expect(checklist.join('\n')).not.toContain('reCAPTCHA');
    const withKey = emailJsAccountChecklist(context({ ...GOOD, GATSBY_RECAPTCHA_SITE_KEY: 'key' }));
    expect(withKey.at(-1)).toMatch(/reCAPTCHA V2 verification on/);
  });
});

describe('npm run build:production', () => {
  it('refuses before building, one line per problem, with a non-zero exit', () => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: '1',
    };
    const analytics = ['GATSBY_ANALYTICS_DOMAIN', 'GATSBY_ANALYTICS_API', 'ANALYTICS_PROXY_TO'];
    for (const name of [
      'SITE_URL',
      ...REQUIRED_EMAILJS_VARIABLES,
      'GATSBY_EMAILJS_ORIGIN',
      ...analytics,
    ]) {
      delete env[name];
    }
    const jiti = path.join(__dirname, '..', 'node_modules', '.bin', 'jiti');
    const script = path.join(__dirname, 'production-checks.ts');
    const result = spawnSync(jiti, [script, '--before-build'], {
      cwd: projectDir,
      env: { ...env, GATSBY_EMAILJS_ORIGIN: 'http://127.0.0.1:9001' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('[ ] No auto-reply template quoting what the visitor wrote');
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toBe('build:production refused: 5 problems to fix first:');
    expect(lines.slice(1).map((line) => line.replace(/^ {2}- /, '').split(' ')[0])).toEqual([
      'SITE_URL',
      'GATSBY_EMAILJS_PUBLIC_KEY',
      'GATSBY_EMAILJS_SERVICE_ID',
      'GATSBY_EMAILJS_TEMPLATE_ID',
      'GATSBY_EMAILJS_ORIGIN',
    ]);
    // Gatsby never started: it would have written its cache folder.
    expect(fs.existsSync(path.join(projectDir, '.cache'))).toBe(false);
  });
});
