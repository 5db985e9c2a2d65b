import createCache, { type EmotionCache } from '@emotion/cache';

// Server and browser must agree. No stylis plugins: the default prefixer adds a third of the page's
// CSS for browsers the site does not serve.
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] });
}

/** The names Emotion inserted for a sheet it wrote: its classes `css-<name>` and its keyframes. */
export function serverStyleNames(css: string): string[] {
  const classes = [...css.matchAll(/\.css-([\w-]+)/g)].map((match) => match[1] as string);
  const keyframes = [...css.matchAll(/@keyframes (animation-[\w-]+)/g)].map((m) => m[1] as string);
  return [...new Set([...classes, ...keyframes])];
}

// Told which styles the server wrote into <head>, hydration inserts none again (docs/architecture.md,
// Trick 1, for the TBT it saves; Emotion's own id list would cost 215 B of gzip a page).
export function createBrowserStyleCache(): EmotionCache {
  const cache = createStyleCache();
  for (const style of document.head.querySelectorAll('style')) {
    for (const name of serverStyleNames(style.textContent ?? '')) cache.inserted[name] = true;
  }
  return cache;
}
