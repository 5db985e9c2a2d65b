import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { PROJECT_DIR } from '../__fixtures__/content-tree';
import { GRADIENTS } from '../../src/theme/gradients';
import { PREVIEW_FONT } from './preview-css';
import { CMS_FONTS, FONT_FOLDER, cmsPackage } from './vendor';
import { writeAdmin } from './write-admin';

let publicDir: string;

beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-public-'));
});

afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

const read = (file: string) => fs.readFileSync(path.join(publicDir, 'admin', file), 'utf8');

describe('writeAdmin', () => {
  it('writes a page of its own, kept out of search engines, that maps Immutable.js locally', () => {
    writeAdmin(PROJECT_DIR, publicDir, {});
    const html = read('index.html');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain(
      `<script type="importmap">{"imports":{"${cmsPackage(PROJECT_DIR).immutableUrl}":"./vendor/immutable.es.js"}}</script>`,
    );
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual(['admin-boot.js', 'vendor/sveltia-cms.js', 'preview.js']);
    for (const script of scripts)
      expect(fs.existsSync(path.join(publicDir, 'admin', script ?? ''))).toBe(true);
  });

  it('writes both configurations, the preview’s stylesheet and font, and the CMS’s files', () => {
    const { files, notes } = writeAdmin(PROJECT_DIR, publicDir, { CMS_GITHUB_REPO: 'nodo/site' });
    expect(notes).toEqual([]);
    for (const name of ['config.yml', 'config.en.yml']) {
      const config = yaml.load(read(name)) as { backend: { repo: string }; app_title: string };
      expect(config.backend.repo).toBe('nodo/site');
    }
    expect((yaml.load(read('config.yml')) as { app_title: string }).app_title).toMatch(/Contenuti/);
    expect((yaml.load(read('config.en.yml')) as { app_title: string }).app_title).toMatch(
      /Content/,
    );
    const css = read('preview.css');
    for (const name of Object.keys(GRADIENTS)) expect(css).toContain(`.gradient-${name} {`);
    expect(css).toContain(`url(${PREVIEW_FONT.target})`);
    expect(fs.statSync(path.join(publicDir, 'admin', PREVIEW_FONT.target)).size).toBeGreaterThan(
      1000,
    );
    const written = fs.readdirSync(path.join(publicDir, 'admin'), {
      recursive: true,
      withFileTypes: true,
    });
    expect(written.filter((entry) => entry.isFile())).toHaveLength(files);
  });

  it('replaces what an earlier build left in public/admin/', () => {
    fs.mkdirSync(path.join(publicDir, 'admin', 'vendor'), { recursive: true });
    fs.writeFileSync(path.join(publicDir, 'admin', 'vendor', 'old-version.js'), '');
    writeAdmin(PROJECT_DIR, publicDir, {});
    expect(fs.existsSync(path.join(publicDir, 'admin', 'vendor', 'old-version.js'))).toBe(false);
  });
});

describe('the copy of the CMS', () => {
  it('names this host’s copies of its fonts, never jsDelivr', () => {
    writeAdmin(PROJECT_DIR, publicDir, {});
    const bundle = fs.readFileSync(
      path.join(publicDir, 'admin', 'vendor', 'sveltia-cms.js'),
      'utf8',
    );
    expect(bundle).not.toContain('cdn.jsdelivr.net');
    for (const font of CMS_FONTS) {
      expect(bundle).toContain(`url(${FONT_FOLDER}${font.stem}.woff2)`);
      expect(
        fs.existsSync(path.join(publicDir, 'admin', 'vendor', 'fonts', `${font.stem}.woff2`)),
      ).toBe(true);
    }
  });
});
