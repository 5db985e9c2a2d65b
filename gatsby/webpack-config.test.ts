import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emittedAssetsRecorder, moduleAliases } from './webpack-config';

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
