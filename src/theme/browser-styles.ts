import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';

/** Emotion's default key: class names read "css-<name>" on the server and in the browser alike. */
const STYLE_KEY = 'css';

/**
 * The Emotion cache options of the server and the browser, which must agree. No stylis plugins:
 * Emotion's default one adds -webkit-/-ms- copies of flex, grid, transition and more, a third of
 * the page's CSS, for browsers the site does not serve. The one prefix still needed
 * (-webkit-backdrop-filter, Safari before 18) is written by hand where it is used.
 */
export const CACHE_OPTIONS = { key: STYLE_KEY, stylisPlugins: [] };

/** The attribute of the page's server-written sheet: the names of the styles it holds. */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/**
 * The browser's Emotion cache, told which styles the server already wrote into <head>, so hydration
 * inserts none of them again. Emotion's own adoption of server styles would take each sheet out
 * of the document and put it back, which makes the browser parse it and restyle the page again.
 */
export function createBrowserCache(doc: Document = document): EmotionCache {
  const cache = createCache(CACHE_OPTIONS);
  const names = doc
    .querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`)
    ?.getAttribute(SERVER_STYLES_ATTRIBUTE);
  for (const name of names?.split(' ') ?? []) {
    if (name) cache.inserted[name] = true;
  }
  return cache;
}
