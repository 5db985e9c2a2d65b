// content/legal/<language>/<page>.md: front matter, then Markdown with {{placeholders}} for facts.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { PageShape } from '../src/lib/page-shape';
import { formatOffice, formatShareCapital, reaText, taxId } from '../src/lib/company';
import type { CompanyFacts } from '../src/lib/company';
import type { LanguageCode } from '../src/lib/languages';
import { valueAt } from '../src/lib/locale-text';
import { LEGAL_FRONT_MATTER } from './content-model';
import { namesIn, type Problem, problemLine, readText, schemaProblems } from './content-check';
import {
  brokenRules,
  FACT_RULES,
  forbiddenAt,
  keeps,
  LEGAL_BODY_RULES,
  PLACEHOLDER_PATTERN,
} from './content-rules';
import type { LEGAL_PLACEHOLDERS, Rule } from './content-rules';
import { LEGAL_PARTS, legalPartsInUse, partBodyRules } from './legal-parts';
import { renderMarkdown } from './markdown';

export const LEGAL_FOLDER = 'legal';
/** content/legal/<language>/with-recaptcha/<page>.md: Google's part of a page, when the form uses it. */
export const RECAPTCHA_FOLDER = 'with-recaptcha';

type LegalFacts = Record<(typeof LEGAL_PLACEHOLDERS)[number], string>;

/** The default language's pages (with a part's `folder`, such as RECAPTCHA_FOLDER: those with that part). */
export const legalSlugs = (contentDir: string, shape: PageShape, folder = '') =>
  namesIn(path.join(contentDir, LEGAL_FOLDER, shape.defaultLanguage, folder), '.md');

type FrontMatter = { data: unknown; body: string; bodyLine: number } | { error: string };
export function splitFrontMatter(text: string): FrontMatter {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match)
    return {
      error: 'no front matter: start the file with "---", title, description, updated, "---"',
    };
  try {
    // JSON_SCHEMA: a date stays the text the editor wrote.
    const data = yaml.load(match[1] ?? '', { schema: yaml.JSON_SCHEMA });
    return { data, body: text.slice(match[0].length), bodyLine: match[0].split('\n').length };
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0];
    return { error: `the front matter is not valid YAML: ${reason}` };
  }
}

/** The problems of a legal text's Markdown, by line from the file's first (`firstLine`). */
export function bodyProblems(
  body: string,
  file: string,
  firstLine = 1,
  rules: readonly Rule[] = LEGAL_BODY_RULES,
): Problem[] {
  if (body.trim() === '') return [{ file, message: 'the text is empty' }];
  return brokenRules(body, rules).map((broken) => {
    const at = forbiddenAt(body, broken);
    const line =
      at === undefined ? {} : { line: firstLine + body.slice(0, at).split('\n').length - 1 };
    return { file, ...line, message: broken.message.en };
  });
}

function pageProblems(text: string, file: string): Problem[] {
  const split = splitFrontMatter(text);
  if ('error' in split) return [{ file, message: split.error }];
  if (typeof split.data !== 'object' || split.data === null)
    return [{ file, message: 'the front matter should be "field: value" lines' }];
  return [
    ...schemaProblems(file, LEGAL_FRONT_MATTER, split.data, 'fields'),
    ...bodyProblems(split.body, file, split.bodyLine),
  ];
}

/** Each language has each of the default language's files of a folder, and no other. */
function sameFiles(
  contentDir: string,
  shape: PageShape,
  folder: string,
  check: (text: string, file: string) => Problem[],
): Problem[] {
  const shown = (code: string, slug = '') =>
    `content/${path.posix.join(LEGAL_FOLDER, code, folder, slug && `${slug}.md`)}`;
  const slugs = legalSlugs(contentDir, shape, folder);
  return shape.languages.flatMap(({ code }) => {
    const dir = path.join(contentDir, LEGAL_FOLDER, code, folder);
    const found = namesIn(dir, '.md');
    const missing = slugs.filter((slug) => !found.includes(slug));
    return [
      ...missing.map((slug) => ({
        file: shown(code, slug),
        message: `the file is missing (${shown(shape.defaultLanguage, slug)} has it: copy and translate it)`,
      })),
      ...found.flatMap((slug): Problem[] => {
        const file = shown(code, slug);
        if (!slugs.includes(slug))
          return [{ file, message: `no such page in ${shown(shape.defaultLanguage)}` }];
        const message = `the file name becomes the page's address: use lowercase letters, digits and hyphens`;
        if (!keeps(slug, FACT_RULES.id)) return [{ file, message }];
        return check(readText(path.join(dir, `${slug}.md`)), file);
      }),
    ];
  });
}

