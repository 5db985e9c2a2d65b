/**
 * The legal pages (Privacy Policy, Terms of Service, Cookie Policy...): one Markdown file per page
 * and language, content/legal/<language>/<page>.md, that an editor changes like any text. Each
 * starts with its front matter (title, description, updated) and may name the studio's facts of
 * content/site.yaml as {{placeholders}}. The build renders them to HTML here, with a Markdown
 * renderer that escapes raw HTML; the content check (legalProblems) refuses raw HTML, script
 * links and anything else that would not render as the editor meant, one line per problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import MarkdownIt from 'markdown-it';
import type { PageShape } from '../src/lib/page-shape';
import { markupIn, markupProblem, scriptUrlIn } from './markup';

/** The folder under content/. */
export const LEGAL_FOLDER = 'legal';

/** The facts of content/site.yaml a legal text may name, by placeholder. */
export interface LegalFacts {
  studioName: string;
  legalName: string;
  address: string;
  email: string;
}

export const LEGAL_PLACEHOLDERS: readonly (keyof LegalFacts)[] = [
  'studioName',
  'legalName',
  'address',
  'email',
];

const FRONT_MATTER_FIELDS = ['title', 'description', 'updated'] as const;

/** A page as the site publishes it, in one language. */
export interface LegalPage {
  /** The page's path without its language prefix, between slashes: "privacy" -> /privacy/. */
  slug: string;
  language: string;
  title: string;
  description: string;
  /** The date of the last change, YYYY-MM-DD. */
  updated: string;
  /** The text as HTML: Markdown rendered, raw HTML escaped, placeholders filled. */
  html: string;
}

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PLACEHOLDER_PATTERN = /\{\{\s*([\w.]+)\s*\}\}/g;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Renders what editors write: raw HTML is shown as text, links are checked by markdown-it. */
const renderer = new MarkdownIt({ html: false, linkify: false, typographer: false });
/** Reads raw HTML as HTML, only to find it and name it. */
const htmlFinder = new MarkdownIt({ html: true });

const display = (...parts: string[]) => path.posix.join('content', ...parts);

function readText(file: string): string {
  return fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
}

/** The pages of a language folder: its .md files, by slug. */
function slugsIn(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -'.md'.length))
    .sort();
}

/** The legal pages the site publishes: those of the default language's folder. */
export function legalSlugs(contentDir: string, shape: PageShape): string[] {
  return slugsIn(path.join(contentDir, LEGAL_FOLDER, shape.defaultLanguage));
}

/** The front matter's fields and the Markdown after it, or why they cannot be read. */
export function splitFrontMatter(
  text: string,
): { data: Record<string, unknown>; body: string; bodyLine: number } | { error: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    return {
      error: 'no front matter: start the file with "---", title, description, updated, "---"',
    };
  }
  let data: unknown;
  try {
    data = yaml.load(match[1] ?? '');
  } catch (error) {
    const reason =
      error instanceof yaml.YAMLException ? error.message.split('\n')[0] : String(error);
    return { error: `the front matter is not valid YAML: ${reason}` };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { error: 'the front matter should be "field: value" lines' };
  }
  return {
    data: data as Record<string, unknown>,
    body: text.slice(match[0].length),
    // The file's line the Markdown starts on, so problems name the line an editor sees.
    bodyLine: match[0].split('\n').length,
  };
}

/** A date as YAML gives it (a Date for 2025-06-01 unquoted, or text), as YYYY-MM-DD. */
function isoDate(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    return value.toISOString().slice(0, 10);
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) return undefined;
    return date.toISOString().slice(0, 10) === value ? value : undefined;
  }
  return undefined;
}

/** Every problem of one legal file: its front matter, its Markdown, its placeholders. */
function fileProblems(text: string, shown: string): string[] {
  const split = splitFrontMatter(text);
  if ('error' in split) return [`${shown}: ${split.error}`];
  const problems: string[] = [];
  const { data, body } = split;
  for (const field of FRONT_MATTER_FIELDS) {
    const value = data[field];
    const where = `${shown}, field "${field}"`;
    if (value === undefined || value === null || value === '') {
      problems.push(`${where}: missing`);
    } else if (field === 'updated') {
      if (!isoDate(value)) {
        problems.push(`${where}: ${JSON.stringify(value)} should be a date written YYYY-MM-DD`);
      }
    } else if (typeof value !== 'string') {
      problems.push(`${where}: ${JSON.stringify(value)} should be text`);
    } else {
      const markup = markupIn(value);
      if (markup) problems.push(`${where}: ${markupProblem(markup)}`);
    }
  }
  for (const field of Object.keys(data)) {
    if (!(FRONT_MATTER_FIELDS as readonly string[]).includes(field)) {
      problems.push(
        `${shown}, field "${field}": not a known field (known fields: ${FRONT_MATTER_FIELDS.join(', ')})`,
      );
    }
  }

  if (body.trim() === '') problems.push(`${shown}: the text is empty`);
  const tokens = htmlFinder.parse(body, {});
  const lineOf = (map: [number, number] | null) => (map ? `, line ${map[0] + split.bodyLine}` : '');
  tokens.forEach((token, index) => {
    const inline = token.children ?? [];
    const html = [token, ...inline].find(
      (t) => t.type === 'html_block' || t.type === 'html_inline',
    );
    if (html) {
      problems.push(
        `${shown}${lineOf(token.map ?? tokens[index - 1]?.map ?? null)}: holds raw HTML (${JSON.stringify(html.content.trim().slice(0, 24))}): ` +
          'write Markdown only (## for a heading, **bold**, [words](https://...) for a link)',
      );
    }
    if (token.type === 'heading_open' && token.tag === 'h1') {
      problems.push(
        `${shown}${lineOf(token.map)}: a level-1 heading ("# ..."): the title is the page's only one; start sections with "## "`,
      );
    }
  });
  const script = scriptUrlIn(body);
  if (script) problems.push(`${shown}: ${markupProblem(script)}`);
  for (const [, name] of body.matchAll(PLACEHOLDER_PATTERN)) {
    if (!(LEGAL_PLACEHOLDERS as readonly string[]).includes(name ?? '')) {
      problems.push(
        `${shown}: {{${name}}} is not a known placeholder (known: ${LEGAL_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')})`,
      );
    }
  }
  return problems;
}

