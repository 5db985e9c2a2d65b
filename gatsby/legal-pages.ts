// content/legal/<language>/<page>.md: front matter then Markdown with {{placeholders}} for the studio's
// facts, rendered at build time with raw HTML escaped.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import MarkdownIt from 'markdown-it';
import type { PageShape } from '../src/lib/page-shape';
import { LEGAL_FRONT_MATTER, PLACEHOLDER_PATTERN } from './content-model';
import { namesIn, readText, schemaProblems } from './content-check';
import { emailJsBuildEnv } from './emailjs-env';
import { markupProblem, scriptUrlIn } from './markup';

export const LEGAL_FOLDER = 'legal';

/** The facts of content/site.yaml a legal text may name, by placeholder. */
export const LEGAL_PLACEHOLDERS = ['studioName', 'legalName', 'address', 'email'] as const;
type LegalFacts = Record<(typeof LEGAL_PLACEHOLDERS)[number], string>;

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const renderer = new MarkdownIt({ html: false, linkify: false, typographer: false });
/** Reads raw HTML as HTML, only to find it and name it. */
const htmlFinder = new MarkdownIt({ html: true });

export const legalSlugs = (contentDir: string, shape: PageShape) =>
  namesIn(path.join(contentDir, LEGAL_FOLDER, shape.defaultLanguage), '.md');

/** The front matter and the Markdown after it, or why they cannot be read. */
type FrontMatter = { data: unknown; body: string; bodyLine: number } | { error: string };
export function splitFrontMatter(text: string): FrontMatter {
  const match = FRONT_MATTER.exec(text);
  if (!match)
    return {
      error: 'no front matter: start the file with "---", title, description, updated, "---"',
    };
  try {
    // JSON_SCHEMA: a date stays the text the editor wrote.
    const data = yaml.load(match[1] ?? '', { schema: yaml.JSON_SCHEMA });
    return { data, body: text.slice(match[0].length), bodyLine: match[0].split('\n').length };
  } catch (error) {
    return {
      error: `the front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
    };
  }
}

function fileProblems(text: string, shown: string): string[] {
  const split = splitFrontMatter(text);
  if ('error' in split) return [`${shown}: ${split.error}`];
  if (typeof split.data !== 'object' || split.data === null)
    return [`${shown}: the front matter should be "field: value" lines`];
  const problems = schemaProblems(shown, LEGAL_FRONT_MATTER, split.data, 'fields');
  if (split.body.trim() === '') problems.push(`${shown}: the text is empty`);
  const tokens = htmlFinder.parse(split.body, {});
  const line = (map: [number, number] | null | undefined) =>
    map ? `, line ${map[0] + split.bodyLine}` : '';
  tokens.forEach((token, index) => {
    const html = [token, ...(token.children ?? [])].find((t) => t.type.startsWith('html_'));
    if (html)
      problems.push(
        `${shown}${line(token.map ?? tokens[index - 1]?.map)}: holds raw HTML (${JSON.stringify(html.content.trim().slice(0, 24))}): ` +
          'write Markdown only (## for a heading, **bold**, [words](https://...) for a link)',
      );
    if (token.type === 'heading_open' && token.tag === 'h1')
      problems.push(
        `${shown}${line(token.map)}: a level-1 heading ("# ..."): the title is the page's only one; start sections with "## "`,
      );
  });
  const script = scriptUrlIn(split.body);
  if (script) problems.push(`${shown}: ${markupProblem(script)}`);
  for (const [, name = ''] of split.body.matchAll(PLACEHOLDER_PATTERN)) {
    if (!(LEGAL_PLACEHOLDERS as readonly string[]).includes(name)) {
      const known = LEGAL_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ');
      problems.push(`${shown}: {{${name}}} is not a known placeholder (known: ${known})`);
    }
  }
  return problems;
}

// Every problem of content/legal: each language has each page of the default language (and no
// other), each file reads as a legal page, and footer links to site pages lead to one.
export function legalProblems(contentDir: string, shape: PageShape): string[] {
  const problems: string[] = [];
  const slugs = legalSlugs(contentDir, shape);
  const shown = (code: string, slug: string) => `content/${LEGAL_FOLDER}/${code}/${slug}.md`;
  for (const { code } of shape.languages) {
    const found = namesIn(path.join(contentDir, LEGAL_FOLDER, code), '.md');
    for (const slug of slugs.filter((s) => !found.includes(s)))
      problems.push(
        `${shown(code, slug)}: the file is missing (${shown(shape.defaultLanguage, slug)} has it: copy and translate it)`,
      );
    for (const slug of found) {
      if (!slugs.includes(slug)) {
        problems.push(
          `${shown(code, slug)}: no such page in content/${LEGAL_FOLDER}/${shape.defaultLanguage}`,
        );
      } else if (!SLUG_PATTERN.test(slug)) {
        problems.push(
          `${shown(code, slug)}: the file name becomes the page's address: use lowercase letters, digits and hyphens`,
        );
      } else {
        const file = path.join(contentDir, LEGAL_FOLDER, code, `${slug}.md`);
        problems.push(...fileProblems(readText(file), shown(code, slug)));
      }
    }
  }
  let links: unknown;
  try {
    links = yaml.load(readText(path.join(contentDir, 'footer-links.yaml')));
  } catch {
    return problems; // reported by the check of the YAML files
  }
  const pages = ['/', ...slugs.map((slug) => `/${slug}/`)];
  for (const { id, href } of Array.isArray(links) ? links : []) {
    if (typeof href === 'string' && /^\/(?!\/)/.test(href) && !pages.includes(href))
      problems.push(
        `content/footer-links.yaml, entry "${String(id)}", field "href": "${href}" is not a page of the site (its pages: ${pages.join(', ')})`,
      );
  }
  return problems;
}

const fill = (text: string, facts: LegalFacts) =>
  text.replace(PLACEHOLDER_PATTERN, (found, name: keyof LegalFacts) => facts[name] ?? found);

/** Every legal page of every language, as the site publishes it. Throws with their problems. */
export function legalPages(contentDir: string, shape: PageShape) {
  const recaptcha = emailJsBuildEnv(path.dirname(contentDir)).GATSBY_RECAPTCHA_SITE_KEY;
  const problems = legalProblems(contentDir, shape);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const site = yaml.load(readText(path.join(contentDir, 'site.yaml'))) as Record<string, string>;
  const facts: LegalFacts = { ...site, studioName: site.name ?? '' } as LegalFacts;
  return shape.languages.flatMap(({ code: language }) =>
    legalSlugs(contentDir, shape).map((slug) => {
      const text = readText(path.join(contentDir, LEGAL_FOLDER, language, `${slug}.md`));
      const split = splitFrontMatter(text) as { data: Record<string, string>; body: string };
      // With the form's reCAPTCHA on, with-recaptcha/<page>.md (Google's part) follows the text.
      const google = path.join(contentDir, LEGAL_FOLDER, language, 'with-recaptcha', `${slug}.md`);
      const withGoogle = recaptcha && fs.existsSync(google) ? `\n\n${readText(google)}` : '';
      return {
        slug,
        language,
        title: fill(split.data.title ?? '', facts),
        description: fill(split.data.description ?? '', facts),
        updated: split.data.updated ?? '',
        html: renderer.render(fill(split.body + withGoogle, facts)),
      };
    }),
  );
}
