import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