/**
 * Every problem of content/legal: each language of the page shape has each page of the default
 * language (and no other), each file reads as a legal page; and the site's links to pages
 * (content/footer-links.yaml) lead to pages that exist.
 */
export function legalProblems(contentDir: string, shape: PageShape): string[] {
  const problems: string[] = [];
  const root = path.join(contentDir, LEGAL_FOLDER);
  const slugs = legalSlugs(contentDir, shape);
  for (const { code } of shape.languages) {
    const folder = path.join(root, code);
    const found = slugsIn(folder);
    for (const slug of slugs) {
      if (!found.includes(slug)) {
        problems.push(
          `${display(LEGAL_FOLDER, code, `${slug}.md`)}: the file is missing (${display(LEGAL_FOLDER, shape.defaultLanguage, `${slug}.md`)} has it: copy and translate it)`,
        );
      }
    }
    for (const slug of found) {
      const shown = display(LEGAL_FOLDER, code, `${slug}.md`);
      if (!slugs.includes(slug)) {
        problems.push(`${shown}: no such page in ${display(LEGAL_FOLDER, shape.defaultLanguage)}`);
        continue;
      }
      if (!SLUG_PATTERN.test(slug)) {
        problems.push(
          `${shown}: the file name becomes the page's address: use lowercase letters, digits and hyphens`,
        );
        continue;
      }
      problems.push(...fileProblems(readText(path.join(folder, `${slug}.md`)), shown));
    }
  }
  problems.push(...linkProblems(contentDir, slugs));
  return problems;
}

/** Links to a page of the site ("/privacy/") must lead to one: the home page or a legal page. */
function linkProblems(contentDir: string, slugs: readonly string[]): string[] {
  const file = path.join(contentDir, 'footer-links.yaml');
  let links: unknown;
  try {
    links = yaml.load(readText(file));
  } catch {
    return []; // reported by the content check of the YAML files
  }
  if (!Array.isArray(links)) return [];
  const pages = ['/', ...slugs.map((slug) => `/${slug}/`)];
  return links.flatMap((link: unknown) => {
    const { id, href } = (link ?? {}) as { id?: unknown; href?: unknown };
    if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return [];
    return pages.includes(href)
      ? []
      : [
          `${display('footer-links.yaml')}, entry "${String(id)}", field "href": "${href}" is not a page of the site (its pages: ${pages.join(', ')})`,
        ];
  });
}

/** A legal text with the studio's facts in place of its {{placeholders}}, rendered to HTML. */
export function renderLegalBody(body: string, facts: LegalFacts): string {
  const filled = body.replace(PLACEHOLDER_PATTERN, (placeholder, name: string) =>
    name in facts ? facts[name as keyof LegalFacts] : placeholder,
  );
  return renderer.render(filled);
}

/** The studio's facts the legal texts name, from content/site.yaml (checked by the content check). */
export function readLegalFacts(contentDir: string): LegalFacts {
  const site = (yaml.load(readText(path.join(contentDir, 'site.yaml'))) ?? {}) as Record<
    string,
    unknown
  >;
  const text = (field: string) => (typeof site[field] === 'string' ? site[field] : '');
  return {
    studioName: text('name'),
    legalName: text('legalName'),
    address: text('address'),
    email: text('email'),
  };
}

/**
 * Where a file of content/legal belongs: its language and page, or undefined for any other file.
 * `relativeDirectory` and `name` as gatsby-source-filesystem gives them ("legal/en", "privacy").
 */
export function legalFileOf(
  file: { relativeDirectory: string; name: string; extension: string },
  shape: PageShape,
): { language: string; slug: string } | undefined {
  const [folder, language, ...rest] = file.relativeDirectory.split('/');
  if (folder !== LEGAL_FOLDER || rest.length > 0 || file.extension !== 'md') return undefined;
  if (!shape.languages.some((candidate) => candidate.code === language)) return undefined;
  return { language: language ?? '', slug: file.name };
}

/** A front matter text with the studio's facts in place of its {{placeholders}}. */
function fillText(text: string, facts: LegalFacts): string {
  return text.replace(PLACEHOLDER_PATTERN, (placeholder, name: string) =>
    name in facts ? facts[name as keyof LegalFacts] : placeholder,
  );
}

/**
 * One legal file as the site publishes it. Throws with the file's problems when it cannot be read
 * (the content check reports them first, before any build).
 */
export function legalPage(
  text: string,
  { slug, language, facts }: { slug: string; language: string; facts: LegalFacts },
): LegalPage {
  const shown = display(LEGAL_FOLDER, language, `${slug}.md`);
  const problems = fileProblems(text.replace(/^\uFEFF/, ''), shown);
  const split = splitFrontMatter(text.replace(/^\uFEFF/, ''));
  if (problems.length > 0 || 'error' in split) throw new Error(problems.join('\n'));
  const { data, body } = split;
  return {
    slug,
    language,
    title: fillText(String(data.title), facts),
    description: fillText(String(data.description), facts),
    updated: isoDate(data.updated) ?? '',
    html: renderLegalBody(body, facts),
  };
}
