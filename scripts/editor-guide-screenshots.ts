/**
 * `npm run guide:screenshots`: the annotated screenshots of docs/editing.md, taken from the build
 * in public/ (run `npm run build` first) in Debian's Chromium. Each part of the English page gets
 * a numbered label that the guide's table maps to its place in the editor and its file; the
 * editor's screens (on a throw-away copy of content/, through the browser tests' directory-picker
 * double) get lettered ones. Writes docs/editing/*.png.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { startStaticServer } from './static-server.mjs';
import { startBrowser } from '../e2e/support/browser';
import { facts, words } from '../e2e/support/content';
import type { Service } from '../e2e/support/content';
import { fieldName, openEditor } from '../e2e/support/editor';
import {
  FILE_WORDS,
  KEY_WORDS,
  LEGAL_WORDS,
  NAMESPACE_WORDS,
  UI_WORDS,
} from '../gatsby/editor-words';

const ROOT = path.join(__dirname, '..');
const OUT = path.join(ROOT, 'docs', 'editing');
const t = words('en');
const [SERVICE] = facts<Service[]>('services.yaml');

interface Mark {
  label: string;
  target: Locator;
}

/** Outlines each target and puts its label at its top left corner. */
async function annotate(page: Page, marks: Mark[]): Promise<void> {
  await page.evaluate(() =>
    document.querySelectorAll('[data-guide-mark]').forEach((e) => e.remove()),
  );
  for (const { label, target } of marks) {
    const box = await target.first().boundingBox();
    if (!box) throw new Error(`Mark ${label}: its target is not on the screen`);
    await page.evaluate(
      ({ label: text, box: rect }) => {
        const outline = document.createElement('div');
        const badge = document.createElement('div');
        outline.dataset.guideMark = '';
        badge.dataset.guideMark = '';
        const x = rect.x + window.scrollX;
        const y = rect.y + window.scrollY;
        Object.assign(outline.style, {
          position: 'absolute',
          left: `${x - 4}px`,
          top: `${y - 4}px`,
          width: `${rect.width + 8}px`,
          height: `${rect.height + 8}px`,
          border: '3px solid #e11d48',
          borderRadius: '8px',
          zIndex: '99998',
          pointerEvents: 'none',
        });
        Object.assign(badge.style, {
          position: 'absolute',
          left: `${Math.max(x - 18, 2)}px`,
          top: `${Math.max(y - 18, 2)}px`,
          minWidth: '30px',
          height: '30px',
          padding: '0 6px',
          borderRadius: '15px',
          background: '#e11d48',
          color: '#fff',
          font: 'bold 17px/30px system-ui, sans-serif',
          textAlign: 'center',
          zIndex: '99999',
          pointerEvents: 'none',
        });
        badge.textContent = text;
        document.body.append(outline, badge);
      },
      { label, box },
    );
  }
}

/**
 * Saves a screenshot as a PNG of at most 128 colours (a third of the size of Chromium's, and the
 * same to the eye for screens of flat colours), so the guide's pictures stay small in git.
 */
async function shoot(target: Locator | Page, name: string): Promise<void> {
  const file = path.join(OUT, `${name}.png`);
  await sharp(await target.screenshot())
    .png({ palette: true, colours: 128, compressionLevel: 9 })
    .toFile(file);
  console.log(`docs/editing/${name}.png  ${(fs.statSync(file).size / 1024).toFixed(0)} KiB`);
}

async function pageShots(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/en/`, { waitUntil: 'load' });
  await page.waitForSelector('header[data-loaded]');
  // Let the deferred sections (the demo's chart) arrive.
  for (let step = 0; step < 30; step += 1) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  await page.waitForSelector('#demo svg.apexcharts-svg', { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);

  const hero = page.locator('section#hero');
  await annotate(page, [
    { label: '1', target: page.locator('header nav').first() },
    { label: '2', target: page.locator('#hero-title') },
    { label: '3', target: hero.getByRole('link', { name: t('hero.primaryCta') }) },
    { label: '4', target: hero.getByRole('list', { name: t('hero.statsLabel') }) },
  ]);
  await shoot(page, 'page-1-hero');

  // Below the top, the fixed navigation bar would cover the sections' tops.
  // So would the skip link, which shows while it has the focus.
  await page.addStyleTag({
    content:
      'header[data-loaded], header[data-loaded] *, a[href="#main"] { visibility: hidden !important; }',
  });
  const about = page.locator('section#about');
  await about.scrollIntoViewIfNeeded();
  await annotate(page, [
    { label: '5', target: about.locator('h2') },
    {
      label: '6',
      target: about.getByRole('listitem').filter({ hasText: t('about.values.tailored.title') }),
    },
    { label: '7', target: about.getByText(t('about.team.title')).locator('..') },
    { label: '8', target: about.getByRole('list').last() },
  ]);
  await shoot(about, 'page-2-about');

  const demo = page.locator('section#demo');
  await demo.scrollIntoViewIfNeeded();
  await annotate(page, [
    { label: '9', target: demo.locator('[id^="kpi-"]').first().locator('../..') },
    { label: '10', target: demo.locator('#demo-chart-title').locator('..') },
    { label: '11', target: demo.getByRole('list', { name: t('demo.summaryLabel') }) },
  ]);
  await shoot(demo, 'page-3-demo');

  const services = page.locator('section#services');
  await services.scrollIntoViewIfNeeded();
  if (!SERVICE) throw new Error('content/services.yaml has no services');
  const card = page.locator(`#service-${SERVICE.id}`).locator('..');
  await annotate(page, [
    { label: '12', target: card },
    { label: '13', target: card.locator('span').first() },
    { label: '14', target: services.getByRole('link', { name: t('services.cta') }) },
  ]);
  await shoot(services, 'page-4-services');

  const contact = page.locator('section#contact');
  await contact.scrollIntoViewIfNeeded();
  await annotate(page, [{ label: '15', target: contact.locator('form') }]);
  await shoot(contact, 'page-5-contact');

  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  await annotate(page, [
    { label: '16', target: footer.getByRole('navigation', { name: t('footer.linksLabel') }) },
    { label: '17', target: footer.getByText(t('footer.tagline')) },
    { label: '18', target: footer.getByText(/©/) },
  ]);
  await shoot(footer, 'page-6-footer');
}

