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
