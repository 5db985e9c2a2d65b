/**
 * /admin/index.html: a page of its own, not a Gatsby page (it loads nothing of the site's React or
 * bundles), kept out of search engines. The import map answers the one module the CMS imports from
 * unpkg (Immutable.js, for previews) with the local copy; its address comes from the installed
 * bundle (gatsby/cms/vendor.ts), so it cannot drift from what the bundle asks for.
 */
export function adminPage(immutableUrl: string, title: string): string {
  const importMap = JSON.stringify({ imports: { [immutableUrl]: './vendor/immutable.es.js' } });
  return `<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title}</title>
    <script type="importmap">${importMap}</script>
    <script src="admin-boot.js"></script>
  </head>
  <body>
    <script src="vendor/sveltia-cms.js"></script>
    <script src="preview.js"></script>
  </body>
</html>
`;
}
