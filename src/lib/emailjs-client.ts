/**
 * Sends the contact form through `@emailjs/browser` and turns every way it can fail into one typed
 * result. The SDK is loaded with a dynamic import the first time the form is used, so it never
 * weighs on the first page load.
 *
 * The SDK rejects in three shapes:
 * - an `EmailJSResponseStatus` ({ status, text }) for an HTTP error from the API and for its own
 *   blocks: 429 rate limit, 451 headless browser, 403 block list;
 * - a plain string for a missing public key, service id or template id;
 * - a `TypeError` from `fetch` when the network fails.
 */
import type * as EmailJs from '@emailjs/browser';
import type { StorageProvider } from '@emailjs/browser';
import type { EmailJsConfig } from './emailjs-config';

type EmailJsSdk = typeof EmailJs;

export type SendFailureKind =
  'rate-limit' | 'headless' | 'blocked' | 'config' | 'network' | 'http' | 'unknown';

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

/** Maps anything the SDK (or loading it) can reject with to a typed failure. */
export function classifySendError(error: unknown): SendFailure {
  if (isResponseStatus(error)) {
    const { status, text } = error;
    const detail = `${status} ${text}`;
    if (status === 429) return { ok: false, kind: 'rate-limit', status, detail };
    if (status === 451) return { ok: false, kind: 'headless', status, detail };
    if (status === 403) return { ok: false, kind: 'blocked', status, detail };
    // The SDK's own default for a response it could not read is status 0, "Network Error".
    if (status === 0) return { ok: false, kind: 'network', status, detail };
    return { ok: false, kind: 'http', status, detail };
  }
  if (typeof error === 'string') return { ok: false, kind: 'config', detail: error };
  if (error instanceof Error) {
    // fetch rejects with a TypeError; a lazy chunk that cannot load rejects with a ChunkLoadError.
    const network = error instanceof TypeError || error.name === 'ChunkLoadError';
    return {
      ok: false,
      kind: network ? 'network' : 'unknown',
      detail: `${error.name}: ${error.message}`,
    };
  }
  return { ok: false, kind: 'unknown', detail: String(error) };
}

interface SendOptions {
  config: EmailJsConfig;
  /** Injected by tests; the site uses the lazy import. */
  loadSdk?: () => Promise<EmailJsSdk>;
}

/** Sends one message; never throws. A failure is logged to the console with its reason. */
export async function sendContactMessage(
  templateParams: Record<string, string>,
  { config, loadSdk = loadEmailJs }: SendOptions,
): Promise<SendResult> {
  try {
    const sdk = await loadSdk();
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
    const failure = classifySendError(error);
    console.error(`Contact form: the message was not sent (${failure.kind}): ${failure.detail}`);
    // The SDK stamps the rate limit before the request; nothing was delivered, so let the
    // visitor retry at once. A rate-limit rejection keeps its stamp.
    if (failure.kind === 'http' || failure.kind === 'network') {
      await webStorage.remove(CONTACT_RATE_LIMIT.id);
    }
    return failure;
  }
}
