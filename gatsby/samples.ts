// Public builds warn while a legal text (known by its Markdown's hash: a re-save is no review), the
// company's identity or an entry (a project, a price, a logo…) is still a shipped sample;
// build:production refuses the identity.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { PageShape } from '../src/lib/page-shape';
import { isPlaceholderOrLocalHost } from '../src/lib/site-url';
import { readText, yamlOrNothing } from './content-check';
import { LEGAL_FOLDER, legalSlugs, splitFrontMatter } from './legal-pages';
import { legalPartsInUse } from './legal-parts';

/** The shipped samples: each legal text's hash by "<language>/[<part folder>/]<page>", the company's identity. */
const SAMPLES = yaml.load(readText(path.join(__dirname, 'samples.yaml'))) as {
  legalTexts: Readonly<Record<string, string>>;
  company: Readonly<Record<string, string>>;
};
export const SAMPLE_COMPANY = SAMPLES.company;

type Entry = { id?: string; [field: string]: unknown };

function load(contentDir: string, file: string): unknown {
  const absolute = path.join(contentDir, file);
  return fs.existsSync(absolute) ? yamlOrNothing(readText(absolute)) : undefined;
}

const entriesOf = (contentDir: string, file: string): Entry[] => {
  const list = load(contentDir, file);
  return Array.isArray(list) ? list : [];
};

export function sampleCompanyLines(contentDir: string): string[] {
  const company = load(contentDir, 'company.yaml') as Entry | null | undefined;
  return Object.entries(SAMPLE_COMPANY)
    .filter(([field, sample]) => String(company?.[field] ?? '').trim() === sample)
    .map(([field]) => `content/company.yaml, field "${field}": still the sample value`);
}

/** The hash a legal text is known by: its Markdown after the front matter, normalised. */
export function legalTextHash(fileText: string): string {
  const text = fileText.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const split = splitFrontMatter(text);
  const body = 'error' in split ? text : split.body;
  const normalised = body.replace(/[^\S\n]+$/gm, '').trim(); // no spaces at line ends
  return createHash('sha256').update(normalised).digest('hex');
}

export function sampleLines(
  contentDir: string,
  shape: PageShape,
  samples: Readonly<Record<string, string>> = SAMPLES.legalTexts,
): string[] {
  const lines: string[] = [];
  // The pages, and the parts this build adds to them (the booking service's, the counting's, …).
  const folders = ['', ...legalPartsInUse(contentDir).parts.map((part) => part.folder)];
  for (const { code } of shape.languages) {
    for (const folder of folders) {
      for (const slug of legalSlugs(contentDir, shape, folder)) {
        const name = path.posix.join(code, folder, slug);
        const file = path.join(contentDir, LEGAL_FOLDER, name);
        const text = fs.existsSync(`${file}.md`) ? fs.readFileSync(`${file}.md`, 'utf8') : '';
        if (samples[name] === legalTextHash(text))
          lines.push(`content/${LEGAL_FOLDER}/${name}.md is still the sample text`);
      }
    }
  }
  lines.push(...sampleCompanyLines(contentDir));
  const projects = entriesOf(contentDir, 'projects.yaml');
  for (const project of projects)
    if (project?.sample === true) lines.push(`${at(project, 'sample')}: a sample project`);
  for (const project of projects)
    if (quoteOf(project)?.sample === true)
      lines.push(`${at(project, 'quote')}: a sample client's quote`);
  for (const [file, what] of Object.entries(SAMPLE_ENTRIES))
    for (const entry of entriesOf(contentDir, file))
      if (entry?.sample === true) lines.push(`${at(entry, 'sample', file)}: ${what}`);
  return lines;
}

/** The lists whose entries may be marked `sample`, besides projects, and what such an entry is. */
const SAMPLE_ENTRIES: Readonly<Record<string, string>> = {
  'clients.yaml': "a sample client's logo",
  'engagements.yaml': 'a sample engagement and price',
  'process-steps.yaml': 'a sample step of how the studio works',
  'questions.yaml': 'a sample question and answer',
};

const at = (entry: Entry, field: string, file = 'projects.yaml') =>
  `content/${file}, entry "${entry.id}", field "${field}"`;

/** A project's client's quote (inside the project), when it has one. */
function quoteOf(project: Entry | null): Entry | undefined {
  const quote = project?.quote;
  return typeof quote === 'object' && quote !== null ? (quote as Entry) : undefined;
}

const LEFT_OFF = 'left off the pages until "consent" is true (the client agreed in writing)';

/** The quotes every build leaves off the pages, for want of the client's consent: one line each. */
export const unconsentedQuoteLines = (contentDir: string): string[] =>
  entriesOf(contentDir, 'projects.yaml')
    .filter((project) => {
      const quote = quoteOf(project);
      return quote !== undefined && quote.consent !== true;
    })
    .map((project) => `${at(project, 'quote')}: ${LEFT_OFF}`);

/** The client logos every build leaves off the pages, for want of the client's consent. */
export const unconsentedLogoLines = (contentDir: string): string[] =>
  entriesOf(contentDir, 'clients.yaml')
    .filter((client) => client?.consent !== true)
    .map((client) => `${at(client, 'consent', 'clients.yaml')}: ${LEFT_OFF}`);

export function sampleWarning(lines: readonly string[]): string | undefined {
  if (lines.length === 0) return undefined;
  return (
    'The site still holds samples it shipped with: the legal texts describe what the site does, ' +
    'but the studio must review them (and enter its own legal identity), and the sample projects, ' +
    'prices, steps, questions and logos (labelled so on the page) must give way to the studio’s ' +
    'own before publishing. Edit:\n' +
    lines.map((line) => `  - ${line}`).join('\n')
  );
}

export function buildsForPublicSite(env: Record<string, string | undefined>): boolean {
  const url = env.SITE_URL?.trim() ?? '';
  if (env.NODE_ENV !== 'production' || !URL.canParse(url)) return false;
  return !isPlaceholderOrLocalHost(new URL(url).hostname);
}
