import fs from 'node:fs';
import {
  ANALYTICS_VARIABLES,
  DEFAULT_ANALYTICS_API,
  analyticsConfigFrom,
  analyticsConfigProblems,
  analyticsOrigin,
  isSitePath,
} from './analytics-config';

describe('analyticsConfigFrom', () => {
  it('is nothing without the site’s domain: nothing is counted', () => {
    expect(analyticsConfigFrom({})).toBeUndefined();
    expect(
      analyticsConfigFrom({ GATSBY_ANALYTICS_DOMAIN: ' ', GATSBY_ANALYTICS_API: '/stats' }),
    ).toBe(undefined);
  });

  it('posts to Plausible’s EU cloud by default, or to the API named, trimmed', () => {
    expect(analyticsConfigFrom({ GATSBY_ANALYTICS_DOMAIN: 'www.studio.it' })).toEqual({
      domain: 'www.studio.it',
      api: DEFAULT_ANALYTICS_API,
      endpoint: 'https://plausible.io/api/event',
    });
    expect(
      analyticsConfigFrom({
        GATSBY_ANALYTICS_DOMAIN: ' www.studio.it ',
        GATSBY_ANALYTICS_API: ' /stats/ ',
      }),
    ).toEqual({ domain: 'www.studio.it', api: '/stats', endpoint: '/stats/api/event' });
  });
});

describe('analyticsOrigin', () => {
  it('is the API’s origin, or nothing for a path of the site', () => {
    const config = (api: string) =>
      analyticsConfigFrom({ GATSBY_ANALYTICS_DOMAIN: 's.it', GATSBY_ANALYTICS_API: api });
    expect(analyticsOrigin(config('https://stats.studio.it/plausible'))).toBe(
      'https://stats.studio.it',
    );
    expect(analyticsOrigin(config('/stats'))).toBeUndefined();
    expect(analyticsOrigin(undefined)).toBeUndefined();
  });
});

describe('isSitePath', () => {
  it('takes "/stats", never "//host" or "/\\host", which browsers read as another host', () => {
    expect(isSitePath('/stats')).toBe(true);
    expect(isSitePath('//plausible.io')).toBe(false);
    expect(isSitePath('/\\plausible.io')).toBe(false);
    expect(isSitePath('https://plausible.io')).toBe(false);
  });
});

describe('analyticsConfigProblems', () => {
  it('names half a configuration, a domain written as an address, and an API that is none', () => {
    expect(analyticsConfigProblems({})).toEqual([]);
    expect(analyticsConfigProblems({ GATSBY_ANALYTICS_API: '/stats' })).toEqual([
      expect.stringMatching(/^GATSBY_ANALYTICS_API is set but GATSBY_ANALYTICS_DOMAIN is not/),
    ]);
    expect(
      analyticsConfigProblems({
        GATSBY_ANALYTICS_DOMAIN: 'https://www.studio.it',
        GATSBY_ANALYTICS_API: 'stats',
      }),
    ).toEqual([
      expect.stringMatching(/^GATSBY_ANALYTICS_DOMAIN is the site's name/),
      'GATSBY_ANALYTICS_API is an https:// address or a path of this site such as /stats, got "stats"',
    ]);
  });
});

it('names every variable the bundle reads in full (Gatsby inlines only those)', () => {
  const source = fs.readFileSync(`${__dirname}/analytics-config.ts`, 'utf8');
  for (const name of ANALYTICS_VARIABLES) expect(source).toContain(`process.env.${name}`);
});
