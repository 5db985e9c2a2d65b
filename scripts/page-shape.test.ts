/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localizedPath } from '../src/lib/languages';
import { PAGE_SHAPE } from '../src/lib/page-shape';

interface PlainNodeView {
  PAGE_SHAPE: unknown;
  LANGUAGES: { code: string; home: string }[];
}

/**
 * What scripts/page-shape.mjs gives a plain Node script, read by Node itself: the module is ES
 * and reads the JSON relative to its own URL, as the servers, the size check and the bench run it.
 */
function plainNodeView(): PlainNodeView {
  const url = pathToFileURL(path.join(__dirname, 'page-shape.mjs')).href;
  const program = `process.stdout.write(JSON.stringify(await import(${JSON.stringify(url)})));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', program], {
    cwd: path.join(__dirname, '..'),
    encoding: 'utf8',
  });
  return JSON.parse(output) as PlainNodeView;
}

describe('scripts/page-shape.mjs', () => {
  const view = plainNodeView();

  it('reads the same manifest as src/lib/page-shape.ts', () => {
    expect(view.PAGE_SHAPE).toEqual(PAGE_SHAPE);
  });

  it('lists every language in the same order, with the home page the site publishes it at', () => {
    expect(view.LANGUAGES).toEqual(
      PAGE_SHAPE.languages.map((language) => ({
        ...language,
        home: localizedPath(language.code, '/'),
      })),
    );
    expect(view.LANGUAGES.map((language) => language.code)).toEqual(LANGUAGE_CODES);
  });

  it('puts the default language at the root and every other under its code', () => {
    for (const { code, home } of view.LANGUAGES) {
      expect(home).toBe(code === DEFAULT_LANGUAGE ? '/' : `/${code}/`);
    }
  });
});
