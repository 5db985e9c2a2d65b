/**
 * The content editor at /admin/ of the build, driven in Chromium through the local workflow ("Work
 * with Local Repository", answered by the directory-picker double) on a throw-away copy of
 * content/ and page-shape.json: a save changes exactly what the editor changed, in the layout
 * `npm run format` writes, and the content check accepts the result; an entry holds its words in
 * every language (a service's title is one line of services.yaml; a project with its pictures and
 * its client's quote is one entry, one save); an empty required field, a stray {{placeholder}},
 * raw HTML in a legal text and an upload that is not a picture are refused with a message, a
 * picture goes to content/images (made at most 2400 px, as WebP); the page stays out of search engines, loads
 * nothing from another host and breaks none of its Content-Security-Policy.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import type { Locator } from 'playwright-core';
import { contentProblems } from '../gatsby/content-check';
import { fill, LEGAL_BODY_RULES, wordRules } from '../gatsby/content-rules';
import { COLLECTIONS, editorConfig, LABELS as WORDS } from '../gatsby/cms/config';
import { LANGUAGES, baseUrl, eventually, sharedBrowser, url } from './support/browser';
import { facts, words } from './support/content';
import type { Kpi } from './support/content';
import { addName, fieldName, openEditor, SVELTIA } from './support/editor';
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

type Translated = Record<string, string>;
const SERVICE = firstOf<{ id: string; title: Translated }>('services.yaml');
const KPI = firstOf<Kpi>('kpis.yaml');
const EN_HOME = 'content/locales/en/home.json';
const SERVICES = 'content/services.yaml';
const PROJECTS = 'content/projects.yaml';
const KPIS = 'content/kpis.yaml';

type Node = {
  name: string;
  label?: string;
  label_singular?: string;
  fields?: Node[];
  files?: Node[];
};
const CONFIG = editorConfig(path.join(ROOT, 'content'), 'en', {});

/** A collection, file or field of the (English) editor's configuration, by names from the top. */
function configNode(...names: string[]): Node {
  const found = names.reduce<Node | undefined>(
    (node, name) => (node?.fields ?? node?.files)?.find((child) => child.name === name),
    { name: '', fields: CONFIG.collections as unknown as Node[] },
  );
  if (!found?.label) throw new Error(`no label for ${names.join(' › ')} in the editor`);
  return found;
}
const label = (...names: string[]): string => configNode(...names).label!;
const projectField = (...names: string[]) =>
  label(COLLECTIONS.facts, 'projects', 'items', ...names);

const LABELS = {
  words: label(COLLECTIONS.words),
  facts: label(COLLECTIONS.facts),
  home: label(COLLECTIONS.words, 'home'),
  servicesWords: label(COLLECTIONS.words, 'home', 'services'),
  servicesTitle: label(COLLECTIONS.words, 'home', 'services', 'title'),
  services: label(COLLECTIONS.facts, 'services'),
  serviceTitle: label(COLLECTIONS.facts, 'services', 'items', 'title'),
  kpis: label(COLLECTIONS.facts, 'kpis'),
  kpiValue: label(COLLECTIONS.facts, 'kpis', 'items', 'value'),
  projects: label(COLLECTIONS.facts, 'projects'),
  legal: label(COLLECTIONS.legal),
  privacy: label(COLLECTIONS.legal, 'privacy'),
  legalBody: label(COLLECTIONS.legal, 'privacy', 'body'),
  bodyError: LEGAL_BODY_RULES[0]!.message.en,
};
const ENGLISH = LANGUAGES.find(({ code }) => code === 'en')!.name;
/** The labels of a project's fields, its pictures' and its quote's. */
const P = {
  item: configNode(COLLECTIONS.facts, 'projects', 'items').label_singular!,
  id: projectField('id'),
  client: projectField('client'),
  title: projectField('title'),
  summary: projectField('summary'),
  picture: projectField('picture'),
  alt: projectField('alt'),
  challenge: projectField('challenge'),
  built: projectField('built'),
  outcome: projectField('outcome'),
  stack: projectField('stack'),
  featured: projectField('featured'),
  pictures: projectField('pictures'),
  picturesItem: configNode(COLLECTIONS.facts, 'projects', 'items', 'pictures').label_singular!,
  picturesPicture: projectField('pictures', 'picture'),
  picturesAlt: projectField('pictures', 'alt'),
  quote: projectField('quote'),
  quoteText: projectField('quote', 'text'),
  person: projectField('quote', 'person'),
  role: projectField('quote', 'role'),
  company: projectField('quote', 'company'),
  consent: projectField('quote', 'consent'),
  quoteFeatured: projectField('quote', 'featured'),
};

