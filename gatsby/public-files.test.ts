import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { htmlFiles, isWebpackOutput, precompress, prepareForPublishing } from './public-files';
import { topLevelEntries } from './public-files';

describe('prepareForPublishing', () => {
  let root: string;
  const publicFolder = () => path.join(root, 'public');
  const statsFolder = () => path.join(root, 'stats');
  const write = (file: string) => {
    fs.mkdirSync(path.dirname(path.join(publicFolder(), file)), { recursive: true });
    fs.writeFileSync(path.join(publicFolder(), file), file);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'public-files-'));
    for (const file of [
      'index.html',
      '404.html',
      '404/index.html',
      'en/index.html',
      'en/404.html',
      'en/404/index.html',
      'app-0123456789abcdef0123.js',
      'app-0123456789abcdef0123.js.map',
      'app-0123456789abcdef0123.js.LICENSE.txt',
      // Copied from static/ (not webpack's):
      'widget.js',
      'webpack.stats.json',
      'page-data/404/page-data.json',
    ]) {
      write(file);
    }
    fs.mkdirSync(statsFolder());
    fs.writeFileSync(path.join(statsFolder(), 'stale.js.map'), 'old');
  });

  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("moves statistics and maps out (an earlier build's gone), keeps every page", async () => {
    await prepareForPublishing(publicFolder(), statsFolder());
    expect(
      (await htmlFiles(publicFolder())).map((file) => path.relative(publicFolder(), file)),
    ).toEqual([
      '404.html',
      '404/index.html',
      'en/404.html',
      'en/404/index.html',
      'en/index.html',
      'index.html',
    ]);
    expect((await topLevelEntries(publicFolder())).map((entry) => entry.name).sort()).toEqual([
      '404',
      '404.html',
      'app-0123456789abcdef0123.js',
      'app-0123456789abcdef0123.js.LICENSE.txt',
      'en',
      'index.html',
      'page-data',
      'widget.js',
    ]);
    expect(fs.readdirSync(statsFolder()).sort()).toEqual([
      'app-0123456789abcdef0123.js.map',
      'webpack.stats.json',
    ]);
    expect(fs.existsSync(path.join(publicFolder(), 'page-data/404/page-data.json'))).toBe(true);
  });

  it("knows webpack's own files, which a new build's output.clean removes when stale", () => {
    for (const file of ['app-ffffffffffffffffffff.js', 'app-ffffffffffffffffffff.js.map'])
      expect(isWebpackOutput(file)).toBe(true);
    const others = [
      'index.html',
      'page-data',
      'widget.js',
      'static/page-scripts-0123456789abcdef0123.js',
    ];
    for (const file of others) expect(isWebpackOutput(file)).toBe(false);
  });

  it('writes a brotli and a gzip copy beside each text file, and none of an earlier build', async () => {
    write('favicon.png');
    write('gone.js.gz');
    write('gone.js.br');
    await precompress(publicFolder());
    const copy = (suffix: string) =>
      fs.readFileSync(path.join(publicFolder(), `en/index.html${suffix}`));
    expect(gunzipSync(copy('.gz')).toString()).toBe('en/index.html');
    expect(brotliDecompressSync(copy('.br')).toString()).toBe('en/index.html');
    expect(fs.existsSync(path.join(publicFolder(), 'gone.js.gz'))).toBe(false);
    expect(fs.existsSync(path.join(publicFolder(), 'gone.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(publicFolder(), 'favicon.png.gz'))).toBe(false);
    expect(fs.existsSync(path.join(publicFolder(), 'favicon.png.br'))).toBe(false);
    expect(fs.existsSync(path.join(publicFolder(), 'page-data/404/page-data.json.gz'))).toBe(true);
  });
});
