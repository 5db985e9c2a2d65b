// Gatsby's runtime needs its build; components under test get the pieces they use as plain stubs.
const React = require('react');
const gatsby = jest.requireActual('gatsby');

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  navigate: jest.fn(() => Promise.resolve()),
  withPrefix: (path) => path,
  // Gatsby-only props are dropped: a plain <a> does not know them.
  Link: jest.fn(({ to, activeClassName: _a, partiallyActive: _p, ...rest }) =>
    React.createElement('a', { ...rest, href: to }),
  ),
  useStaticQuery: jest.fn(),
};
