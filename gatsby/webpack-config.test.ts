import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emittedAssetsRecorder } from './webpack-config';

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
