// @ts-check
/**
 * Runs on /admin/ before Sveltia CMS, so that the editor loads nothing from another host and shows
 * its labels in the editor's language. Three jobs:
 *
 * 1. Fonts. The CMS's stylesheet takes its UI font, monospace font and icon font (without which
 *    every icon shows as a word such as "arrow_back") from cdn.jsdelivr.net. The build copies the
 *    package's own files to vendor/fonts/ (gatsby/cms/vendor.ts); registered here with the same
 *    descriptors, they are the faces the browser uses (for equal descriptors the face added last
 *    wins, and faces added through document.fonts come after the stylesheet's), so jsDelivr is never
 *    asked. The package's bundler build (npm/index.js) does the same.
 * 2. fetch(). The CMS fetches its screens' translations (every language but en-US) and an hourly
 *    update check from unpkg.com, and githubstatus.com every 5 minutes with the GitHub backend.
 *    Translations come from vendor/locales/; every other request to a host not listed below is
 *    answered here with 404, which the CMS reads as "no update" and "status unknown".
 * 3. Configuration. The labels and hints exist in Italian (config.yml) and English (config.en.yml,
 *    gatsby/cms/config-files.ts); the one that matches the language of the CMS's screens is linked.
 */
(() => {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement))
    throw new Error('admin-boot.js must be a classic script');
  const base = script.src;

  // --- 1. Fonts ----------------------------------------------------------------------------------
  // The unicode-range of the CMS's @font-face rules (Fontsource's "latin" subset).
  const LATIN =
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, ' +
    'U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
  // sizeAdjust is a descriptor Chromium supports and TypeScript's DOM types do not list yet.
  /** @type {{ family: string, file: string, format: string, descriptors: FontFaceDescriptors & { sizeAdjust?: string } }[]} */
  const fonts = [
    {
      family: 'Source Sans 3',
      file: 'source-sans-3-latin-wght-normal.woff2',
      format: 'woff2-variations',
      descriptors: { weight: '200 900', display: 'swap', unicodeRange: LATIN, sizeAdjust: '110%' },
    },
    {
      family: 'Noto Mono',
      file: 'noto-mono-latin-400-normal.woff2',
      format: 'woff2',
      descriptors: { weight: '400', display: 'swap' },
    },
    {
      family: 'Material Symbols Outlined',
      file: 'material-symbols-outlined-latin-wght-normal.woff2',
      format: 'woff2-variations',
      descriptors: { weight: '400', display: 'block', unicodeRange: `${LATIN}, U+2074` },
    },
  ];
  for (const { family, file, format, descriptors } of fonts) {
    const url = new URL(`vendor/fonts/${file}`, base).href;
    document.fonts.add(
      new FontFace(family, `url(${JSON.stringify(url)}) format('${format}')`, {
        style: 'normal',
        ...descriptors,
      }),
    );
  }

  // --- 2. fetch() --------------------------------------------------------------------------------
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

  // --- 3. Configuration --------------------------------------------------------------------------
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
