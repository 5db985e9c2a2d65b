import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { CACHE_OPTIONS, SERVER_STYLES_ATTRIBUTE } from './browser-styles';

/**
 * The styles one page's server render used, in the order it first used them.
 *
 * By default Emotion writes a <style> beside every styled element, in the body. The browser then
 * parses a hundred small sheets while it lays out the page, and Emotion moves each of them into
 * <head> when its script starts, which restyles the whole page once more. Collected here instead,
 * they become one sheet in <head>: the page's critical CSS, parsed once before the first paint.
 */
export interface PageStyles {
  cache: EmotionCache;
  /** Names of the inserted styles (classes and the keyframes they use), first use first. */
  names: string[];
}

/** A server-side Emotion cache that collects styles instead of writing them beside elements. */
export function createPageStyles(): PageStyles {
  const cache = createCache(CACHE_OPTIONS);
  // "compat" is Emotion's own switch for critical-CSS extraction (as @emotion/server uses it):
  // inserted rules are kept in cache.inserted and no inline <style> is rendered.
  cache.compat = true;
  const names: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (shouldCache && cache.inserted[serialized.name] === undefined) names.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  return { cache, names };
}

/**
 * The page's sheet for <head>. Its attribute lists the names of its styles, which the browser's
 * cache (createBrowserCache) takes as already inserted.
 */
export function pageStyleElement({ cache, names }: PageStyles) {
  const rules = names.map((name) => {
    const value = cache.inserted[name];
    return typeof value === 'string' ? value : '';
  });
  return (
    <style
      key="page-styles"
      {...{ [SERVER_STYLES_ATTRIBUTE]: names.join(' ') }}
      dangerouslySetInnerHTML={{ __html: rules.join('') }}
    />
  );
}
