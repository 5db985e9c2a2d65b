// @ts-check
// Before Sveltia: answers its unpkg/githubstatus fetches locally (others 404), and picks config.yml
// or config.en.yml by the language of the CMS's screens.
(() => {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement))
    throw new Error('admin-boot.js must be a classic script');
  const base = script.src;

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

  // The CMS keeps its Settings' language in localStorage; "auto" or nothing means the browser's.
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
