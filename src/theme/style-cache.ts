import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';

/**
 * The Emotion cache of the server render and of the browser, which must agree. No stylis plugins:
 * Emotion's default one adds -webkit-/-ms- copies of flex, grid, transition and more, a third of
 * the page's CSS, for browsers the site does not serve.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] });
}

/** The names Emotion inserted for a sheet it wrote: its classes `css-<name>` and its keyframes. */
export function serverStyleNames(css: string): string[] {
  const classes = [...css.matchAll(/\.css-([\w-]+)/g)].map((match) => match[1] as string);
  const keyframes = [...css.matchAll(/@keyframes (animation-[\w-]+)/g)].map((m) => m[1] as string);
  return [...new Set([...classes, ...keyframes])];
}

/**
 * The browser's cache, told which styles the server already wrote into <head>, so hydration
 * inserts none of them again (that re-insertion was about half the Total Blocking Time at 4x CPU;
 * Emotion's own id list would cost every page some 215 B of gzip).
 */
export function createBrowserStyleCache(doc: Document = document): EmotionCache {
  const cache = createStyleCache();
  for (const style of doc.head.querySelectorAll('style')) {
    for (const name of serverStyleNames(style.textContent ?? '')) cache.inserted[name] = true;
  }
  return cache;
}
