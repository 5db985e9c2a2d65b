import type { GatsbyConfig } from 'gatsby';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './src/lib/languages';

/** The public address of the site; override with SITE_URL when deploying elsewhere. */
const siteUrl = (process.env.SITE_URL ?? 'https://www.example.com').replace(/\/$/, '');

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  graphqlTypegen: {
    typesOutputPath: 'src/gatsby-types.d.ts',
    generateOnBuild: true,
  },
  plugins: [
    'gatsby-plugin-emotion',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'content', path: `${__dirname}/content`, ignore: ['**/locales/**'] },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: `${__dirname}/content/locales` },
    },
    {
      resolve: 'gatsby-transformer-yaml',
      options: {
        // One GraphQL type per file, named after it: services.yaml -> ServicesYaml.
        typeName: ({ node }: { node: { name: string } }) =>
          `${node.name
            .split(/[-_]/)
            .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
            .join('')}Yaml`,
      },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...LANGUAGE_CODES],
        defaultLanguage: DEFAULT_LANGUAGE,
        siteUrl,
        trailingSlash: 'always',
        // The visitor's choice is the URL: redirecting would blank the page and jump language.
        redirect: false,
        verbose: false,
        i18nextOptions: {
          interpolation: { escapeValue: false },
          returnNull: false,
        },
      },
    },
  ],
};

export default config;
