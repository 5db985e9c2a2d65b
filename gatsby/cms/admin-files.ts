/**
 * Every file of /admin/, by its path there: the page, the two scripts of admin/, the generated
 * configuration and preview stylesheet, the site's font for the preview, and the CMS's own files
 * from node_modules. The build writes them into public/admin/ (write-admin.ts); `npm run edit`
 * serves them from memory (develop-middleware.ts), generating the configuration on each request so
 * it always follows content/.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { UI_WORDS } from '../editor-words';
import { adminPage } from './admin-page';
import { CONFIG_FILE_NAMES, editorConfigFiles } from './config-files';
import { previewCss, PREVIEW_FONT } from './preview-css';
import { cmsPackage, packageRoot } from './vendor';
import type { CmsPackage } from './vendor';

export interface AdminFile {
  /** Path under /admin/. */
  target: string;
  /** The file's content, read or generated when asked for. */
  read: () => string | Buffer;
}

/** The browser scripts of /admin/, kept in the project's admin/ folder. */
export const ADMIN_SCRIPTS = ['admin-boot.js', 'preview.js'] as const;

export function adminFiles(
  projectDir: string,
  env: NodeJS.ProcessEnv = process.env,
  cms: CmsPackage = cmsPackage(projectDir),
): AdminFile[] {
  const require = createRequire(path.join(projectDir, 'package.json'));
  const fontFile = path.join(packageRoot(require, PREVIEW_FONT.package), PREVIEW_FONT.file);
  const configFile = (name: string) => () => {
    const file = editorConfigFiles(projectDir, env).find((candidate) => candidate.name === name);
    if (!file) throw new Error(`no editor configuration ${name}`);
    return file.text;
  };
  return [
    { target: 'index.html', read: () => adminPage(cms.immutableUrl, UI_WORDS.appTitle.it) },
    ...ADMIN_SCRIPTS.map((name) => ({
      target: name,
      read: () => fs.readFileSync(path.join(projectDir, 'admin', name)),
    })),
    ...Object.values(CONFIG_FILE_NAMES).map((name) => ({ target: name, read: configFile(name) })),
    { target: 'preview.css', read: previewCss },
    { target: PREVIEW_FONT.target, read: () => fs.readFileSync(fontFile) },
    ...cms.files.map(({ target, source, rewrite }) => ({
      target,
      read: () => (rewrite ? rewrite(fs.readFileSync(source, 'utf8')) : fs.readFileSync(source)),
    })),
  ];
}
