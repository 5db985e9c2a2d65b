import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The chunks every page runs at once: webpack's runtime, React, the app, and the page's own. */
const FIRST_LOAD_CHUNK = /^(webpack-runtime|framework|app|commons|component---)[-\w]*\.js$/;

// V8's explicit compile hint (v8.dev/blog/explicit-compile-hints) atop the first-load chunks, after
// the minifier, through webpack's BannerPlugin: V8 compiles their functions eagerly, off the main
// thread, instead of lazily on first call (docs/performance.md has the figure).
export function compileHintBanner() {
  return {
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    entryOnly: false,
    test: FIRST_LOAD_CHUNK,
    // Just after webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE (400), where the minifier runs.
    stage: 401,
  };
}

/** Source maps for the size check, without the comment pointing at them (they are not published). */
export const SOURCE_MAPS = 'hidden-source-map';

type Compilation = { getAssets: () => { name: string }[] };
type EmittingCompiler = {
  hooks: { afterEmit: { tap: (name: string, hook: (compilation: Compilation) => void) => void } };
};

// A webpack plugin listing the files the browser build emitted, as JSON in `file`: Gatsby leaves
// older builds' scripts in public/, and the build removes them with it (gatsby/public-files.ts).
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
