/**
 * Sends the contact form through `@emailjs/browser` and turns every way it can fail into one typed
 * result. The SDK is loaded with a dynamic import the first time the form is used, so it never
 * weighs on the first page load.
 *
 * The SDK rejects in three shapes:
 * - an `EmailJSResponseStatus` ({ status, text }) for an HTTP error from the API and for its own
 *   blocks: 429 rate limit, 451 headless browser, 403 block list; the API answers 400 to a request
 *   it refuses and 413 to one too large;
 * - a plain string for a missing public key, service id or template id;
 * - a `TypeError` from `fetch` when the network fails.
 * Loading the SDK itself can fail too: a `ChunkLoadError` when its file cannot be fetched, which
 * offline is the connection and online means the file is gone (a page opened before a deploy).
 */
import type * as EmailJs from '@emailjs/browser';
import type { StorageProvider } from '@emailjs/browser';
import type { EmailJsConfig } from './emailjs-config';
import { isOnline, withRetries } from './retry';
import type { RetryOptions } from './retry';

type EmailJsSdk = typeof EmailJs;

export type SendFailureKind =
  | 'rate-limit'
  | 'rejected'
  | 'too-large'
  | 'headless'
  | 'blocked'
  | 'config'
  | 'offline'
  | 'network'
  | 'code-unavailable'
  | 'http'
  | 'unknown';

export type SendResult =
  { ok: true } | { ok: false; kind: SendFailureKind; status?: number; detail: string };

export type SendFailure = Extract<SendResult, { ok: false }>;

/** One message per browser every 10 s: the SDK keeps the last send time in localStorage. */
export const CONTACT_RATE_LIMIT = { id: 'studio-contact-form', throttle: 10_000 } as const;

let sdkPromise: Promise<EmailJsSdk> | undefined;

/** Loads the SDK once; later calls share the same import. A failed load may be retried. */
export function loadEmailJs(): Promise<EmailJsSdk> {
  sdkPromise ??= import('@emailjs/browser').catch((error: unknown) => {
    sdkPromise = undefined;
    throw error;
  });
  return sdkPromise;
}

/**
 * localStorage for the SDK's rate limit. `init` replaces the SDK's own storage with whatever it is
 * given (undefined turns the limit off silently), so we always pass this one; it also survives a
 * browser that refuses storage (private modes), where the limit simply does not apply.
 */
export const webStorage: StorageProvider = {
  get: async (key) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: async (key, value) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // storage refused: no rate limit in this browser
    }
  },
  remove: async (key) => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // storage refused: nothing to remove
    }
  },
};

function isResponseStatus(error: unknown): error is { status: number; text: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { text?: unknown }).text === 'string'
  );
}

/** The kind of an HTTP answer the API (or the SDK on its behalf) refused the message with. */
const KIND_BY_STATUS: Readonly<Record<number, SendFailureKind>> = {
  400: 'rejected',
  403: 'blocked',
  413: 'too-large',
  429: 'rate-limit',
  451: 'headless',
};

/**
 * Maps anything the SDK (or loading it) can reject with to a typed failure. `online` is what the
 * browser said when it failed: a network failure offline is the visitor's connection.
 */
export function classifySendError(error: unknown, online = true): SendFailure {
  if (isResponseStatus(error)) {
    const { status, text } = error;
    const detail = `${status} ${text}`;
    // The SDK's own default for a response it could not read is status 0, "Network Error".
    if (status === 0) return { ok: false, kind: online ? 'network' : 'offline', status, detail };
    return { ok: false, kind: KIND_BY_STATUS[status] ?? 'http', status, detail };
  }
  if (typeof error === 'string') return { ok: false, kind: 'config', detail: error };
  if (error instanceof Error) {
    const detail = `${error.name}: ${error.message}`;
    if (!online && (error instanceof TypeError || error.name === 'ChunkLoadError')) {
      return { ok: false, kind: 'offline', detail };
    }
    // fetch rejects with a TypeError.
    if (error instanceof TypeError) return { ok: false, kind: 'network', detail };
    // The SDK's file could not be fetched while online, even after retrying: it is no longer
    // there (the site was deployed again since this page was opened).
    if (error.name === 'ChunkLoadError') return { ok: false, kind: 'code-unavailable', detail };
    return { ok: false, kind: 'unknown', detail };
  }
  return { ok: false, kind: 'unknown', detail: String(error) };
}

interface SendOptions {
  config: EmailJsConfig;
  /** Injected by tests; the site uses the lazy import. */
  loadSdk?: () => Promise<EmailJsSdk>;
  /** Injected by tests; the site asks the browser. */
  online?: () => boolean;
  /** How loading the SDK is retried (tests make the pauses instant). */
  retry?: RetryOptions;
}

/** Sends one message; never throws. A failure is logged to the console with its reason. */
export async function sendContactMessage(
  templateParams: Record<string, string>,
  { config, loadSdk = loadEmailJs, online = isOnline, retry }: SendOptions,
): Promise<SendResult> {
  if (!online()) {
    // Nothing would leave the browser: say so at once, and use none of the SDK's rate limit.
    const failure: SendFailure = {
      ok: false,
      kind: 'offline',
      detail: 'navigator.onLine is false',
    };
    console.error(`Contact form: the message was not sent (offline): ${failure.detail}`);
    return failure;
  }
  try {
    // A file that failed to arrive may arrive on a second try; one that is gone will not.
    const sdk = await withRetries(loadSdk, retry);
    const options = {
      publicKey: config.publicKey,
      limitRate: { ...CONTACT_RATE_LIMIT },
      storageProvider: webStorage,
    };
    // `send` ignores an `origin` option: only `init` sets the API host.
    sdk.init({ ...options, origin: config.origin });
    await sdk.send(config.serviceId, config.templateId, templateParams, options);
    return { ok: true };
  } catch (error) {
    const failure = classifySendError(error, online());
    console.error(`Contact form: the message was not sent (${failure.kind}): ${failure.detail}`);
    // The SDK stamps the rate limit before the request; nothing was delivered, so let the
    // visitor retry at once. A rate-limit rejection keeps its stamp.
    if (failure.kind !== 'rate-limit') await webStorage.remove(CONTACT_RATE_LIMIT.id);
    return failure;
  }
}
