import { EmailJSResponseStatus } from '@emailjs/browser';
import type * as EmailJs from '@emailjs/browser';
import type { EmailJsConfig } from './emailjs-config';
import {
  CONTACT_RATE_LIMIT,
  classifySendError,
  loadEmailJs,
  sendContactMessage,
} from './emailjs-client';

const config: EmailJsConfig = {
  publicKey: 'public_key',
  serviceId: 'service_id',
  templateId: 'template_id',
  origin: 'http://127.0.0.1:9099',
};

const params = { name: 'Mario', email: 'mario@azienda.it', company: 'ACME', message: 'Ciao' };

let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.localStorage.clear();
});

afterEach(() => {
  consoleError.mockRestore();
});

/** A stand-in SDK whose `send` rejects (or resolves) as told. */
function fakeSdk(sendImpl: () => Promise<unknown>) {
  const sdk = { init: jest.fn(), send: jest.fn(sendImpl) };
  return { sdk, loadSdk: async () => sdk as unknown as typeof EmailJs };
}

describe('classifySendError', () => {
  it.each([
    [new EmailJSResponseStatus(429, 'Too Many Requests'), 'rate-limit', 429],
    [new EmailJSResponseStatus(451, 'Unavailable For Headless Browser'), 'headless', 451],
    [new EmailJSResponseStatus(403, 'Forbidden'), 'blocked', 403],
    [new EmailJSResponseStatus(400, 'The user_id parameter is required'), 'rejected', 400],
    [new EmailJSResponseStatus(413, 'Payload Too Large'), 'too-large', 413],
    [new EmailJSResponseStatus(500, 'Internal Server Error'), 'http', 500],
    [new EmailJSResponseStatus(404, 'Not Found'), 'http', 404],
    [new EmailJSResponseStatus(), 'network', 0],
  ] as const)('maps an EmailJSResponseStatus %p to %s', (error, kind, status) => {
    expect(classifySendError(error)).toMatchObject({ ok: false, kind, status });
  });

  it('maps the plain strings the SDK throws for missing settings to a config failure', () => {
    const failure = classifySendError(
      'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
    );
    expect(failure).toEqual({
      ok: false,
      kind: 'config',
      detail: 'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
    });
  });

  const chunkError = () =>
    Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' });

  it('maps a TypeError from fetch online to a network failure', () => {
    expect(classifySendError(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'network' });
  });

  it('maps the SDK file failing to load while online to code that is no longer there', () => {
    expect(classifySendError(chunkError())).toMatchObject({ kind: 'code-unavailable' });
  });

  it.each([
    ['a TypeError from fetch', new TypeError('Failed to fetch')],
    ['the SDK file failing to load', chunkError()],
    ['an unreadable answer', new EmailJSResponseStatus()],
  ])('maps %s while offline to offline', (_what, error) => {
    expect(classifySendError(error, false)).toMatchObject({ kind: 'offline' });
  });

  it('maps anything else to unknown, keeping a readable detail', () => {
    expect(classifySendError(new RangeError('odd'))).toEqual({
      ok: false,
      kind: 'unknown',
      detail: 'RangeError: odd',
    });
    expect(classifySendError(undefined)).toMatchObject({ kind: 'unknown', detail: 'undefined' });
  });
});

