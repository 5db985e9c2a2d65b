/** @jest-environment node */
import yaml from 'js-yaml';
import { copyValidContent } from './__fixtures__/content-tree';
import type { ContentTree } from './__fixtures__/content-tree';
import { PAGE_SHAPE } from '../src/lib/page-shape';
import {
  SAMPLE_COMPANY,
  buildsForPublicSite,
  legalTextHash,
  sampleCompanyLines,
  sampleLines,
  sampleWarning,
  unconsentedLogoLines,
  unconsentedQuoteLines,
} from './samples';
import { legalSlugs } from './legal-pages';

let tree: ContentTree;

beforeEach(() => {
  tree = copyValidContent();
});

afterEach(() => {
  tree.cleanup();
});

const SAMPLE =
  '---\ntitle: Privacy\ndescription: d\nupdated: 2025-01-01\n---\n\nSample text.\n\n## Rights\n\nWrite to us.\n';
const ONE_PAGE = { 'it/privacy': legalTextHash(SAMPLE) };

/** The copy with one legal page per language: the sample text in Italian. */
function withSample() {
  for (const { code } of PAGE_SHAPE.languages) {
    for (const slug of legalSlugs(tree.dir, PAGE_SHAPE)) tree.remove(`legal/${code}/${slug}.md`);
    tree.write(
      `legal/${code}/privacy.md`,
      code === 'it' ? SAMPLE : SAMPLE.replace('Sample', 'Own'),
    );
  }
}

describe('legalTextHash', () => {
  it('knows a text by its words, not by its front matter or how it was saved', () => {
    const hash = legalTextHash(SAMPLE);
    expect(legalTextHash(SAMPLE.replace('2025-01-01', '2026-02-02'))).toBe(hash);
    expect(legalTextHash(`\uFEFF${SAMPLE.replace(/\n/g, '\r\n')}  \n`)).toBe(hash);
    expect(legalTextHash(SAMPLE.replace('Write to us.', 'Write to us.   '))).toBe(hash);
    expect(legalTextHash(SAMPLE.replace('Write to us.', 'Write to the DPO.'))).not.toBe(hash);
  });
});

type Project = { id: string; sample?: boolean; quote?: Record<string, unknown> };

const projectsOf = () => yaml.load(tree.read('projects.yaml')) as Project[];
const writeProjects = (projects: Project[]) => tree.write('projects.yaml', yaml.dump(projects));

/** The lists besides projects that ship sample entries, with what the warning calls one. */
const SAMPLE_LISTS = [
  ['clients.yaml', "a sample client's logo"],
  ['engagements.yaml', 'a sample engagement and price'],
  ['process-steps.yaml', 'a sample step of how the studio works'],
  ['questions.yaml', 'a sample question and answer'],
] as const;
const sampleIds = (file: string) =>
  (yaml.load(tree.read(file)) as { id: string; sample?: boolean }[])
    .filter(({ sample }) => sample === true)
    .map(({ id }) => id);

describe('sampleLines', () => {
  it('names every legal file still equal to a sample, the sample identity, projects and quotes', () => {
    withSample();
    const projects = projectsOf();
    const quoted = projects.filter(({ quote }) => quote?.sample === true);
    expect(projects.some(({ sample }) => sample === true)).toBe(true);
    expect(quoted.length).toBeGreaterThan(0);
    expect(sampleLines(tree.dir, PAGE_SHAPE, ONE_PAGE)).toEqual([
      'content/legal/it/privacy.md is still the sample text',
      ...Object.keys(SAMPLE_COMPANY).map(
        (field) => `content/company.yaml, field "${field}": still the sample value`,
      ),
      ...projects
        .filter(({ sample }) => sample === true)
        .map(({ id }) => `content/projects.yaml, entry "${id}", field "sample": a sample project`),
      ...quoted.map(
        ({ id }) => `content/projects.yaml, entry "${id}", field "quote": a sample client's quote`,
      ),
      ...SAMPLE_LISTS.flatMap(([file, what]) =>
        sampleIds(file).map((id) => `content/${file}, entry "${id}", field "sample": ${what}`),
      ),
    ]);
  });

  it('names a part still equal to its sample only when the build adds it to a page', () => {
    const part = 'legal/it/with-analytics/privacy.md';
    tree.write(part, 'Sample part.\n');
    const samples = { 'it/with-analytics/privacy': legalTextHash('Sample part.') };
    const line = `content/${part} is still the sample text`;
    expect(sampleLines(tree.dir, PAGE_SHAPE, samples)).not.toContain(line);
    process.env.GATSBY_ANALYTICS_DOMAIN = 'www.studio.test';
    try {
      expect(sampleLines(tree.dir, PAGE_SHAPE, samples)).toContain(line);
    } finally {
      delete process.env.GATSBY_ANALYTICS_DOMAIN;
    }
  });

  it("names a sample client's quote in a project that is the studio's own", () => {
    const [first, ...others] = projectsOf();
    writeProjects([
      { ...first!, sample: false, quote: { ...first!.quote, sample: true } },
      ...others.map(({ quote: _quote, ...project }) => ({ ...project, sample: false })),
    ]);
    expect(sampleLines(tree.dir, PAGE_SHAPE, {})).toContain(
      `content/projects.yaml, entry "${first!.id}", field "quote": a sample client's quote`,
    );
    expect(sampleLines(tree.dir, PAGE_SHAPE, {})).not.toContainEqual(
      expect.stringContaining('a sample project'),
    );
  });

  it('is empty once the studio has changed the texts, its identity and every sample entry', () => {
    withSample();
    for (const file of ['projects.yaml', ...SAMPLE_LISTS.map(([list]) => list)])
      tree.write(file, tree.read(file).replaceAll('sample: true', 'sample: false'));
    tree.write('legal/it/privacy.md', SAMPLE.replace('Sample text.', 'Our own text.'));
    ownIdentity();
    expect(sampleLines(tree.dir, PAGE_SHAPE, ONE_PAGE)).toEqual([]);
  });
});