/** A project as an editor adds it: its words in every language, two more pictures, a quote. */
const PROJECT = {
  id: 'ceramics-shop',
  client: { it: 'Bottega di ceramiche', en: 'Ceramics workshop', fr: 'Atelier de céramique' },
  title: {
    it: 'Il negozio online di una bottega',
    en: 'A workshop’s online shop',
    fr: 'La boutique en ligne d’un atelier',
  },
  summary: {
    it: 'Una bottega di ceramiche vendeva solo al banco, ora vende anche online in tre lingue.',
    en: 'A ceramics workshop sold over the counter only, now it also sells online in three languages.',
    fr: 'Un atelier de céramique vendait seulement au comptoir, il vend désormais aussi en ligne en trois langues.',
  },
  picture: '/images/work-logistics-portal.jpg',
  alt: {
    it: 'Pagina del negozio con le ceramiche in vendita',
    en: 'The shop’s page with the ceramics on sale',
    fr: 'La page de la boutique avec les céramiques en vente',
  },
  challenge: {
    it: 'Ordini presi al telefono e annotati a mano.',
    en: 'Orders taken on the phone and written down by hand.',
    fr: 'Des commandes prises au téléphone et notées à la main.',
  },
  built: {
    it: 'Un negozio online collegato al magazzino.',
    en: 'An online shop linked to the stock.',
    fr: 'Une boutique en ligne reliée au stock.',
  },
  outcome: {
    it: 'Un terzo delle vendite arriva dal sito',
    en: 'A third of the sales come from the site',
    fr: 'Un tiers des ventes vient du site',
  },
  stack: 'Shopify · Node.js',
  featured: true,
  pictures: [
    {
      picture: '/images/work-retail-dashboard-stores.jpg',
      alt: {
        it: 'Il carrello con tre ceramiche',
        en: 'The basket with three ceramics',
        fr: 'Le panier avec trois céramiques',
      },
    },
    {
      picture: '/images/work-production-planner-calendar.jpg',
      alt: {
        it: 'Il calendario delle consegne',
        en: 'The delivery calendar',
        fr: 'Le calendrier des livraisons',
      },
    },
  ],
  quote: {
    text: {
      it: 'Ora gli ordini arrivano anche di notte, e li prepariamo la mattina.',
      en: 'Now orders come in at night too, and we pack them in the morning.',
      fr: 'Les commandes arrivent maintenant aussi la nuit, et nous les préparons le matin.',
    },
    person: 'Marta Bianchi',
    role: { it: 'Titolare', en: 'Owner', fr: 'Propriétaire' },
    company: 'Bottega Bianchi',
    consent: true,
    featured: true,
  },
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

/** The first service's title in one language (Facts › Services), scrolled to. */
async function serviceTitle(editor: EditorSession, language: string): Promise<Locator> {
  const main = editor.page.locator('body');
  const title = await editor.reveal(
    main,
    editor.page.getByRole('group', { name: fieldName(LABELS.serviceTitle) }),
  );
  return editor.reveal(main, title.getByRole('group', { name: fieldName(language) }));
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

  it('saves an English sentence of the page: that line of that file, as Prettier writes it', async () => {
    const before = snapshot(folder);
    const oldTitle = words('en')('services.title');
    const newTitle = `${oldTitle}, for growing teams`;

    const editor = await session();
    await editor.openFile(LABELS.words, LABELS.home);
    const english = await editor.pane('English');
    const services = await editor.reveal(
      english,
      english.getByRole('group', { name: fieldName(LABELS.servicesWords) }),
    );
    const title = await editor.reveal(
      english,
      services.getByRole('group', { name: fieldName(LABELS.servicesTitle) }),
    );
    const box = title.getByRole('textbox');
    expect(await box.inputValue()).toBe(oldTitle);
    await box.fill(newTitle);
    expect(await editor.save()).toEqual({ saved: true, alerts: [] });

    const expected = JSON.parse(before.get(EN_HOME)?.toString('utf8') ?? '');
    expected.services.title = newTitle;
    const newText = expectSavedAs(before, EN_HOME, [`    "title": ${JSON.stringify(newTitle)},`]);
    expect(newText).toBe(`${JSON.stringify(expected, null, 2)}\n`);
    // Sveltia rewrote the other languages' files of the entry too, with the same bytes.
    const moved = editor.calls.filter((call) => call.operation === 'move').map((call) => call.to);
    expect(moved.sort()).toEqual(
      LANGUAGES.map(({ code }) => `content/locales/${code}/home.json`).sort(),
    );
  });

  it('saves a service’s English title: that line of services.yaml, the only file written', async () => {
    const before = snapshot(folder);
    const newTitle = `${SERVICE.title.en} for growing teams`;

    const editor = await session();
    await editor.openFile(LABELS.facts, LABELS.services);
    const english = await serviceTitle(editor, ENGLISH);
    const box = english.getByRole('textbox');
    expect(await box.inputValue()).toBe(SERVICE.title.en);
    await box.fill(newTitle);
    expect(await editor.save()).toEqual({ saved: true, alerts: [] });

    expectSavedAs(before, SERVICES, [`    en: ${newTitle}`]);
    const moved = editor.calls.filter((call) => call.operation === 'move').map((call) => call.to);
    expect(moved).toEqual([SERVICES]);
  });

  it('saves a KPI figure: that line of the YAML file, as Prettier writes it', async () => {
    const before = snapshot(folder);
    const newValue = KPI.value + 1000;

    const editor = await session();
    await editor.openFile(LABELS.facts, LABELS.kpis);
    const main = editor.page.locator('body');
    const value = await editor.reveal(
      main,
      editor.page.getByRole('group', { name: fieldName(LABELS.kpiValue) }),
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
    await editor.openFile(LABELS.facts, LABELS.services);
    const english = await serviceTitle(editor, ENGLISH);
    await english.getByRole('textbox').fill('');
    editor.calls.length = 0;

    const result = await editor.save();
    expect(result.saved).toBe(false);
    expect(result.alerts.join(' ')).toContain(SVELTIA.validationErrors);
    await expect(english.getByText(SVELTIA.valueMissing).count()).resolves.toBeGreaterThan(0);
    expectNothingWritten(editor, before);
  });

  it('refuses a {{placeholder}} in an entry’s words with the content check’s message', async () => {
    const before = snapshot(folder);
    const editor = await session();
    await editor.openFile(LABELS.facts, LABELS.services);
    const english = await serviceTitle(editor, ENGLISH);
    await english.getByRole('textbox').fill(`${SERVICE.title.en} for {{company}}`);
    editor.calls.length = 0;

    const result = await editor.save();
    expect(result.saved).toBe(false);
    const [rule] = wordRules(''); // the rule every translated field of content/*.yaml keeps
    await expect(english.getByText(rule!.message.en).count()).resolves.toBeGreaterThan(0);
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

  it('adds a project with two pictures and its client’s quote: one entry, one save, one file', async () => {
    const before = snapshot(folder);
    const editor = await session();
    const { page } = editor;
    await editor.openFile(LABELS.facts, LABELS.projects);
    const main = page.locator('body');
    // With the other projects folded, every field drawn is the new project's.
    await page.getByRole('button', { name: SVELTIA.collapseAll }).first().click();
    await (await editor.reveal(main, page.getByRole('button', { name: addName(P.item) }))).click();

    /** The first field with this label within `scope`, scrolled to. */
    const field = (name: string, scope: Locator = main) =>
      editor.reveal(main, scope.getByRole('group', { name: fieldName(name) }));
    const type = async (name: string, text: string, scope?: Locator) =>
      (await field(name, scope)).getByRole('textbox').fill(text);
    /** A translated field: one box per language of page-shape.json. */
    const translate = async (group: Locator, texts: Translated) => {
      for (const { code, name } of LANGUAGES) await type(name, texts[code]!, group);
    };
    const translated = async (name: string, texts: Translated, scope?: Locator) =>
      translate(await field(name, scope), texts);
    const toggle = async (name: string, scope?: Locator) =>
      (await field(name, scope)).getByRole('switch').click();

    await type(P.id, PROJECT.id);
    await translated(P.client, PROJECT.client);
    await translated(P.title, PROJECT.title);
    await translated(P.summary, PROJECT.summary);
    await editor.choosePicture(await field(P.picture), path.basename(PROJECT.picture));
    await translated(P.alt, PROJECT.alt); // the main picture's: the others come after it
    await translated(P.challenge, PROJECT.challenge);
    await translated(P.built, PROJECT.built);
    await translated(P.outcome, PROJECT.outcome);
    await type(P.stack, PROJECT.stack);
    await toggle(P.featured); // the project's: its quote's comes after it

    const pictures = await field(P.pictures);
    for (const [index, { picture, alt }] of PROJECT.pictures.entries()) {
      await pictures.getByRole('button', { name: addName(P.picturesItem) }).click();
      const itemField = (name: string) =>
        editor.reveal(main, pictures.getByRole('group', { name: fieldName(name) }).nth(index));
      await editor.choosePicture(await itemField(P.picturesPicture), path.basename(picture));
      await translate(await itemField(P.picturesAlt), alt);
    }

    const quote = await field(P.quote);
    await quote.getByRole('checkbox', { name: addName(P.quote) }).click();
    await translated(P.quoteText, PROJECT.quote.text, quote);
    await type(P.person, PROJECT.quote.person, quote);
    await translated(P.role, PROJECT.quote.role, quote);
    await type(P.company, PROJECT.quote.company, quote);
    await toggle(P.consent, quote);
    await toggle(P.quoteFeatured, quote);
    editor.calls.length = 0;
    expect(await editor.save()).toEqual({ saved: true, alerts: [] });

    const after = snapshot(folder);
    expect(changedFiles(before, after)).toEqual([PROJECTS]);
    const moved = editor.calls.filter((call) => call.operation === 'move').map((call) => call.to);
    expect(moved).toEqual([PROJECTS]);
    // The other projects as they were (Sveltia drops the file's leading comment), then the new
    // one with its words under each field, its pictures and its quote inside it.
    const oldText = before
      .get(PROJECTS)!
      .toString('utf8')
      .replace(/^(#.*\n)+/, '');
    const newText = after.get(PROJECTS)!.toString('utf8');
    expect(newText).toBe(oldText + yaml.dump([PROJECT], { lineWidth: -1 }));
    expect(formatted(PROJECTS)).toBe(newText);
    expect(contentProblems(ROOT, path.join(folder, 'content'))).toEqual([]);
    // About 30 s alone: twice the default, for a machine busy with the other browser suites.
  }, 120_000);

  it('shows the picture a project names in its preview', async () => {
    const editor = await session();
    await editor.openFile(LABELS.facts, LABELS.projects);
    // The preview draws a picture once it is scrolled into view; an entry's words come first.
    const picture = editor.page.frameLocator('iframe').locator('img').first();
    await picture.scrollIntoViewIfNeeded();
    await eventually(async () => expect(await picture.getAttribute('src')).toMatch(/^blob:/));
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
