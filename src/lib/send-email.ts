// `@emailjs/browser` is imported on first use, off the first load. Never throws: 'sent' or why not.
import type { StorageProvider } from '@emailjs/browser';
import { type ContactFailure, failureOf } from './contact';
import { emailJsConfig } from './emailjs-config';

/** Pauses before the second and third try at fetching the SDK's file: a network hiccup passes. */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 3000];
/** One message per browser every 10 s; the SDK keeps the time of the last one in localStorage. */
export const RATE_LIMIT = { id: 'studio-contact-form', throttle: 10_000 };

/** localStorage for the rate limit; a browser that refuses storage simply has no limit. */
function local<T>(act: (storage: Storage) => T): T | null {
  try {
    return act(window.localStorage);
  } catch {
    return null;
  }
}
const rateLimitStorage: StorageProvider = {
  get: async (key) => local((storage) => storage.getItem(key)),
  set: async (key, value) => void local((storage) => storage.setItem(key, value)),
  remove: async (key) => void local((storage) => storage.removeItem(key)),
};

// Webpack fetches the file once, shares a fetch under way, and fetches again after a failure.
export const loadEmailJs = () => import('@emailjs/browser');

async function withRetries<T>(attempt: () => Promise<T>, delays: readonly number[]): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    const [delay, ...rest] = delays;
    if (delay === undefined) throw error;
    await new Promise((resolve) => setTimeout(resolve, delay));
    return withRetries(attempt, rest);
  }
}

export async function sendMessage(
  templateParams: Record<string, string>,
  { config = emailJsConfig, load = loadEmailJs, delays = RETRY_DELAYS_MS } = {},
): Promise<'sent' | ContactFailure> {
  // Offline nothing would leave the browser: say so at once, using none of the rate limit.
  if (!navigator.onLine) {
    console.error('Contact form: the message was not sent (offline)');
    return 'offline';
  }
  try {
    const emailjs = await withRetries(load, delays);
    const { publicKey, origin, serviceId, templateId } = config;
    // Only `init` sets the API host (`send` ignores `origin`); it also replaces the storage.
    emailjs.init({ publicKey, origin, limitRate: RATE_LIMIT, storageProvider: rateLimitStorage });
    await emailjs.send(serviceId, templateId, templateParams);
    return 'sent';
  } catch (error) {
    const failure = failureOf(error, navigator.onLine);
    console.error(`Contact form: the message was not sent (${failure}):`, error);
    // The SDK stamps the limit before its request: nothing arrived, so the visitor may retry now.
    if (failure !== 'rateLimited') await rateLimitStorage.remove(RATE_LIMIT.id);
    return failure;
  }
}