describe('sendContactMessage with a mocked SDK', () => {
  it('initialises the SDK with the origin and sends with the public key and rate limit', async () => {
    const { sdk, loadSdk } = fakeSdk(async () => new EmailJSResponseStatus(200, 'OK'));
    await expect(sendContactMessage(params, { config, loadSdk })).resolves.toEqual({ ok: true });
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({ publicKey: 'public_key', origin: 'http://127.0.0.1:9099' }),
    );
    expect(sdk.send).toHaveBeenCalledWith(
      'service_id',
      'template_id',
      params,
      expect.objectContaining({
        publicKey: 'public_key',
        limitRate: { id: CONTACT_RATE_LIMIT.id, throttle: CONTACT_RATE_LIMIT.throttle },
        storageProvider: expect.any(Object),
      }),
    );
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    ['a refusal', new EmailJSResponseStatus(400, 'The user_id parameter is required'), 'rejected'],
    ['a message too large', new EmailJSResponseStatus(413, 'Payload Too Large'), 'too-large'],
    ['a server error', new EmailJSResponseStatus(500, 'Internal Server Error'), 'http'],
    ['the rate limit', new EmailJSResponseStatus(429, 'Too Many Requests'), 'rate-limit'],
    [
      'the headless block',
      new EmailJSResponseStatus(451, 'Unavailable For Headless Browser'),
      'headless',
    ],
    ['the block list', new EmailJSResponseStatus(403, 'Forbidden'), 'blocked'],
    [
      'a missing service id',
      'The service ID is required. Visit https://dashboard.emailjs.com/admin',
      'config',
    ],
    ['a network failure', new TypeError('Failed to fetch'), 'network'],
  ])('resolves %s to a typed failure and logs the reason', async (_what, rejection, kind) => {
    const { loadSdk } = fakeSdk(() => Promise.reject(rejection));
    const result = await sendContactMessage(params, { config, loadSdk });
    expect(result).toMatchObject({ ok: false, kind });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0][0]).toContain(`(${kind})`);
  });

  const instantRetry = { pause: () => Promise.resolve() };

  it('tries to load the library three times, then says its file is no longer there', async () => {
    const loadSdk = jest.fn(() =>
      Promise.reject(
        Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }),
      ),
    );
    await expect(
      sendContactMessage(params, { config, loadSdk, retry: instantRetry }),
    ).resolves.toMatchObject({ ok: false, kind: 'code-unavailable' });
    expect(loadSdk).toHaveBeenCalledTimes(3);
  });

  it('sends when the library arrives on a second try', async () => {
    const { sdk } = fakeSdk(async () => new EmailJSResponseStatus(200, 'OK'));
    const loadSdk = jest
      .fn<Promise<typeof EmailJs>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(sdk as unknown as typeof EmailJs);
    await expect(
      sendContactMessage(params, { config, loadSdk, retry: instantRetry }),
    ).resolves.toEqual({ ok: true });
    expect(sdk.send).toHaveBeenCalledTimes(1);
  });

  it('says offline at once, loading and sending nothing, when the browser is offline', async () => {
    const { sdk, loadSdk } = fakeSdk(async () => new EmailJSResponseStatus(200, 'OK'));
    const load = jest.fn(loadSdk);
    await expect(
      sendContactMessage(params, { config, loadSdk: load, online: () => false }),
    ).resolves.toMatchObject({ ok: false, kind: 'offline' });
    expect(load).not.toHaveBeenCalled();
    expect(sdk.send).not.toHaveBeenCalled();
  });

  it('says offline when the connection drops during the send', async () => {
    let online = true;
    const { loadSdk } = fakeSdk(() => {
      online = false;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await expect(
      sendContactMessage(params, { config, loadSdk, online: () => online }),
    ).resolves.toMatchObject({ ok: false, kind: 'offline' });
  });
});

describe('sendContactMessage with the real SDK', () => {
  const fetchMock = jest.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue({ ok: true, status: 200, text: async () => 'OK' });
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
  });

  afterAll(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('loads the SDK lazily and posts the JSON body to the configured origin', async () => {
    const result = await sendContactMessage(params, { config, loadSdk: loadEmailJs });
    expect(result).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:9099/api/v1.0/email/send');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({
      lib_version: expect.any(String),
      user_id: 'public_key',
      service_id: 'service_id',
      template_id: 'template_id',
      template_params: params,
    });
  });

  it('refuses a second message from the same browser within the rate limit', async () => {
    await expect(sendContactMessage(params, { config })).resolves.toEqual({ ok: true });
    await expect(sendContactMessage(params, { config })).resolves.toMatchObject({
      ok: false,
      kind: 'rate-limit',
      status: 429,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets the visitor retry at once after a failed request', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 500, text: async () => 'Server error' });
    await expect(sendContactMessage(params, { config })).resolves.toMatchObject({ kind: 'http' });
    await expect(sendContactMessage(params, { config })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([
    [400, 'The template ID is invalid', 'rejected'],
    [413, 'Payload Too Large', 'too-large'],
  ] as const)('lets the visitor retry at once after a %s answer', async (status, text, kind) => {
    fetchMock.mockResolvedValueOnce({ ok: false, status, text: async () => text });
    await expect(sendContactMessage(params, { config })).resolves.toMatchObject({ kind, status });
    await expect(sendContactMessage(params, { config })).resolves.toEqual({ ok: true });
  });

  it('maps a network failure of fetch', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendContactMessage(params, { config })).resolves.toMatchObject({
      kind: 'network',
    });
  });

  it('maps a build without a public key to a config failure without any request', async () => {
    const result = await sendContactMessage(params, { config: { ...config, publicKey: '' } });
    expect(result).toMatchObject({ ok: false, kind: 'config' });
    expect(result.ok ? '' : result.detail).toMatch(/public key is required/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
