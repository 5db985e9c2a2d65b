/**
 * The <style> blocks that appear in the page only in the browser, which the Content-Security-
 * Policy must allow by hash like those in the HTML (gatsby/csp.ts):
 *
 * - Emotion's browser cache adds one empty <style> and fills it through the CSSOM (insertRule,
 *   which CSP does not govern): only the empty text needs a hash.
 * - ApexCharts adds two when it draws the demo chart: its stylesheet (id "apexcharts-css") and
 *   the legend's rules. Their texts are fixed per version, so they are read here from the very
 *   file webpack bundles, and stay right when the package is updated.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import type { RuntimeStyle } from './csp';

export const EMOTION_EMPTY_STYLE: RuntimeStyle = {
  source: "Emotion's browser style sheet (rules inserted through the CSSOM)",
  text: '',
};

/** Where the library creates a <style> element. */
const STYLE_CREATION = /createElement\(\s*["']style["']\s*\)/g;

/** Where it then puts text into it: `x.textContent = "…"` or `document.createTextNode("…")`. */
const TEXT_SINK = /(?:\.textContent\s*=\s*|createTextNode\(\s*)(?=["'])/g;

/** How far after the element's creation its text must be set to count as its text. */
const SINK_DISTANCE = 1000;

/**
 * The value of the JavaScript string literal starting at `start` (a quote), or undefined if
 * there is none. The literal's source is checked to be one quoted string before it is
 * evaluated, so evaluating it can only produce that string.
 */
export function stringLiteralAt(source: string, start: number): string | undefined {
  const quote = source[start];
  if (quote !== '"' && quote !== "'") return undefined;
  for (let index = start + 1; index < source.length; index += 1) {
    const character = source[index];
    if (character === '\\') index += 1;
    else if (character === '\n') return undefined;
    else if (character === quote) {
      const literal = source.slice(start, index + 1);
      const value: unknown = runInNewContext(literal);
      return typeof value === 'string' ? value : undefined;
    }
  }
  return undefined;
}

/**
 * The texts of the <style> elements a bundled library creates: for each `createElement("style")`,
 * the string literal it then receives. Throws when one has no literal text nearby (a newer
 * version building its CSS differently), so the build stops instead of publishing a policy
 * that blocks it.
 */
export function injectedStyleTexts(bundle: string, library: string): string[] {
  const texts: string[] = [];
  for (const creation of bundle.matchAll(STYLE_CREATION)) {
    const sink = new RegExp(TEXT_SINK.source, 'g');
    sink.lastIndex = creation.index;
    const found = sink.exec(bundle);
    const text =
      found && found.index - creation.index < SINK_DISTANCE
        ? stringLiteralAt(bundle, found.index + found[0].length)
        : undefined;
    if (text === undefined) {
      throw new Error(
        `${library} creates a <style> element (at character ${creation.index} of its bundle) ` +
          'without a literal text the build can hash: gatsby/runtime-styles.ts must learn how ' +
          'this version writes its styles',
      );
    }
    texts.push(text);
  }
  return texts;
}

/**
 * The file of a package that webpack bundles for the browser: its "browser" entry when that is
 * a string, then "module", then "main" (webpack's mainFields for web targets).
 */
export function browserEntry(siteDir: string, packageName: string): string {
  const resolve = createRequire(path.join(siteDir, 'package.json')).resolve;
  const manifestPath = resolve(`${packageName}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    browser?: unknown;
    module?: string;
    main?: string;
  };
  const entry =
    (typeof manifest.browser === 'string' ? manifest.browser : undefined) ??
    manifest.module ??
    manifest.main ??
    'index.js';
  return path.join(path.dirname(manifestPath), entry);
}

/** ApexCharts' two style blocks, read from the installed package. */
export function apexChartsStyles(siteDir: string): RuntimeStyle[] {
  const file = browserEntry(siteDir, 'apexcharts');
  const texts = injectedStyleTexts(readFileSync(file, 'utf8'), 'ApexCharts');
  if (texts.length === 0) {
    throw new Error(`ApexCharts (${file}) no longer creates <style> elements the build can find`);
  }
  return texts.map((text) => ({ source: `ApexCharts (${path.basename(file)})`, text }));
}

/** Every <style> block the page gains in the browser. */
export function runtimeStyles(siteDir: string): RuntimeStyle[] {
  return [EMOTION_EMPTY_STYLE, ...apexChartsStyles(siteDir)];
}
