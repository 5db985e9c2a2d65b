/**
 * The content editor at /admin/ of the build, driven in Chromium through the local workflow ("Work
 * with Local Repository", answered by the directory-picker double) on a throw-away copy of
 * content/ and page-shape.json: a save changes exactly what the editor changed, in the layout
 * `npm run format` writes, and the content check accepts the result; an empty required field,
 * raw HTML in a legal text and an upload that is not a picture are refused with a message, a
 * picture goes to content/images (made at most 2400 px, as WebP); the page stays out of search engines, loads
 * nothing from another host and breaks none of its Content-Security-Policy.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentProblems } from '../gatsby/content-check';
import { fill, LEGAL_BODY_RULES } from '../gatsby/content-rules';
import { LABELS as WORDS } from '../gatsby/cms/config';
import { LANGUAGES, baseUrl, eventually, sharedBrowser, url } from './support/browser';
import { facts, words } from './support/content';
import type { Kpi, Service } from './support/content';
import { fieldName, openEditor, SVELTIA } from './support/editor';
import type { EditorSession } from './support/editor';
import { WRITES } from './support/fs-double';
import probe from 'probe-image-size';
import sharp from 'sharp';

const ROOT = path.join(__dirname, '..');

/** The first entry of a list file of content/. */
function firstOf<T>(file: string): T {
  const [entry] = facts<T[]>(file);
  if (!entry) throw new Error(`content/${file} has no entries`);
  return entry;
}

const SERVICE = firstOf<Service>('services.yaml');
const KPI = firstOf<Kpi>('kpis.yaml');
const EN_HOME = 'content/locales/en/home.json';
const KPIS = 'content/kpis.yaml';

/** The editor's labels, from the words its configuration is generated from (English screens). */
const LABELS = {
  words: fill(WORDS.ui.words!, 'en'),
  facts: fill(WORDS.ui.facts!, 'en'),
  home: fill(WORDS.namespaces.home!.label, 'en'),
  kpis: fill(WORDS.files['kpis.yaml']!.label, 'en'),
  projects: fill(WORDS.files['projects.yaml']!.label, 'en'),
  quotes: fill(WORDS.files['quotes.yaml']!.label, 'en'),
  project: fill(WORDS.fields.project!.label, 'en'),
  service: (id: string) =>
    fill(WORDS.ui.entryLabel, 'en', { entry: WORDS.files['services.yaml']!.entry!.en, id }),
  title: fill(WORDS.keys.title!.label, 'en'),
  value: fill(WORDS.fields.value!.label, 'en'),
  legal: fill(WORDS.ui.legal!, 'en'),
  privacy: fill(WORDS.legal.pages.privacy!, 'en'),
  legalBody: fill(WORDS.legal.fields.body!.label, 'en'),
  bodyError: LEGAL_BODY_RULES[0]!.message.en,
};

const browser = sharedBrowser();
let folder: string;
const requested: string[] = [];
const violations: string[] = [];
const sessions: EditorSession[] = [];

/** Every file under `dir` but Git's, by its path relative to it. */
function snapshot(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const absolute = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, absolute).split(path.sep).join('/');
    if (!entry.isFile() || relative.startsWith('.git/')) continue;
    files.set(relative, fs.readFileSync(absolute));
  }
  return files;
}

/** The files of `after` that differ from `before`, or were added or removed. */
function changedFiles(before: Map<string, Buffer>, after: Map<string, Buffer>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => {
    const old = before.get(name);
    const now = after.get(name);
    return !old || !now || !old.equals(now);
  });
}

/** The lines of `after` that differ from `before`, position by position. */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  return after.split('\n').filter((line, index) => line !== old[index]);
}

/**
 * A file of the copy as `npm run format` would write it at the same place in the project: the
 * project's Prettier, its configuration resolved for that path (Prettier's API cannot be loaded
 * inside Jest, which refuses its dynamic imports).
 */
function formatted(relative: string): string {
  return execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'prettier'),
    ['--stdin-filepath', relative],
    {
      cwd: ROOT,
      input: fs.readFileSync(path.join(folder, relative)),
      encoding: 'utf8',
    },
  );
}

/**
 * After a save: `file` is the only file changed, by exactly `lines`, in the layout Prettier
 * writes, and the content check still passes. Returns the file's new text.
 */
function expectSavedAs(before: Map<string, Buffer>, file: string, lines: string[]): string {
  const after = snapshot(folder);
  expect(changedFiles(before, after)).toEqual([file]);
  const oldText = before.get(file)?.toString('utf8') ?? '';
  const newText = after.get(file)?.toString('utf8') ?? '';
  expect(changedLines(oldText, newText)).toEqual(lines);
  expect(formatted(file)).toBe(newText);
  expect(contentProblems(ROOT, path.join(folder, 'content'))).toEqual([]);
  return newText;
}

