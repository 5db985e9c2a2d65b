// V8's explicit compile hint (v8.dev/blog/explicit-compile-hints) atop the first-load chunks, after
// the minifier: V8 compiles their functions eagerly, off the main thread (docs/performance.md).
export const COMPILE_HINT_BANNER = {
  banner: '//# allFunctionsCalledOnLoad',
  raw: true,
  entryOnly: false,
  // The chunks every page runs at once: webpack's runtime, React, the app, and the page's own.
  test: /^(webpack-runtime|framework|app|commons|component---)[-\w]*\.js$/,
  // Just after webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE (400), where the minifier runs.
  stage: 401,
};
