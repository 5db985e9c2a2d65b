// @ts-check
// Before Sveltia: answers its outside fetches locally or 404, picks the config by the browser's
// language (Italian, or else English), and refuses uploads that are not pictures.
(() => {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement))
    throw new Error('admin-boot.js must be a classic script');
  const base = script.src;

  // Hosts the editor talks to: this one, and GitHub's API when editors sign in with GitHub.
  const ALLOWED_ORIGINS = new Set([location.origin, 'https://api.github.com']);
  const TRANSLATIONS = /^\/@sveltia\/cms@[^/]+\/locales\/([\w-]+\.json)$/;
  const nativeFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (ALLOWED_ORIGINS.has(url.origin) || !/^https?:$/.test(url.protocol))
      return nativeFetch(input, init);
    const translation = url.origin === 'https://unpkg.com' && TRANSLATIONS.exec(url.pathname);
    if (translation) return nativeFetch(new URL(`vendor/locales/${translation[1]}`, base), init);
    console.info(`[admin] not fetched from another host: ${url.href}`);
    return Promise.resolve(new Response(null, { status: 404, statusText: 'Not fetched' }));
  };

  const italian = navigator.language.startsWith('it');
  const link = document.createElement('link');
  link.rel = 'cms-config-url';
  link.type = 'application/yaml';
  link.href = new URL(italian ? 'config.yml' : 'config.en.yml', base).href;
  document.head.append(link);

  // Uploads: pictures only (an SVG or a script could run on the site), which Sveltia's options
  // cannot ask for; it refuses a renamed non-picture itself, and the content check by bytes.
  const NOT_PICTURE = script.dataset[italian ? 'it' : 'en']; // gatsby/editor-labels.yaml
  const PICTURE = new RegExp(`\\.(${script.dataset.pictures})$`, 'i'); // content-model.ts's list
  /** @type {(event: Event, files?: FileList | null) => void} */
  const refuseOthers = (event, files) => {
    const refused = [...(files ?? [])].filter((file) => !PICTURE.test(file.name));
    if (refused.length === 0) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    alert(refused.map((file) => `${file.name}: ${NOT_PICTURE}.`).join('\n'));
  };
  const inputFiles = (/** @type {EventTarget | null} */ target) =>
    target instanceof HTMLInputElement ? target.files : null;
  addEventListener('change', (event) => refuseOthers(event, inputFiles(event.target)), true);
  addEventListener('drop', (event) => refuseOthers(event, event.dataTransfer?.files), true);
})();
