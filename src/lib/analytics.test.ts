import {
  ANALYTICS_EVENTS,
  REFUSAL_KEY,
  allowAnalytics,
  analyticsConfigured,
  analyticsRefused,
  eventPayload,
  languageOf,
  referringSite,
  refuseAnalytics,
  trackEvent,
  trackPageview,
} from './analytics';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localizedPath } from './languages';

const ORIGIN = window.location.origin;
const beacon = jest.fn((_url: string, _body?: BodyInit | null) => true);
const fetchMock = jest.fn((_url: string, _init?: RequestInit) => Promise.resolve({}));

function setNavigator(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}
function setReferrer(value: string) {
  Object.defineProperty(document, 'referrer', { value, configurable: true });
}
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** What each beacon carried, parsed, with its address and type. */
async function beacons() {
  return Promise.all(
    beacon.mock.calls.map(async ([address, body]) => {
      const blob = body as Blob;
      return { address, type: blob.type, payload: JSON.parse(await readBlob(blob)) };
    }),
  );
}

beforeEach(() => {
  process.env.GATSBY_ANALYTICS_DOMAIN = 'www.studio.test';
  process.env.GATSBY_ANALYTICS_API = '/stats';
  beacon.mockReset().mockReturnValue(true);
  fetchMock.mockClear();
  setNavigator('sendBeacon', beacon);
  setNavigator('doNotTrack', null);
  setNavigator('globalPrivacyControl', undefined);
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true });
  setReferrer('');
  localStorage.clear();
  allowAnalytics();
  window.history.replaceState(null, '', '/');
});

afterAll(() => {
  delete process.env.GATSBY_ANALYTICS_DOMAIN;
  delete process.env.GATSBY_ANALYTICS_API;
});