/** The copy's company.yaml with the studio's own values in place of every sample. */
function ownIdentity() {
  const company = yaml.load(tree.read('company.yaml')) as Record<string, unknown>;
  for (const field of Object.keys(SAMPLE_COMPANY)) company[field] = `${String(company[field])}0`;
  tree.write('company.yaml', yaml.dump(company));
}

describe('unconsentedQuoteLines', () => {
  const leftOff = (id: string) =>
    `content/projects.yaml, entry "${id}", field "quote": left off the pages until "consent" is true (the client agreed in writing)`;

  it("names each project whose client's quote lacks consent, and none without a quote", () => {
    const projects = projectsOf();
    const quoted = projects.filter(({ quote }) => quote !== undefined);
    expect(quoted.length).toBeGreaterThan(0);
    expect(unconsentedQuoteLines(tree.dir)).toEqual([]);
    writeProjects(
      projects.map((project) =>
        project.quote ? { ...project, quote: { ...project.quote, consent: false } } : project,
      ),
    );
    expect(unconsentedQuoteLines(tree.dir)).toEqual(quoted.map(({ id }) => leftOff(id)));
  });

  it('counts a quote whose consent is left empty as without consent', () => {
    const projects = projectsOf();
    const quoted = projects.find(({ quote }) => quote !== undefined)!;
    const withoutConsent = { ...quoted.quote };
    delete withoutConsent.consent;
    writeProjects(
      projects.map((project) =>
        project === quoted ? { ...project, quote: withoutConsent } : project,
      ),
    );
    expect(unconsentedQuoteLines(tree.dir)).toEqual([leftOff(quoted.id)]);
  });

  it('says nothing of projects without a quote, or of a missing or empty projects file', () => {
    writeProjects(projectsOf().map(({ quote: _quote, ...project }) => project));
    expect(unconsentedQuoteLines(tree.dir)).toEqual([]);
    tree.write('projects.yaml', '');
    expect(unconsentedQuoteLines(tree.dir)).toEqual([]);
    tree.remove('projects.yaml');
    expect(unconsentedQuoteLines(tree.dir)).toEqual([]);
  });
});

describe('unconsentedLogoLines', () => {
  it('names each client logo without consent, empty consent included', () => {
    expect(unconsentedLogoLines(tree.dir)).toEqual([]);
    const clients = yaml.load(tree.read('clients.yaml')) as { id: string; consent?: boolean }[];
    const [first, second] = clients;
    first!.consent = false;
    delete second!.consent;
    tree.write('clients.yaml', yaml.dump(clients));
    expect(unconsentedLogoLines(tree.dir)).toEqual(
      [first!, second!].map(
        ({ id }) =>
          `content/clients.yaml, entry "${id}", field "consent": left off the pages until "consent" is true (the client agreed in writing)`,
      ),
    );
  });
});

describe('sampleCompanyLines', () => {
  it('names each field of content/company.yaml still holding its shipped sample', () => {
    expect(sampleCompanyLines(tree.dir)).toHaveLength(Object.keys(SAMPLE_COMPANY).length);
    tree.replace(
      'company.yaml',
      `vatNumber: '${SAMPLE_COMPANY.vatNumber}'`,
      "vatNumber: '01234567897'",
    );
    expect(sampleCompanyLines(tree.dir)).not.toContain(
      'content/company.yaml, field "vatNumber": still the sample value',
    );
    ownIdentity();
    expect(sampleCompanyLines(tree.dir)).toEqual([]);
  });
});

describe('sampleWarning', () => {
  it('says nothing when nothing is a sample, and lists the files otherwise', () => {
    expect(sampleWarning([])).toBeUndefined();
    expect(sampleWarning(['content/legal/it/privacy.md is still the sample text'])).toMatch(
      /review them[\s\S]*\n {2}- content\/legal\/it\/privacy\.md is still the sample text$/,
    );
  });
});

describe('buildsForPublicSite', () => {
  it.each([
    [{ NODE_ENV: 'production', SITE_URL: 'https://www.nodostudio.it' }, true],
    [{ NODE_ENV: 'production', SITE_URL: 'https://www.example.com' }, false],
    [{ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:9000' }, false],
    [{ NODE_ENV: 'production', SITE_URL: 'http://localhost:8000' }, false],
    [{ NODE_ENV: 'production', SITE_URL: 'https://preview.test' }, false],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'development', SITE_URL: 'https://www.nodostudio.it' }, false],
    [{ NODE_ENV: 'production', SITE_URL: 'not a url' }, false],
  ])('%p -> %p', (env, expected) => {
    expect(buildsForPublicSite(env)).toBe(expected);
  });
});
