/** Unit and component tests: they sit beside the code as *.test.ts(x). */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['src', 'gatsby', 'scripts', 'e2e', '__mocks__'],
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.woff2$': '<rootDir>/__mocks__/file-mock.js',
  },
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  globals: { __PATH_PREFIX__: '' },
};
