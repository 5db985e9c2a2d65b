// @ts-check
/**
 * Runs on /admin/ before Sveltia CMS, so that the editor loads nothing from another host and shows
 * its labels in the editor's language. Two jobs (its fonts come from this host already: the build's
 * copy of the CMS names them, gatsby/cms/vendor.ts):
 *
 * 1. fetch(). The CMS fetches its screens' translations (every language but en-US) and an hourly
 *    update check from unpkg.com, and githubstatus.com every 5 minutes with the GitHub backend.
 *    Translations come from vendor/locales/; every other request to a host not listed below is
 *    answered here with 404, which the CMS reads as "no update" and "status unknown".
 * 2. Configuration. The labels and hints exist in Italian (config.yml) and English (config.en.yml,
 *    gatsby/cms/config-files.ts); the one that matches the language of the CMS's screens is linked.
 */
(() => {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement))
    throw new Error('admin-boot.js must be a classic script');
  const base = script.src;

  // --- 1. fetch() --------------------------------------------------------------------------------
  // Hosts the editor talks to: this one, and GitHub's API when editors sign in with GitHub.
  const ALLOWED_ORIGINS = new Set([location.origin, 'https://api.github.com']);
  const TRANSLATIONS = /^\/@sveltia\/cms@[^/]+\/locales\/([\w-]+\.json)$/;
  const nativeFetch = window.fetch.bind(window);
  /** @type {typeof window.fetch} */
  const localFetch = (input, init) => {
    const address = input instanceof Request ? input.url : String(input);
    const url = new URL(address, location.href);
    if (ALLOWED_ORIGINS.has(url.origin) || !/^https?:$/.test(url.protocol)) {
      return nativeFetch(input, init);
    }
    const translation = url.origin === 'https://unpkg.com' && TRANSLATIONS.exec(url.pathname);
    if (translation) return nativeFetch(new URL(`vendor/locales/${translation[1]}`, base), init);
    console.info(`[admin] not fetched from another host: ${url.href}`);
    return Promise.resolve(new Response(null, { status: 404, statusText: 'Not fetched' }));
  };
  window.fetch = localFetch;

  // --- 2. Configuration --------------------------------------------------------------------------
  // The CMS keeps the language picked in its Settings in localStorage; "auto" or nothing means the
  // browser's language.
  /** @type {string | undefined} */
  let uiLanguage;
  try {
    uiLanguage = JSON.parse(localStorage.getItem('sveltia-cms.prefs') ?? '{}').locale;
  } catch {
    uiLanguage = undefined;
  }
  if (!uiLanguage || uiLanguage === 'auto') uiLanguage = navigator.language;
  const link = document.createElement('link');
  link.rel = 'cms-config-url';
  link.type = 'application/yaml';
  link.href = new URL(uiLanguage.startsWith('it') ? 'config.yml' : 'config.en.yml', base).href;
  document.head.append(link);
})();
