import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  analyticsBuildEnv,
  analyticsBuildReport,
  analyticsProxy,
  unsetAnalyticsDefinitions,
} from './analytics-env';

describe('analyticsBuildEnv', () => {
  let directory: string;
  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'analytics-env-'));
  });
  afterEach(() => fs.rmSync(directory, { recursive: true, force: true }));

  it('reads the .env file the build reads, with the environment winning', () => {
    fs.writeFileSync(
      path.join(directory, '.env.production'),
      'GATSBY_ANALYTICS_DOMAIN=file.it\nGATSBY_ANALYTICS_API=/stats\nOTHER=x\n',
    );
    expect(
      analyticsBuildEnv(directory, { NODE_ENV: 'production', GATSBY_ANALYTICS_API: '/count' }),
    ).toEqual({ GATSBY_ANALYTICS_DOMAIN: 'file.it', GATSBY_ANALYTICS_API: '/count' });
  });
});

describe('unsetAnalyticsDefinitions', () => {
  it('defines each unset variable as "" for webpack, and leaves a set one to Gatsby', () => {
    expect(unsetAnalyticsDefinitions({})).toEqual({
      'process.env.GATSBY_ANALYTICS_DOMAIN': '""',
      'process.env.GATSBY_ANALYTICS_API': '""',
    });
    expect(unsetAnalyticsDefinitions({ GATSBY_ANALYTICS_DOMAIN: 's.it' })).toEqual({
      'process.env.GATSBY_ANALYTICS_API': '""',
    });
    expect(
      unsetAnalyticsDefinitions({ GATSBY_ANALYTICS_DOMAIN: '', GATSBY_ANALYTICS_API: '' }),
    ).toEqual({});
  });
});

describe('analyticsProxy', () => {
  const path = { GATSBY_ANALYTICS_DOMAIN: 's.it', GATSBY_ANALYTICS_API: '/stats' };

  it('forwards the API’s path of the site to the service named by ANALYTICS_PROXY_TO', () => {
    expect(analyticsProxy(path, { ANALYTICS_PROXY_TO: 'https://plausible.io/' })).toEqual({
      proxy: { path: '/stats/api/event', target: 'https://plausible.io/api/event' },
      problems: [],
    });
    expect(analyticsProxy(path, {})).toEqual({ proxy: undefined, problems: [] });
  });

  it('refuses an address that is not an https:// origin, and a forwarding with nothing to forward', () => {
    expect(analyticsProxy(path, { ANALYTICS_PROXY_TO: 'http://plausible.io' }).problems).toEqual([
      expect.stringMatching(/^ANALYTICS_PROXY_TO is the analytics service's https:\/\/ origin/),
    ]);
    expect(analyticsProxy(path, { ANALYTICS_PROXY_TO: 'https://a.io/x;' }).proxy).toBeUndefined();
    const direct = { GATSBY_ANALYTICS_DOMAIN: 's.it' };
    expect(analyticsProxy(direct, { ANALYTICS_PROXY_TO: 'https://plausible.io' })).toEqual({
      proxy: undefined,
      problems: [expect.stringMatching(/GATSBY_ANALYTICS_API is not a path of this site/)],
    });
  });
});

describe('analyticsBuildReport', () => {
  it('says the build counts nothing, or where it counts, or what is wrong', () => {
    expect(analyticsBuildReport({})).toEqual({
      level: 'info',
      text: expect.stringMatching(/^Analytics: off .*count nothing and carry no counting code/),
    });
    expect(analyticsBuildReport({ GATSBY_ANALYTICS_DOMAIN: 's.it' }).text).toBe(
      'Analytics: page views and the three events of s.it go to https://plausible.io/api/event.',
    );
    expect(analyticsBuildReport({ GATSBY_ANALYTICS_API: '/stats' })).toEqual({
      level: 'warn',
      text: expect.stringMatching(/^Analytics: GATSBY_ANALYTICS_API is set but/),
    });
  });
});
