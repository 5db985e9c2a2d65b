import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DEFERRED_CHUNK_PREFIX,
  emittedAssetsRecorder,
  isDeferredChunk,
  keepDeferredCodeOutOfCommons,
  moduleAliases,
  SectionChunksCheck,
  sectionChunkName,
} from './webpack-config';
import { SECTIONS } from '../src/lib/page-shape';

const SRC_DIR = path.join(__dirname, '..', 'src');

/** Every webpackChunkName the site's code gives its dynamic imports, by file. */
function chunkNamesInSource(): { file: string; name: string }[] {
  return fs
    .readdirSync(SRC_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file))
    .flatMap((file) =>
      [
        ...fs
          .readFileSync(path.join(SRC_DIR, file), 'utf8')
          .matchAll(/webpackChunkName:\s*"([^"]+)"/g),
      ].map(([, name = '']) => ({ file, name })),
    );
}

describe('isDeferredChunk', () => {
  it('recognises the chunk of every section of page-shape.json', () => {
    for (const section of SECTIONS) {
      expect(isDeferredChunk(sectionChunkName(section.component))).toBe(true);
    }
  });

  it('recognises every chunk the site loads when needed, by the name its import gives it', () => {
    const names = chunkNamesInSource();
    // The sections (one import for all), the footer and the revenue chart.
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const { name } of names) expect(isDeferredChunk(name)).toBe(true);
  });

  it('leaves the page, the app, unnamed chunks and the old names alone', () => {
    for (const name of [
      'app',
      'commons',
      'component---src-pages-index-tsx',
      'section-about',
      'revenue-chart',
      '',
      null,
      undefined,
    ]) {
      expect(isDeferredChunk(name)).toBe(false);
    }
  });
});

describe('sectionChunkName', () => {
  it('is the name webpack gives a section file imported as "deferred-section-[request]"', () => {
    expect(sectionChunkName('Contact')).toBe('deferred-section-Contact-tsx');
    expect(sectionChunkName('Contact').startsWith(DEFERRED_CHUNK_PREFIX)).toBe(true);
  });

  it('matches the chunk name the sections are imported with', () => {
    expect(
      chunkNamesInSource().filter(({ file }) => file === path.join('sections', 'section-code.ts')),
    ).toEqual([
      { file: path.join('sections', 'section-code.ts'), name: 'deferred-section-[request]' },
    ]);
  });
});

describe('keepDeferredCodeOutOfCommons', () => {
  it('makes the commons group count only chunks that are not deferred', () => {
    const commons: Record<string, unknown> = { name: 'commons', minChunks: 2 };
    const config = { optimization: { splitChunks: { cacheGroups: { commons } } } };
    expect(keepDeferredCodeOutOfCommons(config)).toBe(config);
    const chunks = commons.chunks as (chunk: { name?: string | null }) => boolean;
    expect(chunks({ name: 'component---src-pages-index-tsx' })).toBe(true);
    expect(chunks({ name: sectionChunkName('Demo') })).toBe(false);
    expect(chunks({ name: 'deferred-footer' })).toBe(false);
    expect(chunks({ name: null })).toBe(true);
    expect(commons).toMatchObject({ name: 'commons', minChunks: 2 });
  });

  it.each([
    ['no optimization', {}],
    ['no chunk splitting', { optimization: { splitChunks: false as const } }],
    ['no cache groups', { optimization: { splitChunks: {} } }],
    [
      'the commons group renamed',
      { optimization: { splitChunks: { cacheGroups: { shared: {} } } } },
    ],
    [
      'the commons group turned off',
      { optimization: { splitChunks: { cacheGroups: { commons: false as const } } } },
    ],
  ])('stops the build, saying where to look, with %s', (_case, config) => {
    expect(() => keepDeferredCodeOutOfCommons(config)).toThrow(
      "gatsby/webpack-config.ts: Gatsby's webpack configuration has no optimization.splitChunks.cacheGroups.commons any more (Gatsby upgraded?). keepDeferredCodeOutOfCommons relies on it to keep the code only deferred sections share out of the first load: see how gatsby/dist/utils/webpack.config.js splits chunks now and adapt it.",
    );
  });
});