async function editorShots(browser: Awaited<ReturnType<typeof startBrowser>>): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-guide-'));
  fs.cpSync(path.join(ROOT, 'content'), path.join(folder, 'content'), { recursive: true });
  execFileSync('git', ['init', '--quiet'], { cwd: folder });
  try {
    const editor = await openEditor(browser, folder, UI_WORDS.words.en);
    const { page } = editor;
    await page.setViewportSize({ width: 1280, height: 800 });
    await annotate(page, [
      { label: 'A', target: page.getByText(UI_WORDS.words.en, { exact: true }).first() },
      { label: 'B', target: page.getByText(UI_WORDS.facts.en, { exact: true }).first() },
      {
        label: 'C',
        target: page.getByText(LEGAL_WORDS.collection.en, { exact: true }).first(),
      },
    ]);
    await shoot(page, 'editor-1-collections');

    await editor.openFile(UI_WORDS.words.en, NAMESPACE_WORDS.home?.label.en ?? '');
    const english = await editor.pane('English');
    if (!SERVICE) throw new Error('content/services.yaml has no services');
    const service = await editor.reveal(
      english,
      english.getByRole('group', {
        name: fieldName(UI_WORDS.entryLabel({ it: '', en: 'Service' }, SERVICE.id).en),
      }),
    );
    const title = await editor.reveal(
      english,
      service.getByRole('group', { name: fieldName(KEY_WORDS.title?.label.en ?? '') }),
    );
    await title.scrollIntoViewIfNeeded();
    const italian = await editor.pane('Italian');
    await annotate(page, [
      { label: 'D', target: italian.getByRole('radiogroup').first() },
      { label: 'E', target: english.getByRole('radiogroup').first() },
      { label: 'F', target: title },
      { label: 'G', target: page.getByRole('button', { name: 'Save', exact: true }) },
    ]);
    await shoot(page, 'editor-2-side-by-side');

    await title.getByRole('textbox').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').first().waitFor();
    await annotate(page, [{ label: 'H', target: title }]);
    await shoot(page, 'editor-3-refused');
    await editor.context.close();

    const facts = await openEditor(browser, folder, UI_WORDS.words.en);
    await facts.page.setViewportSize({ width: 1280, height: 800 });
    await facts.openFile(UI_WORDS.facts.en, FILE_WORDS['services.yaml']?.label.en ?? '');
    await facts.page.waitForTimeout(1500);
    await annotate(facts.page, [
      { label: 'I', target: facts.page.getByRole('button', { name: /^Add\b/ }) },
      {
        label: 'J',
        target: facts.page
          .getByRole('radiogroup')
          .filter({ has: facts.page.getByRole('radio', { name: SERVICE.gradient }) }),
      },
    ]);
    await shoot(facts.page, 'editor-4-services');

    await facts.page.goBack();
    await facts.openFile(LEGAL_WORDS.collection.en, LEGAL_WORDS.pages.privacy?.en ?? '');
    const body = facts.page.getByRole('group', {
      name: fieldName(LEGAL_WORDS.fields.body.label.en),
    });
    await body.first().waitFor();
    // The list of pages fades out for a moment after the page opens.
    await facts.page.waitForTimeout(1500);
    await annotate(facts.page, [
      {
        label: 'K',
        target: facts.page.getByRole('group', {
          name: fieldName(LEGAL_WORDS.fields.updated.label.en),
        }),
      },
      { label: 'L', target: body },
    ]);
    await shoot(facts.page, 'editor-5-legal');
    await facts.context.close();
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'public', 'admin', 'index.html'))) {
    throw new Error('No build with the editor in public/: run `npm run build` first.');
  }
  fs.mkdirSync(OUT, { recursive: true });
  const server = await startStaticServer({ root: path.join(ROOT, 'public') });
  process.env.E2E_BASE_URL = server.url;
  const browser = await startBrowser();
  try {
    const page = await browser.newPage({
      viewport: { width: 1100, height: 760 },
      reducedMotion: 'reduce',
    });
    await pageShots(page, server.url);
    await editorShots(browser);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
