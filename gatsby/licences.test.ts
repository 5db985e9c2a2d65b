/** @jest-environment node */
// A dependency's licence must not change unnoticed: each runtime dependency as installed names an
// open licence, and ApexCharts' LICENSE files are still the MIT text. apexcharts 5.0.0's
// package.json still says "MIT" while its LICENSE is free only below a revenue limit
// (docs/architecture.md, "Pinned versions").
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const packageDir = (name: string) => path.join(ROOT, 'node_modules', name);
const installed = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
    license?: unknown;
  };

/** Open licences by SPDX id; another is a decision to take, not an update to merge. */
const OPEN = new Set([
  'MIT',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'CC0-1.0',
  'Unlicense',
  'OFL-1.1', // the font's (@fontsource-variable/plus-jakarta-sans)
]);

/** An open id, or a choice of ids ("(MIT OR Apache-2.0)") one of which is open; nothing else. */
function isOpen(license: unknown): boolean {
  if (typeof license !== 'string') return false;
  const choices = license
    .trim()
    .replace(/^\((.*)\)$/, '$1')
    .split(' OR ');
  return choices.some((id) => OPEN.has(id.trim()));
}

const MIT_TERMS = `Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in
all copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
THE SOFTWARE.`;
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The MIT licence: its title and copyright lines, then its terms word for word, nothing more. */
function isMitText(text: string): boolean {
  const lines = text.split(/\r?\n/);
  const terms = lines.filter(
    (line) => !/^\s*(The MIT License( \(MIT\))?|Copyright\b.*)$/i.test(line),
  );
  return words(terms.join('\n')) === words(MIT_TERMS);
}

const { dependencies } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

it.each(Object.keys(dependencies))('%s, as installed, names an open licence', (name) => {
  const { version, license } = installed(packageDir(name));
  expect([`${name}@${version}`, license, isOpen(license)]).toEqual([
    `${name}@${version}`,
    license,
    true,
  ]);
});

it.each(['apexcharts', 'react-apexcharts'])(
  '%s, as installed, comes with the MIT LICENSE',
  (name) => {
    const dir = packageDir(name);
    const { version } = installed(dir);
    const text = fs.readFileSync(path.join(dir, 'LICENSE'), 'utf8');
    expect([`${name}@${version}`, isMitText(text)]).toEqual([`${name}@${version}`, true]);
  },
);

describe('the checks themselves', () => {
  it('refuse what is not an open licence', () => {
    expect(['MIT', '(MIT OR CC0-1.0)', 'Apache-2.0'].filter(isOpen)).toHaveLength(3);
    const closed = ['SEE LICENSE IN LICENSE', 'UNLICENSED', 'BUSL-1.1', 'MIT AND Commons-Clause'];
    expect([...closed, undefined, { type: 'MIT' }].filter(isOpen)).toEqual([]);
  });

  it("refuse ApexCharts 5's LICENSE (its package.json still says MIT), or MIT with a condition", () => {
    // The opening of apexcharts 5.0.0's LICENSE.
    const dual = `## 📄 License Options for ApexCharts

ApexCharts is offered under a **dual-license model** to support individuals, startups, and commercial products of all sizes.

### 🔓 Community License (Free)

For individuals, non-profits, educators, and small businesses with **less than $2 million USD in annual revenue**.`;
    expect(isMitText(dual)).toBe(false);
    const added = `The MIT License\n\nCopyright (c) 2018 ApexCharts\n\n${MIT_TERMS}\n\nBelow $2M only.`;
    expect([isMitText(added.replace('\n\nBelow $2M only.', '')), isMitText(added)]).toEqual([
      true,
      false,
    ]);
  });
});
