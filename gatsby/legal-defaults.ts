// Public builds warn while a legal text or the address is still the sample, known by its normalised
// Markdown's hash, so a re-save is no review but changed words are.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { PageShape } from '../src/lib/page-shape';
import { LEGAL_FOLDER, splitFrontMatter } from './legal-pages';
import { isPlaceholderOrLocalHost } from '../scripts/production-checks';

/** The sha256 of each shipped sample, by "<language>/<page>": never update them to new texts. */
export const SAMPLE_LEGAL_TEXTS: Readonly<Record<string, string>> = {
  'en/cookies': '09cac04e1a52b1895c52be8a87749691a699cefc381d4fbe0b53eacec265fd28',
  'en/privacy': 'f4e0bfb9839c42f0fde4eb92819af54e151feb9a742a39c0a335b97befecb7e5',
  'en/terms': '174cea611e68687d2762e9db325c4c458f976a86566af4afcd57f4d21b5efa5c',
  'fr/cookies': 'bde2a3ac2a5086d3c774a3a6077265f5ca2dc4fe2690aa7b8124bcb8ad4271ae',
  'fr/privacy': '7a07af5785bc34171df6a9b7de829331e5e0e46135038ac2f138c2785eb1c1d9',
  'fr/terms': '21dab3ac5418fc45354b5aab24050d95ce1cf8f43beb2857e9fd00556455a2e9',
  'it/cookies': '584f2724d2461b121c86276076b7348e5aa8752317831eefef384e728296bee8',
  'it/privacy': 'c53cc087f0fa49faaab964c2702166be76dc842770212a269bf46872f649965d',
  'it/terms': '02c8512b28ddecddf4d5f4f3098d5b61eb286752a46d5374712815e6370d553c',
};

/** content/site.yaml's shipped address of the data controller: a placeholder. */
export const SAMPLE_ADDRESS =
  '[Indirizzo della sede: da completare · Registered address: to be completed]';

/** The hash a legal text is known by: its Markdown after the front matter, normalised. */
export function legalTextHash(fileText: string): string {
  const text = fileText.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const split = splitFrontMatter(text);
  const body = 'error' in split ? text : split.body;
  const normalised = body
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
  return createHash('sha256').update(normalised).digest('hex');
}

export function legalSampleLines(
  contentDir: string,
  shape: PageShape,
  samples: Readonly<Record<string, string>> = SAMPLE_LEGAL_TEXTS,
): string[] {
  const lines: string[] = [];
  for (const { code } of shape.languages) {
    const folder = path.join(contentDir, LEGAL_FOLDER, code);
    if (!fs.existsSync(folder)) continue;
    for (const name of fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.md'))
      .sort()) {
      const key = `${code}/${name.slice(0, -'.md'.length)}`;
      const text = fs.readFileSync(path.join(folder, name), 'utf8');
      if (samples[key] === legalTextHash(text)) {
        lines.push(`content/${LEGAL_FOLDER}/${key}.md is still the sample text`);
      }
    }
  }
  const site = yaml.load(fs.readFileSync(path.join(contentDir, 'site.yaml'), 'utf8')) as {
    address?: unknown;
  } | null;
  if (site?.address === SAMPLE_ADDRESS) {
    lines.push('content/site.yaml, field "address": still the sample placeholder');
  }
  return lines;
}

export function legalSampleWarning(lines: readonly string[]): string | undefined {
  if (lines.length === 0) return undefined;
  return (
    'The legal pages still hold the sample texts this site shipped with: they describe what the ' +
    'site does, but the studio must review them (and complete its address) before publishing. ' +
    `Edit the files in content/legal and content/site.yaml:\n${lines.map((line) => `  - ${line}`).join('\n')}`
  );
}

/** Whether a build is one for the public site: production, for an address that is not a placeholder. */
export function buildsForPublicSite(env: Record<string, string | undefined>): boolean {
  if (env.NODE_ENV !== 'production' || !env.SITE_URL?.trim()) return false;
  try {
    return !isPlaceholderOrLocalHost(new URL(env.SITE_URL.trim()).hostname);
  } catch {
    return false;
  }
}
