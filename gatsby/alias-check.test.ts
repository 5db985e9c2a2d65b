/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_DIR } from './__fixtures__/content-tree';
import { aliasProblems } from './alias-check';
import { moduleAliases } from './webpack-config';

const REACT_I18NEXT_ALIAS = 'gatsby/webpack-aliases/react-i18next.mjs';
const PLUGIN_ALIAS = 'gatsby/webpack-aliases/gatsby-plugin-react-i18next.mjs';

/** The names an alias file provides, as it writes them. */
function provided(aliasFile: string): string {
  const source = fs.readFileSync(path.join(PROJECT_DIR, aliasFile), 'utf8');
  return [...source.matchAll(/export\s*\{([^}]*)\}/g)]
    .flatMap(([, list = '']) => list.split(','))
    .map(
      (name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .at(-1) ?? '',
    )
    .filter(Boolean)
    .join(', ');
}

describe('aliasProblems on the project', () => {
  it('finds every name the site and the i18n plugin import provided by the aliases', () => {
    expect(aliasProblems(PROJECT_DIR)).toEqual([]);
  });
});

/**
 * A site of its own: the project's alias files and packages (node_modules is a link to the
 * project's), and source files the test writes.
 */
describe('aliasProblems on a site that imports more', () => {
  let siteDir: string;

  beforeEach(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alias-fixture-'));
    fs.writeFileSync(
      path.join(siteDir, 'package.json'),
      '{ "name": "alias-fixture", "private": true }\n',
    );
    fs.symlinkSync(
      path.join(PROJECT_DIR, 'node_modules'),
      path.join(siteDir, 'node_modules'),
      'dir',
    );
    fs.cpSync(
      path.join(PROJECT_DIR, 'gatsby', 'webpack-aliases'),
      path.join(siteDir, 'gatsby', 'webpack-aliases'),
      { recursive: true },
    );
    fs.mkdirSync(path.join(siteDir, 'src', 'components'), { recursive: true });
  });

  afterEach(() => {
    // The links only: never what they point to.
    const modules = path.join(siteDir, 'node_modules');
    if (fs.lstatSync(modules).isSymbolicLink()) fs.unlinkSync(modules);
    else {
      for (const name of fs.readdirSync(modules)) {
        const entry = path.join(modules, name);
        if (fs.lstatSync(entry).isSymbolicLink()) fs.unlinkSync(entry);
      }
    }
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  const write = (file: string, text: string) => fs.writeFileSync(path.join(siteDir, file), text);

  it('finds nothing to say while the site imports what the aliases provide', () => {
    write(
      'src/components/Greeting.tsx',
      "import { useTranslation } from 'react-i18next';\nimport { useI18next } from 'gatsby-plugin-react-i18next';\n",
    );
    expect(aliasProblems(siteDir)).toEqual([]);
  });

  it('names the alias file when the site imports a name it does not provide', () => {
    write(
      'src/components/Rich.tsx',
      "import { Trans, useTranslation } from 'react-i18next';\nexport const Rich = () => null;\n",
    );
    expect(aliasProblems(siteDir)).toEqual([
      `${path.join('src', 'components', 'Rich.tsx')} imports Trans from 'react-i18next', but the build replaces 'react-i18next' with ${REACT_I18NEXT_ALIAS}, which provides only ${provided(REACT_I18NEXT_ALIAS)}. Add Trans there (from the module of react-i18next that defines it) or remove the alias in gatsby/webpack-config.ts.`,
    ]);
  });

  it('reads imports written over several lines, renamed ones, and the other aliased package', () => {
    write(
      'src/components/Links.tsx',
      "import {\n  Link,\n  useI18next as useLanguage,\n} from 'gatsby-plugin-react-i18next';\n",
    );
    expect(aliasProblems(siteDir)).toEqual([
      `${path.join('src', 'components', 'Links.tsx')} imports Link from 'gatsby-plugin-react-i18next', but the build replaces 'gatsby-plugin-react-i18next' with ${PLUGIN_ALIAS}, which provides only ${provided(PLUGIN_ALIAS)}. Add Link there (from the module of gatsby-plugin-react-i18next that defines it) or remove the alias in gatsby/webpack-config.ts.`,
    ]);
  });

  it('ignores type-only imports and test files, which the bundle never holds', () => {
    write('src/components/Types.ts', "import type { Trans } from 'react-i18next';\n");
    write(
      'src/components/Inline.ts',
      "import { type TransProps, useTranslation } from 'react-i18next';\n",
    );
    write('src/components/Rich.test.tsx', "import { Trans } from 'react-i18next';\n");
    expect(aliasProblems(siteDir)).toEqual([]);
  });

  it('reports an alias that re-exports from a module the package no longer has', () => {
    const file = path.join(siteDir, REACT_I18NEXT_ALIAS);
    const source = fs.readFileSync(file, 'utf8');
    const moved = "'react-i18next-es/useTranslationHook.js'";
    expect(source).toContain("'react-i18next-es/useTranslation.js'");
    fs.writeFileSync(file, source.replace("'react-i18next-es/useTranslation.js'", moved));
    const target = path.join(
      moduleAliases(siteDir)['react-i18next-es'] ?? '',
      'useTranslationHook.js',
    );
    expect(aliasProblems(siteDir)).toEqual([
      `${REACT_I18NEXT_ALIAS}: useTranslation comes from ${target.slice(target.lastIndexOf('node_modules/'))}, which no longer exists (react-i18next upgraded?). Point it at the module that defines useTranslation now.`,
    ]);
  });

  it('reports an alias that re-exports a name its module no longer defines', () => {
    const file = path.join(siteDir, REACT_I18NEXT_ALIAS);
    const source = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(
      file,
      source.replace(
        "'react-i18next-es/useTranslation.js'",
        "'react-i18next-es/I18nextProvider.js'",
      ),
    );
    const target = path.join(
      moduleAliases(siteDir)['react-i18next-es'] ?? '',
      'I18nextProvider.js',
    );
    expect(aliasProblems(siteDir)).toEqual([
      `${REACT_I18NEXT_ALIAS}: ${target.slice(target.lastIndexOf('node_modules/'))} no longer defines useTranslation. Point the alias at the module that does.`,
    ]);
  });

  it('reports a name the i18n plugin’s own code takes from react-i18next that the alias lacks', () => {
    // The plugin as an upgrade might ship it: its hook now also uses Trans.
    const modules = path.join(siteDir, 'node_modules');
    fs.unlinkSync(modules);
    fs.mkdirSync(modules);
    fs.symlinkSync(
      path.join(PROJECT_DIR, 'node_modules', 'react-i18next'),
      path.join(modules, 'react-i18next'),
      'dir',
    );
    const plugin = path.join(modules, 'gatsby-plugin-react-i18next');
    fs.cpSync(path.join(PROJECT_DIR, 'node_modules', 'gatsby-plugin-react-i18next'), plugin, {
      recursive: true,
      dereference: true,
    });
    const hook = path.join(plugin, 'dist', 'useI18next.js');
    const source = fs.readFileSync(hook, 'utf8');
    expect(source).toContain('var _reactI18next = require("react-i18next");');
    fs.writeFileSync(hook, `${source}\nvar _trans = _reactI18next.Trans;\n`);

    expect(aliasProblems(siteDir)).toEqual([
      `${path.join('node_modules', 'gatsby-plugin-react-i18next', 'dist', 'useI18next.js')} imports Trans from 'react-i18next', but the build replaces 'react-i18next' with ${REACT_I18NEXT_ALIAS}, which provides only ${provided(REACT_I18NEXT_ALIAS)}. Add Trans there (from the module of react-i18next that defines it) or remove the alias in gatsby/webpack-config.ts.`,
    ]);
  });
});
