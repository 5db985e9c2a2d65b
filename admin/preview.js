// @ts-check
// The preview pane in the site's look: preview.css, written from the theme's tokens.
(() => {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement)) throw new Error('preview.js: not a classic script');
  CMS.registerPreviewStyle(new URL('preview.css', script.src).href);
})();
