/**
 * Adjustments to Gatsby's webpack configuration for the browser bundles (gatsby-node's
 * onCreateWebpackConfig). Each keeps code out of the first load that the page does not run there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The chunks every page runs at once: webpack's runtime, React, the app, and the page's own. */
const FIRST_LOAD_CHUNK = /^(webpack-runtime|framework|app|commons|component---)[-\w]*\.js$/;

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints, Chromium 136+): a file
 * that starts with this comment has all its functions compiled eagerly, on the background thread
 * that streams the script in, instead of one by one on the main thread when first called. The
 * first-load chunks run almost all their code at start, so that is compile work taken off the
 * long tasks of the first seconds (measured here: about half of the Total Blocking Time).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** webpack's processAssets stage of minification (Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE). */
const STAGE_OPTIMIZE_SIZE = 400;

/**
 * Options of webpack's BannerPlugin putting the compile hint at the top of the first-load chunks:
 * after the minifier (which drops comments), before the source maps are written (so they
 * account for the extra line).
 */
export function compileHintBanner() {
  return {
    banner: COMPILE_HINT,
    raw: true,
    entryOnly: false,
    test: FIRST_LOAD_CHUNK,
    stage: STAGE_OPTIMIZE_SIZE + 1,
  };
}

/**
 * webpack's source maps, "hidden": written without the sourceMappingURL comment at the end of
 * each script. The size check reads them (scripts/check-size.mjs), but they are not published
 * (gatsby/public-files.ts moves them out of public/), so no script may point at one.
 */
export const SOURCE_MAPS = 'hidden-source-map';

/** The part of webpack's compiler the recorder below uses. */
interface EmittingCompiler {
  hooks: {
    afterEmit: {
      tap: (
        name: string,
        hook: (compilation: { getAssets: () => { name: string }[] }) => void,
      ) => void;
    };
  };
}

/**
 * A webpack plugin writing the names of the files the browser build emitted into public/, as a
 * JSON list in `file`. Gatsby leaves the scripts of earlier builds in public/; with this list
 * the build removes them before publishing (gatsby/public-files.ts).
 */
export function emittedAssetsRecorder(file: string) {
  return {
    apply(compiler: EmittingCompiler) {
      compiler.hooks.afterEmit.tap('EmittedAssetsRecorder', (compilation) => {
        mkdirSync(path.dirname(file), { recursive: true });
        const names = compilation.getAssets().map((asset) => asset.name);
        writeFileSync(file, `${JSON.stringify(names.sort(), null, 2)}\n`);
      });
    },
  };
}