/** After a refused save: the editor wrote nothing, and no file changed. */
function expectNothingWritten(editor: EditorSession, before: Map<string, Buffer>): void {
  expect(editor.calls.filter((call) => WRITES.includes(call.operation))).toEqual([]);
  expect(changedFiles(before, snapshot(folder))).toEqual([]);
}

async function session(): Promise<EditorSession> {
  const opened = await openEditor(browser(), folder, LABELS.words);
  sessions.push(opened);
  return opened;
}

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-admin-'));
  fs.cpSync(path.join(ROOT, 'content'), path.join(folder, 'content'), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'page-shape.json'), path.join(folder, 'page-shape.json'));
  // The editor opens a repository's root folder only: it looks for .git there.
  execFileSync('git', ['init', '--quiet'], { cwd: folder });
});

afterEach(async () => {
  for (const opened of sessions.splice(0)) {
    requested.push(...opened.requests);
    violations.push(...opened.violations);
    await opened.context.close();
  }
});

afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the content editor at /admin/', () => {
  it('is a page of its own that search engines leave out', async () => {
    const page = await browser().newPage({ javaScriptEnabled: false });
    const response = await page.goto(url('/admin/'));
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toMatch(/\bnoindex\b/);
    // Not a Gatsby page: none of the site's bundles or markup.
    expect(await page.locator('#___gatsby').count()).toBe(0);

    const index = await (await fetch(url('/sitemap-index.xml'))).text();
    const sitemaps = [...index.matchAll(/<loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const sitemap of sitemaps) {
      const text = await (await fetch(url(`/${sitemap}`))).text();
      expect(text).toContain('<loc>');
      expect(text).not.toContain('/admin');
    }
  });

  it('saves an English service title: that line of that file, as Prettier writes it', async () => {
    const before = snapshot(folder);
    const oldTitle = words('en')(`services.items.${SERVICE.id}.title`);
    const newTitle = `${oldTitle} for growing teams`;

    const editor = await session();
    await editor.openFile(LABELS.words, LABELS.home);
    const english = await editor.pane('English');
    const service = await editor.reveal(
      english,
      english.getByRole('group', { name: fieldName(LABELS.service(SERVICE.id)) }),
    );
    const title = await editor.reveal(
      english,
      service.getByRole('group', { name: fieldName(LABELS.title) }),
    );
    const box = title.getByRole('textbox');
    expect(await box.inputValue()).toBe(oldTitle);
    await box.fill(newTitle);
    expect(await editor.save()).toEqual({ saved: true, alerts: [] });

    const expected = JSON.parse(before.get(EN_HOME)?.toString('utf8') ?? '');
    expected.services.items[SERVICE.id].title = newTitle;
    const newText = expectSavedAs(before, EN_HOME, [
      `        "title": ${JSON.stringify(newTitle)},`,
    ]);
    expect(newText).toBe(`${JSON.stringify(expected, null, 2)}\n`);
    // Sveltia rewrote the other languages' files of the entry too, with the same bytes.
    const moved = editor.calls.filter((call) => call.operation === 'move').map((call) => call.to);
    expect(moved.sort()).toEqual(
      LANGUAGES.map(({ code }) => `content/locales/${code}/home.json`).sort(),
    );
  });

  it('saves a KPI figure: that line of the YAML file, as Prettier writes it', async () => {
    const before = snapshot(folder);
    const newValue = KPI.value + 1000;

    const editor = await session();
    await editor.openFile(LABELS.facts, LABELS.kpis);
    const main = editor.page.locator('body');
    const value = await editor.reveal(
      main,
      editor.page.getByRole('group', { name: fieldName(LABELS.value) }),
    );
    const box = value.getByRole('spinbutton');
    expect(Number(await box.inputValue())).toBe(KPI.value);
    await box.fill(String(newValue));
    expect(await editor.save()).toEqual({ saved: true, alerts: [] });

    expectSavedAs(before, KPIS, [`  value: ${newValue}`]);
  });

  it('refuses to save a required field left empty, and says why', async () => {
    const before = snapshot(folder);
    const editor = await session();
    await editor.openFile(LABELS.words, LABELS.home);
    const english = await editor.pane('English');
    const service = await editor.reveal(
      english,
      english.getByRole('group', { name: fieldName(LABELS.service(SERVICE.id)) }),
    );
    const title = await editor.reveal(
      english,
      service.getByRole('group', { name: fieldName(LABELS.title) }),
    );
    await title.getByRole('textbox').fill('');
    editor.calls.length = 0;

    const result = await editor.save();
    expect(result.saved).toBe(false);
    expect(result.alerts.join(' ')).toContain(SVELTIA.validationErrors);
    await expect(title.getByText(SVELTIA.valueMissing).count()).resolves.toBeGreaterThan(0);
    expectNothingWritten(editor, before);
  });

  it('refuses raw HTML in a legal text, and says why', async () => {
    const before = snapshot(folder);
    const editor = await session();
    await editor.openFile(LABELS.legal, LABELS.privacy);
    const english = await editor.pane('English');
    const body = await editor.reveal(
      english,
      english.getByRole('group', { name: fieldName(LABELS.legalBody) }),
    );
    const box = body.getByRole('textbox').first();
    await box.fill(`${await box.inputValue()}\n\n<script>alert(1)</script>`);
    editor.calls.length = 0;

    const result = await editor.save();
    expect(result.saved).toBe(false);
    await expect(body.getByText(LABELS.bodyError).count()).resolves.toBeGreaterThan(0);
    expectNothingWritten(editor, before);
  });

  it('uploads a picture into content/images, shrunk to 2400 px, and refuses an SVG, a script or a renamed file', async () => {
    const editor = await session();
    const { page } = editor;
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('radio', { name: SVELTIA.assets }).click();
    await page.getByRole('button', { name: SVELTIA.uploadNew }).first().click();
    const dialog = page.getByRole('dialog');
    const choose = async (name: string, buffer: Buffer) => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        dialog.getByRole('button', { name: SVELTIA.chooseFiles }).click(),
      ]);
      // The type a browser gives a chosen file, by its extension.
      const mimeType = { svg: 'image/svg+xml', js: 'text/javascript', png: 'image/png' }[
        name.split('.').pop() ?? ''
      ];
      await chooser.setFiles({ name, mimeType: mimeType ?? '', buffer });
    };
    const before = snapshot(folder);
    const wide = { width: 3000, height: 120, channels: 3, background: '#4f46e5' } as const;
    await choose('Team Photo.png', await sharp({ create: wide }).png().toBuffer());
    await page.getByRole('button', { name: SVELTIA.upload, exact: true }).click();
    const saved = 'content/images/team-photo.webp';
    await eventually(() => expect(changedFiles(before, snapshot(folder))).toEqual([saved]));
    expect(probe.sync(fs.readFileSync(path.join(folder, saved)))).toMatchObject({
      type: 'webp',
      width: 2400,
      height: 96,
    });

    const uploaded = snapshot(folder);
    editor.calls.length = 0;
    await page.getByRole('button', { name: SVELTIA.uploadNew }).first().click();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const refused = `${fill(WORDS.ui.notPicture!, 'en')}.`;
    await choose('logo.svg', Buffer.from(svg));
    await eventually(() => expect(alerts).toEqual([`logo.svg: ${refused}`]));
    await choose('widget.js', Buffer.from('alert(1)'));
    await eventually(() =>
      expect(alerts).toEqual([`logo.svg: ${refused}`, `widget.js: ${refused}`]),
    );
    await choose('photo.png', Buffer.from('not a picture'));
    await page.getByText(SVELTIA.invalidFile).first().waitFor();
    expectNothingWritten(editor, uploaded);
  });

  it("offers the projects' ids for a quote's project, and saves the one picked", async () => {
    const before = snapshot(folder);
    const [quote] = facts<{ project: string }[]>('quotes.yaml');
    const other = facts<{ id: string }[]>('projects.yaml').find((p) => p.id !== quote!.project)!;
    const editor = await session();
    await editor.openFile(LABELS.facts, LABELS.quotes);
    const field = await editor.reveal(
      editor.page.locator('body'),
      editor.page.getByRole('group', { name: fieldName(LABELS.project) }),
    );
    // Sveltia draws a short list of options as radio buttons, a longer one as a menu.
    await field.getByText(other.id, { exact: true }).click();
    expect(await editor.save()).toEqual({ saved: true, alerts: [] });
    expectSavedAs(before, 'content/quotes.yaml', [`  project: ${other.id}`]);
  });

  it('shows the picture a project names in its preview', async () => {
    const editor = await session();
    await editor.openFile(LABELS.facts, LABELS.projects);
    const picture = editor.page.frameLocator('iframe').locator('img[src^="blob:"]').first();
    await picture.waitFor();
    await eventually(async () =>
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
        0,
      ),
    );
  });

  it('loaded nothing but its own files (no other host, none of the site’s), within its CSP', () => {
    expect(violations).toEqual([]);
    expect(requested.length).toBeGreaterThan(0);
    const outside = requested.filter(
      (address) => !address.startsWith(`${baseUrl()}/admin/`) && !/^(blob|data):/.test(address),
    );
    expect(outside).toEqual([]);
  });
});
