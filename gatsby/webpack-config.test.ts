import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  emittedAssetsRecorder,
  isDeferredChunk,
  keepDeferredCodeOutOfCommons,
  moduleAliases,
} from './webpack-config';

describe('isDeferredChunk', () => {
  it('recognises the sections and the chart, loaded when needed', () => {
    for (const name of ['section-about', 'section-contact', 'section-footer', 'revenue-chart']) {
      expect(isDeferredChunk(name)).toBe(true);
    }
  });

  it('leaves the page, the app and unnamed chunks alone', () => {
    for (const name of ['app', 'commons', 'component---src-pages-index-tsx', '', null, undefined]) {
      expect(isDeferredChunk(name)).toBe(false);
    }
  });
});

describe('keepDeferredCodeOutOfCommons', () => {
  it('makes the commons group count only chunks that are not deferred', () => {
    const commons: Record<string, unknown> = { name: 'commons', minChunks: 2 };
    keepDeferredCodeOutOfCommons({ optimization: { splitChunks: { cacheGroups: { commons } } } });
    const chunks = commons.chunks as (chunk: { name?: string | null }) => boolean;
    expect(chunks({ name: 'component---src-pages-index-tsx' })).toBe(true);
    expect(chunks({ name: 'section-demo' })).toBe(false);
    expect(chunks({ name: null })).toBe(true);
    expect(commons).toMatchObject({ name: 'commons', minChunks: 2 });
  });

  it('leaves a configuration without a commons group as it is', () => {
    expect(keepDeferredCodeOutOfCommons({})).toEqual({});
    expect(keepDeferredCodeOutOfCommons({ optimization: { splitChunks: false } })).toEqual({
      optimization: { splitChunks: false },
    });
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
