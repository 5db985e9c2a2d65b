/**
 * Trying again what failed for a reason that may pass: code fetched after a network hiccup, say.
 * A short backoff, a few times, then the failure is the caller's to show.
 */

/** The pauses before the second and the third attempt. */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 3000];

export interface RetryOptions {
  delays?: readonly number[];
  /** Waits between attempts: a timer, or one that also waits for the connection to come back. */
  pause?: (ms: number) => Promise<void>;
}

export const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** Whether the browser believes it is online (true where it cannot tell). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * Waits `ms`; while the browser is offline, waits for it to be online again instead: retrying
 * without a connection only burns the attempts.
 */
export function pauseUntilOnline(ms: number): Promise<void> {
  if (isOnline()) return sleep(ms);
  return new Promise((resolve) => {
    window.addEventListener('online', () => resolve(), { once: true });
  });
}

/** Calls `attempt` until it succeeds, pausing between tries; rejects with the last error. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  { delays = RETRY_DELAYS_MS, pause = sleep }: RetryOptions = {},
): Promise<T> {
  for (let tried = 0; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delay = delays[tried];
      if (delay === undefined) throw error;
      await pause(delay);
    }
  }
}
