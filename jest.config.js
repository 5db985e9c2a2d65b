/** Unit and component tests: they sit beside the code as *.test.ts(x). */
module.exports = {
  testEnvironment: 'jsdom',
  roots: [
    '<rootDir>/src',
    '<rootDir>/gatsby',
    '<rootDir>/scripts',
    '<rootDir>/e2e',
    '<rootDir>/__mocks__',
  ],
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.woff2$': '<rootDir>/__mocks__/file-mock.js',
  },
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
  testPathIgnorePatterns: ['/node_modules/', '/.cache/', '/public/'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  globals: { __PATH_PREFIX__: '' },
};
