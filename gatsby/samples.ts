// Public builds warn while a legal text (known by its Markdown's hash: a re-save is no review), the
// company's identity or a project is still a shipped sample; build:production refuses the identity.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PageShape } from '../src/lib/page-shape';
import { isPlaceholderOrLocalHost } from '../src/lib/site-url';
import { readText, yamlOrNothing } from './content-check';
import { LEGAL_FOLDER, legalSlugs, splitFrontMatter } from './legal-pages';

/** The sha256 of each shipped sample, by "<language>/<page>": never update them to new texts. */
const SAMPLE_LEGAL_TEXTS: Readonly<Record<string, string>> = {
  'en/cookies': 'af93c8cab797120a0624b7cae8b3713e2c9b1a3427cb3687f71fe5302ca46b0c',
  'en/privacy': '1539c06aa34d4b3462b3f9307ec2335f9272342b7d7de7810399d6615b8d2bb7',
  'en/terms': '174cea611e68687d2762e9db325c4c458f976a86566af4afcd57f4d21b5efa5c',
  'fr/cookies': '69207a44e79fb9c9731979e57eb25bd2ffb063954a658a3bc3da841a8fd904f3',
  'fr/privacy': 'f752167e57afd510c4c1669f4e4bebb30bcd9732edaae9ba99f46ca826f6c60f',
  'fr/terms': '21dab3ac5418fc45354b5aab24050d95ce1cf8f43beb2857e9fd00556455a2e9',
  'it/cookies': 'ca67daa8ea50a5932df567091a365efa5fd4370286c82e0634fdfadae44a0823',
  'it/privacy': 'e0044595fa8a2da89678aab60ebebae77496e2a311ae89db9a271948bbf2603c',
  'it/terms': '02c8512b28ddecddf4d5f4f3098d5b61eb286752a46d5374712815e6370d553c',
};

// company.yaml's shipped facts that identify a company: a real one never has them (the P.IVA's
// office code 890 is assigned to none). Its town, form or capital may be a real company's too.
export const SAMPLE_COMPANY: Readonly<Record<string, string>> = {
  legalName: 'Nodo Studio S.r.l. (esempio)',
  vatNumber: '12345678903',
  officeStreet: "Via dell'Esempio 1",
  reaNumber: '0000000',
  pec: 'nodostudio@pec.esempio.it',
  publicationDirector: 'Nome Cognome (esempio)',
  hostName: 'Fornitore di hosting (esempio)',
  hostAddress: 'Indirizzo del fornitore (esempio)',
  hostTelephone: '+39 000 0000000',
};

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
  samples: Readonly<Record<string, string>> = SAMPLE_LEGAL_TEXTS,
): string[] {
  const lines: string[] = [];
  for (const { code } of shape.languages) {
    for (const slug of legalSlugs(contentDir, shape)) {
      const file = path.join(contentDir, LEGAL_FOLDER, code, `${slug}.md`);
      const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      if (samples[`${code}/${slug}`] === legalTextHash(text))
        lines.push(`content/${LEGAL_FOLDER}/${code}/${slug}.md is still the sample text`);
    }
  }
  lines.push(...sampleCompanyLines(contentDir));
  for (const [file, what] of [
    ['projects.yaml', 'a sample project'],
    ['quotes.yaml', "a sample client's quote"],
  ]) {
    for (const entry of entriesOf(contentDir, file!))
      if (entry?.sample === true)
        lines.push(`content/${file}, entry "${entry.id}", field "sample": ${what}`);
  }
  return lines;
}

/** The quotes every build leaves off the pages, for want of the client's consent: one line each. */
export const unconsentedQuoteLines = (contentDir: string): string[] =>
  entriesOf(contentDir, 'quotes.yaml')
    .filter((quote) => quote?.consent !== true)
    .map(
      (quote) =>
        `content/quotes.yaml, entry "${quote.id}": left off the pages until "consent" is true (the client agreed in writing)`,
    );

export function sampleWarning(lines: readonly string[]): string | undefined {
  if (lines.length === 0) return undefined;
  return (
    'The site still holds samples it shipped with: the legal texts describe what the site does, ' +
    'but the studio must review them (and enter its own legal identity), and the sample projects ' +
    '(labelled so on the page) must give way to the studio’s own work before publishing. Edit:\n' +
    lines.map((line) => `  - ${line}`).join('\n')
  );
}

export function buildsForPublicSite(env: Record<string, string | undefined>): boolean {
  if (env.NODE_ENV !== 'production' || !env.SITE_URL?.trim()) return false;
  try {
    return !isPlaceholderOrLocalHost(new URL(env.SITE_URL.trim()).hostname);
  } catch {
    return false;
  }
}