describe('SectionChunksCheck', () => {
  /** A webpack build of the given chunks, as far as the plugin sees it. */
  function build(chunkNames: readonly (string | null)[], components: readonly string[]) {
    const errors: Error[] = [];
    const afterOptimizeChunks: (() => void)[] = [];
    const tapped: string[] = [];
    interface FakeCompilation {
      chunks: Set<{ name: string | null }>;
      errors: Error[];
      hooks: { afterOptimizeChunks: { tap: (name: string, callback: () => void) => void } };
    }
    const compilation: FakeCompilation = {
      chunks: new Set(chunkNames.map((name) => ({ name }))),
      errors,
      hooks: {
        afterOptimizeChunks: {
          tap: (name: string, callback: () => void) => {
            tapped.push(name);
            afterOptimizeChunks.push(callback);
          },
        },
      },
    };
    const compiler = {
      hooks: {
        thisCompilation: {
          tap: (name: string, callback: (compilation: FakeCompilation) => void) => {
            tapped.push(name);
            callback(compilation);
          },
        },
      },
    };
    new SectionChunksCheck(components).apply(compiler);
    return {
      errors,
      tapped,
      optimize: () => afterOptimizeChunks.forEach((callback) => callback()),
    };
  }

  const COMPONENTS = SECTIONS.map((section) => section.component);
  const message = (component: string) =>
    `gatsby/webpack-config.ts: no chunk named "${sectionChunkName(component)}" for the section ${component} of page-shape.json. src/sections/section-code.ts imports each section with webpackChunkName "deferred-section-[request]"; if webpack names context chunks differently now, adapt sectionChunkName.`;

  it('lets a build through where every section of page-shape.json has its chunk', () => {
    const { errors, optimize, tapped } = build(
      ['app', null, ...COMPONENTS.map(sectionChunkName), 'deferred-footer'],
      COMPONENTS,
    );
    optimize();
    expect(errors).toEqual([]);
    expect(tapped).toEqual(['SectionChunksCheck', 'SectionChunksCheck']);
  });

  it('fails the build once the chunks are settled, for each section without its chunk', () => {
    const [first, ...rest] = COMPONENTS;
    if (!first) throw new Error('page-shape.json has no section');
    const { errors, optimize } = build(['app', ...rest.map(sectionChunkName)], COMPONENTS);
    // Not before webpack has optimised the chunks: names are settled only then.
    expect(errors).toEqual([]);
    optimize();
    expect(errors.map((error) => error.message)).toEqual([message(first)]);
  });

  it('reports every missing chunk, such as when webpack names them differently', () => {
    const { errors, optimize } = build(
      COMPONENTS.map((component) => `section-${component.toLowerCase()}`),
      COMPONENTS,
    );
    optimize();
    expect(errors.map((error) => error.message)).toEqual(COMPONENTS.map(message));
  });
});

describe('moduleAliases', () => {
  const siteDir = path.join(__dirname, '..');
  const aliases = moduleAliases(siteDir);

  it('points every alias at a file or folder that exists', () => {
    for (const target of Object.values(aliases)) expect(fs.existsSync(target)).toBe(true);
  });

  it('replaces the two i18n packages by their subsets, exactly (not their sub-paths)', () => {
    expect(aliases['react-i18next$']).toBe(
      path.join(siteDir, 'gatsby', 'webpack-aliases', 'react-i18next.mjs'),
    );
    expect(aliases['gatsby-plugin-react-i18next$']).toBe(
      path.join(siteDir, 'gatsby', 'webpack-aliases', 'gatsby-plugin-react-i18next.mjs'),
    );
  });

  it('finds the modules each subset re-exports', () => {
    for (const file of ['I18nextProvider.js', 'useTranslation.js']) {
      expect(fs.existsSync(path.join(aliases['react-i18next-es'] ?? '', file))).toBe(true);
    }
    for (const file of ['i18nextContext.js', 'useI18next.js']) {
      expect(
        fs.existsSync(path.join(aliases['gatsby-plugin-react-i18next-dist'] ?? '', file)),
      ).toBe(true);
    }
  });
});

describe('emittedAssetsRecorder', () => {
  it("writes the names of the compilation's assets once they are emitted", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'emitted-'));
    const file = path.join(folder, 'stats', 'emitted-assets.json');
    let afterEmit: ((compilation: { getAssets: () => { name: string }[] }) => void) | undefined;
    emittedAssetsRecorder(file).apply({
      hooks: { afterEmit: { tap: (_name, hook) => void (afterEmit = hook) } },
    });
    afterEmit?.({
      getAssets: () => [{ name: 'b-1.js' }, { name: 'a-2.js' }, { name: 'a-2.js.map' }],
    });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(['a-2.js', 'a-2.js.map', 'b-1.js']);
    fs.rmSync(folder, { recursive: true, force: true });
  });
});
