import type * as EmailJs from '@emailjs/browser';
import { RATE_LIMIT, RETRY_DELAYS_MS, loadEmailJs, sendMessage } from './send-email';

const config = {
  publicKey: 'public_key',
  serviceId: 'service_id',
  templateId: 'template_id',
  origin: 'http://127.0.0.1:9099',
};
const params = { name: 'Mario', email: 'mario@azienda.it', company: 'ACME', message: 'Ciao' };
const fetchMock = jest.fn();
const answer = (status: number, text: string) => ({
  ok: status === 200,
  status,
  text: async () => text,
});
let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.localStorage.clear();
  fetchMock.mockReset().mockResolvedValue(answer(200, 'OK'));
  globalThis.fetch = fetchMock;
});

afterEach(() => consoleError.mockRestore());

// The real SDK, with fetch as the network: its three ways of failing come from the SDK itself.
describe('sendMessage', () => {
  it('posts the JSON body to the configured origin, with the public key', async () => {
    await expect(sendMessage(params, { config })).resolves.toBe('sent');
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
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('refuses a second message from the same browser within 10 s, without a request', async () => {
    expect(RATE_LIMIT.throttle).toBe(10_000);
    await expect(sendMessage(params, { config })).resolves.toBe('sent');
    await expect(sendMessage(params, { config })).resolves.toBe('rateLimited');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    [400, 'The template ID is invalid', 'rejected'],
    [413, 'Payload Too Large', 'tooLarge'],
    [429, 'Too Many Requests', 'rateLimited'],
    [500, 'Server Error', 'error'],
  ] as const)(
    'maps a %s answer, logs it, and lets the visitor retry at once',
    async (status, text, failure) => {
      fetchMock.mockResolvedValueOnce(answer(status, text));
      await expect(sendMessage(params, { config })).resolves.toBe(failure);
      expect(consoleError.mock.calls[0]?.[0]).toContain(`(${failure})`);
      if (failure !== 'rateLimited')
        await expect(sendMessage(params, { config })).resolves.toBe('sent');
    },
  );

  it('maps a network failure of fetch (a TypeError)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendMessage(params, { config })).resolves.toBe('error');
  });

  it('maps a build without a public key (the SDK throws a string) without any request', async () => {
    await expect(sendMessage(params, { config: { ...config, publicKey: '' } })).resolves.toBe(
      'error',
    );
    expect(consoleError.mock.calls[0]?.[1]).toMatch(/public key is required/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says offline at once, loading and sending nothing, when the browser is offline', async () => {
    const offline = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = jest.fn(loadEmailJs);
    await expect(sendMessage(params, { config, load })).resolves.toBe('offline');
    expect(load).not.toHaveBeenCalled();
    offline.mockRestore();
  });
});

describe('loading the SDK', () => {
  const chunkError = Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' });

  it('waits 1 s, then 3 s, between three tries, then says its file is gone', async () => {
    expect(RETRY_DELAYS_MS).toEqual([1000, 3000]);
    const load = jest.fn(() => Promise.reject(chunkError));
    await expect(sendMessage(params, { config, load, delays: [0, 0] })).resolves.toBe(
      'unavailable',
    );
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('sends when the SDK arrives on a later try', async () => {
    const load = jest
      .fn<Promise<typeof EmailJs>, []>()
      .mockRejectedValueOnce(chunkError)
      .mockImplementation(loadEmailJs);
    await expect(sendMessage(params, { config, load, delays: [0] })).resolves.toBe('sent');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
