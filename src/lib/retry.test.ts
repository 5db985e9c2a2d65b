import { RETRY_DELAYS_MS, pauseUntilOnline, withRetries } from './retry';

const setOnline = (online: boolean) =>
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('withRetries', () => {
  it('returns the first success without pausing', async () => {
    const pause = jest.fn(() => Promise.resolve());
    await expect(withRetries(() => Promise.resolve('code'), { pause })).resolves.toBe('code');
    expect(pause).not.toHaveBeenCalled();
  });

  it('tries again after each pause, and returns a later success', async () => {
    const pause = jest.fn(() => Promise.resolve());
    const attempt = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('one'))
      .mockRejectedValueOnce(new Error('two'))
      .mockResolvedValue('code');
    await expect(withRetries(attempt, { pause })).resolves.toBe('code');
    expect(pause.mock.calls).toEqual([[RETRY_DELAYS_MS[0]], [RETRY_DELAYS_MS[1]]]);
  });

  it('rejects with the last error once every pause is used', async () => {
    const attempt = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('one'))
      .mockRejectedValue(new Error('last'));
    await expect(
      withRetries(attempt, { delays: [5], pause: () => Promise.resolve() }),
    ).rejects.toThrow('last');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('waits a second, then three, by default: a short backoff', async () => {
    jest.useFakeTimers();
    const attempt = jest.fn<Promise<string>, []>().mockRejectedValue(new Error('gone'));
    const result = withRetries(attempt).catch((error: Error) => error.message);
    await jest.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toBe('gone');
    expect(attempt).toHaveBeenCalledTimes(3);
  });
});

describe('pauseUntilOnline', () => {
  it('is a plain pause while online', async () => {
    jest.useFakeTimers();
    setOnline(true);
    let done = false;
    void pauseUntilOnline(1000).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('waits for the connection to come back while offline, however long', async () => {
    jest.useFakeTimers();
    setOnline(false);
    let done = false;
    void pauseUntilOnline(1000).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(done).toBe(false);
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(done).toBe(true);
  });
});
