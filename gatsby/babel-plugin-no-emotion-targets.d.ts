import type { PluginObj, types } from '@babel/core';

/** See babel-plugin-no-emotion-targets.js. */
declare function noEmotionTargets(api: { types: typeof types }): PluginObj;
export = noEmotionTargets;
