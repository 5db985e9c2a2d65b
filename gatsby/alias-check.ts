/**
 * The webpack aliases (gatsby/webpack-aliases/) replace react-i18next and gatsby-plugin-react-i18next
 * by a few of their exports, which leans on both packages' internals. Before every build this checks
 * what that assumes, so an upgrade or a new import fails with a message saying what changed and
 * where to look, instead of a webpack warning and a page that breaks in the browser:
 * - every module an alias re-exports from still exists and still defines the name;
 * - every name the site imports from an aliased package is one its alias provides;
 * - every name the i18n plugin's own code takes from react-i18next is provided as well.
 */
import fs from 'node:fs';
import path from 'node:path';
import { moduleAliases } from './webpack-config';

/** The aliased packages, by the alias file that stands in for each. */
const ALIASED_PACKAGES = ['react-i18next', 'gatsby-plugin-react-i18next'] as const;

interface AliasModule {
  pkg: string;
  /** The alias file, as messages show it. */
  file: string;
  /** Each name it provides, with the file it comes from (resolved) or the package it re-exports. */
  exports: { name: string; from: string }[];
}

const RE_EXPORT = /export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g;

/** `A, B as C` -> the exported names and the names they come from. */
function exportedNames(list: string): { local: string; exported: string }[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [local = '', exported = local] = part.split(/\s+as\s+/);
      return { local, exported };
    });
}

function readAliasModule(siteDir: string, pkg: string): AliasModule {
  const file = path.posix.join('gatsby', 'webpack-aliases', `${pkg}.mjs`);
  const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
  const exports = [...source.matchAll(RE_EXPORT)].flatMap(([, list = '', from = '']) =>
    exportedNames(list).map(({ exported }) => ({ name: exported, from })),
  );
  return { pkg, file, exports };
}

/** Whether a module's source defines or re-exports a name (ES modules or Babel's CommonJS). */
function defines(source: string, name: string): boolean {
  const patterns = [
    `export (function|const|let|var|class) ${name}\\b`,
    `export \\{[^}]*\\b${name}\\b[^}]*\\}`,
    `exports\\.${name} =`,
  ];
  return patterns.some((pattern) => new RegExp(pattern).test(source));
}

/** The alias targets that no longer exist or no longer define the name the alias takes from them. */
/** A file of an installed package, as messages show it: from its node_modules folder on. */
function packageFile(file: string): string {
  const start = file.lastIndexOf(`node_modules${path.sep}`);
  return start < 0 ? file : file.slice(start).split(path.sep).join('/');
}

function brokenReExports(alias: AliasModule, aliases: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const { name, from } of alias.exports) {
    const [prefix = '', ...rest] = from.split('/');
    const folder = aliases[prefix];
    // A re-export of a whole package (not one of its files) needs nothing more.
    if (!folder) continue;
    const target = path.join(folder, ...rest);
    const shown = packageFile(target);
    if (!fs.existsSync(target)) {
      problems.push(
        `${alias.file}: ${name} comes from ${shown}, which no longer exists (${alias.pkg} upgraded?). Point it at the module that defines ${name} now.`,
      );
    } else if (!defines(fs.readFileSync(target, 'utf8'), name)) {
      problems.push(
        `${alias.file}: ${shown} no longer defines ${name}. Point the alias at the module that does.`,
      );
    }
  }
  return problems;
}

/** Every file under a folder whose name passes the filter. */
function filesUnder(folder: string, accept: (name: string) => boolean): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && accept(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The value names a source file imports from a package (type-only imports are erased). */
function namesImported(source: string, pkg: string): string[] {
  const pattern = new RegExp(`import\\s+(?!type\\b)\\{([^}]*)\\}\\s*from\\s*'${pkg}'`, 'g');
  return [...source.matchAll(pattern)].flatMap(([, list = '']) =>
    exportedNames(list)
      .filter(({ local }) => !local.startsWith('type '))
      .map(({ local }) => local),
  );
}

/** The names Babel-compiled CommonJS code reads from `require("<pkg>")`. */
function namesRequired(source: string, pkg: string): string[] {
  const binding = new RegExp(`var (\\w+) = require\\("${pkg}"\\);`).exec(source)?.[1];
  if (!binding) return [];
  return [...source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))].map(
    ([, name = '']) => name,
  );
}

export function aliasProblems(siteDir: string): string[] {
  const aliases = Object.fromEntries(
    Object.entries(moduleAliases(siteDir)).map(([key, target]) => [key.replace(/\$$/, ''), target]),
  );
  const problems: string[] = [];
  const modules = ALIASED_PACKAGES.map((pkg) => readAliasModule(siteDir, pkg));
  for (const alias of modules) problems.push(...brokenReExports(alias, aliases));

  const importers = [
    ...filesUnder(
      path.join(siteDir, 'src'),
      (name) => /\.tsx?$/.test(name) && !/\.test\./.test(name),
    ).map((file) => ({
      file,
      names: (pkg: string) => namesImported(fs.readFileSync(file, 'utf8'), pkg),
    })),
    ...filesUnder(aliases['gatsby-plugin-react-i18next-dist'] ?? '', (name) =>
      name.endsWith('.js'),
    ).map((file) => ({
      file,
      names: (pkg: string) => namesRequired(fs.readFileSync(file, 'utf8'), pkg),
    })),
  ];
  for (const alias of modules) {
    const provided = new Set(alias.exports.map(({ name }) => name));
    for (const importer of importers) {
      for (const name of new Set(importer.names(alias.pkg))) {
        if (provided.has(name)) continue;
        problems.push(
          `${path.relative(siteDir, importer.file)} imports ${name} from '${alias.pkg}', but the build replaces '${alias.pkg}' with ${alias.file}, which provides only ${[...provided].join(', ')}. Add ${name} there (from the module of ${alias.pkg} that defines it) or remove the alias in gatsby/webpack-config.ts.`,
        );
      }
    }
  }
  return problems;
}