// Each legal file reads as a page, each part (reCAPTCHA's, …) follows one, each local footer link is one.
export function legalProblems(contentDir: string, shape: PageShape): Problem[] {
  const slugs = legalSlugs(contentDir, shape);
  const problems = [
    ...sameFiles(contentDir, shape, '', pageProblems),
    ...LEGAL_PARTS.flatMap((part) =>
      sameFiles(contentDir, shape, part.folder, (text, file) =>
        bodyProblems(text, file, 1, partBodyRules(part)),
      ),
    ),
  ];
  const folder = `content/${LEGAL_FOLDER}/${shape.defaultLanguage}`;
  for (const part of LEGAL_PARTS)
    for (const slug of legalSlugs(contentDir, shape, part.folder))
      if (!slugs.includes(slug))
        problems.push({
          file: `${folder}/${part.folder}/${slug}.md`,
          message: `no page ${folder}/${slug}.md for it to follow`,
        });
  let links: unknown;
  try {
    links = yaml.load(readText(path.join(contentDir, 'footer-links.yaml')));
  } catch {
    return problems; // reported by the check of the YAML files
  }
  const pages = ['/', ...slugs.map((slug) => `/${slug}/`)];
  for (const link of Array.isArray(links) ? links : []) {
    const { id, href } = link ?? {}; // an empty entry (a stray "- " line): the YAML check says so
    if (typeof href === 'string' && /^\/(?!\/)/.test(href) && !pages.includes(href))
      problems.push({
        file: 'content/footer-links.yaml',
        entry: String(id),
        field: 'href',
        message: `"${href}" is not a page of the site (its pages: ${pages.join(', ')})`,
      });
  }
  return problems;
}

const fill = (text: string, facts: LegalFacts) =>
  text.replace(PLACEHOLDER_PATTERN, (found, name: keyof LegalFacts) => facts[name] ?? found);

/** What a placeholder shows for a fact the company does not have (no REA, no share capital). */
export const ABSENT_FACT = '—';

/** The facts the legal texts name, written as the footer writes them, in one language. */
export function legalFacts(contentDir: string, language: LanguageCode): LegalFacts {
  const load = (file: string) => yaml.load(readText(path.join(contentDir, file)));
  const site = load('site.yaml') as { name: string; email: string };
  const company = load('company.yaml') as CompanyFacts;
  const common = JSON.parse(readText(path.join(contentDir, 'locales', language, 'common.json')));
  const form = valueAt(common, `company.forms.${company.legalForm}`);
  const capital = company.shareCapital;
  return {
    ...company,
    studioName: site.name,
    email: site.email,
    legalForm: typeof form === 'string' ? form : company.legalForm,
    address: formatOffice(company, language),
    taxCode: taxId(company),
    rea: reaText(company) ?? ABSENT_FACT,
    shareCapital: capital ? formatShareCapital(capital, language) : ABSENT_FACT,
  };
}

/** Every legal page of every language, as the site publishes it. Throws with their problems. */
export function legalPages(contentDir: string, shape: PageShape) {
  const inUse = legalPartsInUse(contentDir);
  const problems = legalProblems(contentDir, shape);
  if (problems.length > 0) throw new Error(problems.map(problemLine).join('\n'));
  return shape.languages.flatMap(({ code: language }) => {
    const facts = { ...legalFacts(contentDir, language), ...inUse.facts };
    return legalSlugs(contentDir, shape).map((slug) => {
      const file = (folder = '') =>
        path.join(contentDir, LEGAL_FOLDER, language, folder, `${slug}.md`);
      const { data, body } = splitFrontMatter(readText(file())) as { data: unknown; body: string };
      const { title, description, updated } = LEGAL_FRONT_MATTER.parse(data);
      // The parts of what this build uses follow the text: with-recaptcha/<page>.md (Google's), …
      const parts = inUse.parts
        .map((part) => file(part.folder))
        .filter((part) => fs.existsSync(part))
        .map((part) => `\n\n${readText(part)}`)
        .join('');
      return {
        slug,
        language,
        title: fill(title, facts),
        description: fill(description, facts),
        updated,
        html: renderMarkdown(fill(body + parts, facts)),
      };
    });
  });
}
