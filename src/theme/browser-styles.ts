import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';

/** Emotion's default key: class names read "css-<name>" on the server and in the browser alike. */
export const STYLE_KEY = 'css';

/** The attribute of the page's server-written sheet: the names of the styles it holds. */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/**
 * The browser's Emotion cache, told which styles the server already wrote into <head>, so hydration
 * inserts none of them again. Emotion's own adoption of server styles would take each sheet out
 * of the document and put it back, which makes the browser parse it and restyle the page again.
 */
export function createBrowserCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: STYLE_KEY });
  const names = doc
    .querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`)
    ?.getAttribute(SERVER_STYLES_ATTRIBUTE);
  for (const name of names?.split(' ') ?? []) {
    if (name) cache.inserted[name] = true;
  }
  return cache;
}
