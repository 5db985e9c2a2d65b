/**
 * An editor's session in the content editor at /admin/ of the build under test: a fresh browser
 * context (its own IndexedDB, so no session leaks into the next), the directory-picker double on a
 * folder, every request recorded, signed in with "Work with Local Repository". Fields are found by
 * the labels of the generated configuration (gatsby/cms/config.ts); the CMS's own words (buttons,
 * messages) are Sveltia's English texts, which are not content of ours.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { BrowserSession } from './browser';
import { url } from './browser';
import { installDirectoryPickerDouble } from './fs-double';
import type { FsCall } from './fs-double';

/** Sveltia CMS's English texts (node_modules/@sveltia/cms/locales/en-US.json). */
export const SVELTIA = {
  workWithLocalRepository: 'Work with Local Repository',
  save: 'Save',
  entrySaved: 'Entry saved.',
  valueMissing: 'This field is required.',
  validationErrors: 'One field has an error. Please correct it to save the entry.',
  preview: 'Preview',
  assets: 'Assets',
  uploadNew: 'Upload New Assets',
  chooseFiles: 'Choose Files',
  upload: 'Upload',
  invalidFile: 'This file cannot be uploaded because it’s damaged',
  collapseAll: 'Collapse All',
  browse: 'Browse',
  insert: 'Insert',
  replaceImage: 'Replace Image',
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The accessible name Sveltia gives a field's group: “Title” Field (values in Unicode isolates). */
export const fieldName = (label: string): RegExp =>
  new RegExp(`^“\\u2068?${escape(label)}\\u2069?” Field$`);

/** The name of the button (or an optional object's checkbox) that adds one: "Add Picture". */
export const addName = (label: string): RegExp =>
  new RegExp(`^Add \\u2068?${escape(label)}\\u2069?$`);

/** The accessible name of a language's pane: Edit English Content. */
const paneName = (language: string): RegExp =>
  new RegExp(`^Edit \\u2068?${escape(language)}\\u2069? Content$`, 'i');

export interface EditorSession {
  page: Page;
  context: BrowserContext;
  /** What the page asked the folder for (fs-double.ts). */
  calls: FsCall[];
  /** Every URL the page requested. */
  requests: string[];
  /** The Content-Security-Policy violations the page reported. */
  violations: string[];
  /** Opens a file of a collection from the collection list. */
  openFile(collectionLabel: string, fileLabel: string): Promise<void>;
  /** The edit pane of a language (by its English name); not the default one opens on the right. */
  pane(language: string): Promise<Locator>;
  /** The first match of `locator` in `pane`, scrolled to: Sveltia draws fields near the view only. */
  reveal(pane: Locator, locator: Locator): Promise<Locator>;
  /** Picks a picture already under content/images for an image field, by its file name. */
  choosePicture(field: Locator, file: string): Promise<void>;
  /** Clicks Save: "saved", or the texts of the alerts shown instead. */
  save(): Promise<{ saved: boolean; alerts: string[] }>;
}

export async function openEditor(
  browser: BrowserSession,
  folder: string,
  collectionLabel: string,
): Promise<EditorSession> {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1600, height: 1000 },
  });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  const calls = await installDirectoryPickerDouble(page, folder);

  await page.goto(url('/admin/'));
  await page.getByRole('button', { name: SVELTIA.workWithLocalRepository }).click();
  await page.getByText(collectionLabel, { exact: true }).first().waitFor({ timeout: 30_000 });

  const session: EditorSession = {
    page,
    context,
    calls,
    requests,
    violations,
    async openFile(collection, file) {
      await page.getByText(collection, { exact: true }).first().click();
      await page.getByText(file, { exact: true }).first().click();
      await page.getByRole('button', { name: SVELTIA.save, exact: true }).waitFor();
    },
    async pane(language) {
      const pane = page.getByRole('group', { name: paneName(language) });
      if ((await pane.count()) === 0) {
        // The right-hand pane's switch: the other languages and the preview.
        const switcher = page
          .getByRole('radiogroup')
          .filter({ has: page.getByRole('radio', { name: SVELTIA.preview }) });
        await switcher.getByRole('radio', { name: language, exact: true }).click();
      }
      await pane.waitFor();
      return pane;
    },
    async reveal(pane, locator) {
      for (let step = 0; step < 200; step += 1) {
        if ((await locator.count()) > 0) {
          await locator.first().scrollIntoViewIfNeeded();
          return locator.first();
        }
        const atEnd = await pane.evaluate((element) => {
          const scroller = [element, ...element.querySelectorAll('*')].find(
            (candidate) =>
              candidate.scrollHeight > candidate.clientHeight + 5 &&
              /auto|scroll/.test(getComputedStyle(candidate).overflowY),
          );
          if (!scroller) return true;
          const before = scroller.scrollTop;
          scroller.scrollTop += scroller.clientHeight * 0.7;
          return scroller.scrollTop === before;
        });
        await page.waitForTimeout(100);
        if (atEnd && (await locator.count()) === 0) break;
      }
      throw new Error(`Not found while scrolling the pane: ${locator}`);
    },
    async choosePicture(field, file) {
      await field.getByRole('button', { name: SVELTIA.browse, exact: true }).click();
      const dialog = page
        .getByRole('dialog')
        .filter({ has: page.getByRole('button', { name: SVELTIA.insert, exact: true }) });
      await dialog.getByRole('option', { name: file, exact: true }).click();
      await dialog.getByRole('button', { name: SVELTIA.insert, exact: true }).click();
      // A field with a picture offers to replace it.
      await field.getByRole('button', { name: SVELTIA.replaceImage }).waitFor();
    },
    async save() {
      const saved = page.getByText(SVELTIA.entrySaved);
      // A toast from an earlier save would answer for this one.
      await saved.first().waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByRole('button', { name: SVELTIA.save, exact: true }).click();
      const refused = page.getByRole('alert').filter({ hasText: SVELTIA.validationErrors });
      await saved.or(refused).first().waitFor({ timeout: 15_000 });
      if ((await saved.count()) > 0) return { saved: true, alerts: [] };
      return { saved: false, alerts: await page.getByRole('alert').allInnerTexts() };
    },
  };
  return session;
}
