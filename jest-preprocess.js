// Compiles TypeScript and JSX for Jest the way Gatsby does for the site.
const babelJest = require('babel-jest').default;

module.exports = babelJest.createTransformer({
  presets: [
    ['babel-preset-gatsby', { reactRuntime: 'automatic', reactImportSource: '@emotion/react' }],
    '@babel/preset-typescript',
  ],
});