describe('trackPageview', () => {
  it('posts the page without its query or hash, its language and the other site it came from', async () => {
    window.history.replaceState(null, '', '/en/work/ledger/?utm_source=x&email=a@b.c#contact');
    setReferrer('https://www.google.com/search?q=studio');
    trackPageview();
    expect(await beacons()).toEqual([
      {
        address: '/stats/api/event',
        type: 'text/plain',
        payload: {
          name: 'pageview',
          url: `${ORIGIN}/en/work/ledger/`,
          domain: 'www.studio.test',
          referrer: 'https://www.google.com',
          props: { language: 'en' },
        },
      },
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names no referrer for a visitor coming from this site', async () => {
    setReferrer(`${ORIGIN}/privacy/`);
    trackPageview('/fr/');
    const [sent] = await beacons();
    expect(sent?.payload).toMatchObject({ url: `${ORIGIN}/fr/`, referrer: null });
  });

  it('posts to the configured origin, and by default to Plausible’s', async () => {
    process.env.GATSBY_ANALYTICS_API = 'http://127.0.0.1:9002/';
    trackPageview();
    delete process.env.GATSBY_ANALYTICS_API;
    trackPageview();
    expect((await beacons()).map(({ address }) => address)).toEqual([
      'http://127.0.0.1:9002/api/event',
      'https://plausible.io/api/event',
    ]);
  });

  it('falls back to fetch with keepalive, without credentials, when no beacon is queued', () => {
    beacon.mockReturnValue(false);
    trackPageview();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [address, init] = fetchMock.mock.calls[0]!;
    expect(address).toBe('/stats/api/event');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: 'pageview' });
  });

  it('sends nothing, and needs nothing, without GATSBY_ANALYTICS_DOMAIN', () => {
    delete process.env.GATSBY_ANALYTICS_DOMAIN;
    expect(analyticsConfigured()).toBe(false);
    trackPageview();
    trackEvent(ANALYTICS_EVENTS.enquirySent, { from: 'home' });
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('trackEvent', () => {
  it('posts each event with the caller’s props and the page’s language', async () => {
    window.history.replaceState(null, '', '/fr/work/ledger/');
    trackEvent(ANALYTICS_EVENTS.enquirySent, { from: 'ledger' });
    trackEvent(ANALYTICS_EVENTS.bookingLinkOpened);
    trackEvent(ANALYTICS_EVENTS.emailLinkOpened, { from: 'home' });
    expect((await beacons()).map(({ payload }) => [payload.name, payload.props])).toEqual([
      ['Enquiry sent', { language: 'fr', from: 'ledger' }],
      ['Booking link opened', { language: 'fr' }],
      ['E-mail link opened', { language: 'fr', from: 'home' }],
    ]);
  });
});

describe('refusal', () => {
  it('honours Do Not Track and Global Privacy Control, storing nothing', () => {
    setNavigator('doNotTrack', '1');
    expect(analyticsRefused()).toBe(true);
    trackPageview();
    setNavigator('doNotTrack', null);
    setNavigator('globalPrivacyControl', true);
    trackEvent(ANALYTICS_EVENTS.enquirySent, { from: 'home' });
    expect(beacon).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('stores the visitor’s refusal as the one key, and clears it again', () => {
    refuseAnalytics();
    expect([...Array(localStorage.length).keys()].map((i) => localStorage.key(i))).toEqual([
      REFUSAL_KEY,
    ]);
    trackPageview();
    expect(beacon).not.toHaveBeenCalled();
    allowAnalytics();
    expect(localStorage.getItem(REFUSAL_KEY)).toBeNull();
    trackPageview();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('keeps a refusal for the page when storage is refused', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    refuseAnalytics();
    setItem.mockRestore();
    expect(analyticsRefused()).toBe(true);
    trackPageview();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('counts nothing in storage: no cookie, no key but the refusal', () => {
    trackPageview();
    trackEvent(ANALYTICS_EVENTS.enquirySent, { from: 'home' });
    expect(document.cookie).toBe('');
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });
});

describe('languageOf', () => {
  it.each(LANGUAGE_CODES)('reads %s from its pages’ paths', (code) => {
    for (const path of ['/', '/privacy/', '/work/ledger/'])
      expect(languageOf(localizedPath(code, path))).toBe(code);
  });

  it('takes an unknown first segment for the default language', () => {
    expect(languageOf('/de/')).toBe(DEFAULT_LANGUAGE);
  });
});

describe('referringSite', () => {
  it('keeps another site’s origin only', () => {
    expect(referringSite('https://news.ycombinator.com/item?id=1', ORIGIN)).toBe(
      'https://news.ycombinator.com',
    );
    expect(referringSite('', ORIGIN)).toBeNull();
    expect(referringSite(`${ORIGIN}/en/`, ORIGIN)).toBeNull();
    expect(referringSite('android-app://com.google.android.gm/', ORIGIN)).toBeNull();
  });
});

describe('eventPayload', () => {
  it('is the events API’s body', () => {
    const page = { origin: 'https://s.test', pathname: '/en/', referrer: '' };
    expect(eventPayload('pageview', page, 's.test')).toEqual({
      name: 'pageview',
      url: 'https://s.test/en/',
      domain: 's.test',
      referrer: null,
      props: { language: 'en' },
    });
  });
});

describe('gatsby-browser.tsx', () => {
  type Hook = (args: { location: { pathname: string }; prevLocation: unknown }) => void;
  const browserApi = async () => {
    let hook: Hook | undefined;
    await jest.isolateModulesAsync(async () => {
      hook = (await import('../../gatsby-browser')).onRouteUpdate as Hook | undefined;
    });
    return hook;
  };

  it('counts the first page and each new path, never a #section of the same page', async () => {
    const onRouteUpdate = await browserApi();
    onRouteUpdate?.({ location: { pathname: '/' }, prevLocation: null });
    onRouteUpdate?.({ location: { pathname: '/' }, prevLocation: { pathname: '/' } });
    onRouteUpdate?.({ location: { pathname: '/en/' }, prevLocation: { pathname: '/' } });
    expect((await beacons()).map(({ payload }) => payload.url)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/en/`,
    ]);
  });

  it('has no such hook in a build that counts nothing', async () => {
    delete process.env.GATSBY_ANALYTICS_DOMAIN;
    expect(await browserApi()).toBeUndefined();
  });
});
