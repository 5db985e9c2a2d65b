import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { contentProblems, formatProblems, problemLine } from './content-check';
import { LANGUAGE_CODES } from '../src/lib/languages';
import { CONTENT_FILES } from './content-model';
import { copyValidContent, PROJECT_DIR, unusedEntryId } from './__fixtures__/content-tree';
import type { ContentTree } from './__fixtures__/content-tree';

let tree: ContentTree;
beforeEach(() => {
  tree = copyValidContent();
});
afterEach(() => tree.cleanup());

const problems = () => contentProblems(PROJECT_DIR, tree.dir).map(problemLine);
/** YAML as an editor saves it: an object used twice is written twice (no &anchor, *alias). */
const dump = (data: unknown) => yaml.dump(data, { noRefs: true });

/** An entry's words, one text per language of page-shape.json. */
type Words = Record<string, string>;
type Service = {
  id: string;
  gradient?: string;
  title: Words;
  description: Words;
  features: Partial<Words>[];
};
type Picture = { picture: string; alt: Words };
type Quote = { text: Words; consent: boolean; [field: string]: unknown };
type Project = { id: string; picture: string; alt: Words; pictures?: Picture[]; quote?: Quote };

describe('the content check', () => {
  it('passes the real content', () => {
    expect(problems()).toEqual([]);
  });

  it('names the file, the entry and the field of each broken fact', () => {
    tree.replace('services.yaml', 'icon: code', 'icon: rocket\n  colour: red');
    tree.replace('kpis.yaml', 'value: ', 'value: "12,5" #');
    tree.replace('site.yaml', 'copyrightYear: ', 'copyrightYear: 1999 #');
    tree.replace('revenue.yaml', 'month: 2', 'month: 2.5');
    tree.replace('footer-links.yaml', '- id: ', '- id: Bad Id\n  href: /x\n- id: ');
    expect(problems()).toEqual(
      expect.arrayContaining([
        'content/services.yaml, entry "web-apps", field "icon": "rocket" is not a known icon (known: barChart, brain, code, plug, puzzle, shieldCheck, trendingUp, users)',
        'content/services.yaml, entry "web-apps", field "colour": not a known field (known fields: id, icon, gradient, title, description, features)',
        expect.stringMatching(
          /^content\/kpis\.yaml, entry "[a-z-]+", field "value": "12,5" should be a number \(use a dot/,
        ),
        'content/site.yaml, field "copyrightYear": 1999 is below 2000',
        expect.stringMatching(
          /^content\/revenue\.yaml, entry "[a-z0-9-]+", field "month": 2\.5 should be a whole number$/,
        ),
        'content/footer-links.yaml, entry "Bad Id", field "id": Only lowercase letters, digits and hyphens, e.g. web-apps.',
      ]),
    );
  });

  it('names an empty entry (a stray "- " line) instead of stopping on it', () => {
    tree.write('footer-links.yaml', `${tree.read('footer-links.yaml')}- \n`);
    const count = yaml.load(tree.read('footer-links.yaml')) as unknown[];
    expect(problems()).toEqual([
      `content/footer-links.yaml, entry #${count.length}: expected "field: value" lines`,
    ]);
  });

  it("refuses footer links without the privacy entry, the contact form's privacy link", () => {
    const links = yaml.load(tree.read('footer-links.yaml')) as { id: string }[];
    tree.write('footer-links.yaml', dump(links.filter((link) => link.id !== 'privacy')));
    expect(problems()).toEqual([
      'content/footer-links.yaml, entry "privacy", field "id": missing: the contact form\'s privacy link is this entry (add back a footer link with the identifier "privacy", its address e.g. /privacy/)',
    ]);
  });

  it('names a duplicated id, a missing field and each missing or empty translation by its language', () => {
    const services = yaml.load(tree.read('services.yaml')) as Service[];
    const [first] = services;
    const id = unusedEntryId('services.yaml', ['new-service', 'another-service']);
    const added = JSON.parse(JSON.stringify({ ...first!, id })) as Service;
    delete added.gradient;
    delete (added.title as Partial<Words>).fr;
    added.description.en = '  ';
    added.features = [{ it: 'Solo in italiano' }, ...added.features.slice(1)];
    tree.write('services.yaml', dump([...services, first, added]));
    expect(problems()).toEqual([
      `content/services.yaml, entry "${id}", field "gradient": missing`,
      `content/services.yaml, entry "${id}", field "title.fr": missing`,
      `content/services.yaml, entry "${id}", field "description.en": the text is empty`,
      `content/services.yaml, entry "${id}", field "features.0.en": missing`,
      `content/services.yaml, entry "${id}", field "features.0.fr": missing`,
      `content/services.yaml, entry "${first!.id}", field "id": the id is used twice in this file`,
    ]);
  });

  it("names a language an entry's words may not have (page-shape.json's are the ones)", () => {
    const services = yaml.load(tree.read('services.yaml')) as Service[];
    const [first] = services;
    Object.assign(first!.title, { de: 'Maßgeschneiderte Web-Apps' });
    tree.write('services.yaml', dump(services));
    expect(problems()).toEqual([
      `content/services.yaml, entry "${first!.id}", field "title.de": not a known field (known fields: ${LANGUAGE_CODES.join(', ')})`,
    ]);
  });

  it("refuses a {{placeholder}} in an entry's words, in any language: nothing fills it in", () => {
    const none = 'No {{…}} placeholder here: nothing would fill it in.';
    const services = yaml.load(tree.read('services.yaml')) as Service[];
    const [service] = services;
    service!.title.it = 'Web app per {{client}}';
    service!.features[1]!.fr = 'Portails {{ name }}';
    tree.write('services.yaml', dump(services));
    const projects = yaml.load(tree.read('projects.yaml')) as Project[];
    const quoted = projects.find((project) => project.quote)!;
    quoted.quote!.text.en = 'Thanks to {{studio}}';
    tree.write('projects.yaml', dump(projects));
    expect(problems()).toEqual([
      `content/services.yaml, entry "${service!.id}", field "title.it": ${none}`,
      `content/services.yaml, entry "${service!.id}", field "features.1.fr": ${none}`,
      `content/projects.yaml, entry "${quoted.id}", field "quote.text.en": ${none}`,
    ]);
    // Braces that are no placeholder are text.
    service!.title.it = 'Web app {su misura} {{ non chiuso';
    service!.features[1]!.fr = 'Portails clients';
    tree.write('services.yaml', dump(services));
    quoted.quote!.text.en = 'Thanks';
    tree.write('projects.yaml', dump(projects));
    expect(problems()).toEqual([]);
  });

  it("checks the company's identity: the P.IVA's digits and check digit, the facts its form requires", () => {
    const company = tree.read('company.yaml');
    const vat = /^vatNumber: .*$/m.exec(company)?.[0] ?? '';
    const withVat = (value: string) => {
      tree.write('company.yaml', company.replace(vat, `vatNumber: '${value}'`));
      return problems();
    };
    const field = 'content/company.yaml, field "vatNumber": ';
    expect(withVat('01234567897')).toEqual([]);
    expect(withVat('12345678901')).toEqual([
      `${field}the last digit, the check digit, does not match the first ten (they give 3): a digit is mistyped`,
    ]);
    for (const wrong of ['123456789', 'IT12345678903', '1234567890A'])
      expect(withVat(wrong)).toEqual([
        `${field}The VAT number (partita IVA): 11 digits, without spaces or "IT" (the build also checks the last one, the check digit).`,
      ]);

    // An S.r.l. states its capital and register entry; only some forms have a "socio unico".
    tree.write('company.yaml', company.replace(/^(shareCapital|reaOffice|reaNumber):.*\n/gm, ''));
    expect(problems()).toEqual([
      'content/company.yaml, field "shareCapital": missing: the legal form "srl" states its paid-up share capital in euros (codice civile art. 2250)',
      'content/company.yaml, field "reaOffice": missing: the legal form "srl" states its companies register entry (REA), office and number (codice civile art. 2250)',
      'content/company.yaml, field "reaNumber": missing: the legal form "srl" states its companies register entry (REA), office and number (codice civile art. 2250)',
    ]);
    tree.write(
      'company.yaml',
      company.replace(/^legalForm: .*$/m, 'legalForm: sas').replace(/^shareCapital:.*\n/m, ''),
    );
    expect(problems()).toEqual([
      'content/company.yaml, field "soleShareholder": only the legal forms srl, srls, spa have a sole shareholder ("socio unico"): leave it empty for "sas"',
    ]);
    tree.write(
      'company.yaml',
      `${company}taxCode: RSSMRA80A01F205X\npec: nope\n`.replace(/^pec: .*\n/m, ''),
    );
    expect(problems()).toEqual([
      'content/company.yaml, field "pec": Not an e-mail address (name@domain.com).',
    ]);
  });

  it("checks a project's pictures and its client's quote inside the project, field by field", () => {
    const projects = yaml.load(tree.read('projects.yaml')) as Project[];
    const [first, second] = projects;
    const quoted = projects.find((project) => project.quote)!;
    tree.write('images/renamed.jpg', 'not a picture');
    first!.pictures = [
      ...(first!.pictures ?? []),
      { picture: '/images/renamed.jpg', alt: first!.alt },
      { picture: '/images/logo.svg', alt: first!.alt },
    ];
    const last = first!.pictures.length - 1;
    second!.pictures = [{ picture: second!.picture } as Picture];
    Object.assign(quoted.quote!, { photo: '/images/team.jpg' });
    delete (quoted.quote as Partial<Quote>).consent;
    tree.write('projects.yaml', dump(projects));
    expect(problems().sort()).toEqual(
      [
        `content/projects.yaml, entry "${first!.id}", field "pictures.${last}.picture": A picture in content/images/ (avif, gif, jpeg, jpg, png, webp), e.g. "/images/team.jpg": choose it again.`,
        `content/projects.yaml, entry "${first!.id}", field "pictures.${last - 1}.picture": content/images/renamed.jpg: not a JPEG, PNG, WebP, AVIF or GIF picture (the only files the site shows): replace it`,
        `content/projects.yaml, entry "${second!.id}", field "pictures.0.alt": missing`,
        `content/projects.yaml, entry "${quoted.id}", field "quote.consent": missing`,
        `content/projects.yaml, entry "${quoted.id}", field "quote.photo": not a known field (known fields: text, person, role, company, consent, featured, sample)`,
      ].sort(),
    );
  });

  it('takes a project without more pictures or a quote, but no list file without entries', () => {
    const projects = yaml.load(tree.read('projects.yaml')) as Project[];
    const [first, second] = projects;
    delete first!.pictures;
    delete first!.quote;
    second!.pictures = [];
    tree.write('projects.yaml', dump(projects));
    // The pictures no entry names any more stay valid files of content/images.
    expect(problems()).toEqual([]);
    const lists = CONTENT_FILES.filter((spec) => spec.shape === 'list' && !spec.mayBeEmpty);
    expect(lists.map((spec) => spec.file)).toContain('projects.yaml');
    for (const { file } of lists) {
      const text = tree.read(file);
      tree.write(file, '[]\n');
      expect(problems()).toContain(
        `content/${file}: expected a list of entries, each starting with "- id: ..."`,
      );
      tree.write(file, text);
    }
  });

  it('takes no clients, prices, steps or questions: their sections leave the page', () => {
    const mayBeEmpty = CONTENT_FILES.filter((spec) => spec.mayBeEmpty).map((spec) => spec.file);
    expect(mayBeEmpty).toEqual([
      'engagements.yaml',
      'process-steps.yaml',
      'questions.yaml',
      'clients.yaml',
    ]);
    for (const file of mayBeEmpty) tree.write(file, '[]\n');
    expect(problems()).toEqual([]);
  });

  it("checks an engagement's price, a question's Markdown and the booking link", () => {
    tree.replace('engagements.yaml', 'priceTo: 9000', 'priceTo: 4500');
    tree.replace('engagements.yaml', '    fr: Application web sur mesure\n', '');
    tree.replace('questions.yaml', 'Tuo: ricevi', 'Tuo: <b>ricevi</b>');
    tree.replace(
      'questions.yaml',
      '[monthly support plan](#pricing)',
      '[plan](javascript:alert(1))',
    );
    tree.replace('site.yaml', 'bookingUrl: https://', 'bookingUrl: http://');
    expect(problems()).toEqual([
      'content/site.yaml, field "bookingUrl": A full address starting with https://, e.g. https://cal.com/nodostudio.',
      'content/engagements.yaml, entry "dashboard", field "priceTo": 4500 is not above "priceFrom" (4500): give a higher maximum, or none',
      'content/engagements.yaml, entry "web-app", field "title.fr": missing',
      'content/questions.yaml, entry "code-ownership", field "answer.it": No HTML: write Markdown (## for a heading, **bold**, [words](https://...) for a link).',
      'content/questions.yaml, entry "maintenance", field "answer.en": A link cannot start with javascript:, vbscript: or data: (use https://, mailto: or /page/).',
    ]);
  });

  it('compares every language with the Italian key by key', () => {
    tree.editJson('locales/en/common.json', (data) => {
      const footer = data.footer as Record<string, unknown>;
      delete footer.tagline;
      footer.extra = 'Extra';
      footer.copyright = 'Copyright 2020 <b>us</b> & co {{year}} {{name}} {{ phone }}';
    });
    expect(problems()).toEqual(
      expect.arrayContaining([
        'content/locales/en/common.json, key "footer.tagline": missing (the Italian file has it)',
        'content/locales/en/common.json, key "footer.extra": not in the Italian file (add it there or remove it here)',
        'content/locales/en/common.json, key "footer.copyright": Must contain {{year}}, {{name}}, as they are, and no other {{…}}.',
      ]),
    );
  });

  it('checks the legal pages and page-shape.json', () => {
    tree.replace('legal/en/privacy.md', 'updated: ', 'updated: 2025-13-01 #');
    tree.write('legal/fr/extra.md', '---\ntitle: x\n---\n');
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'shape-'));
    const shape = JSON.parse(fs.readFileSync(path.join(PROJECT_DIR, 'page-shape.json'), 'utf8'));
    shape.languages[1].flag = 'de';
    fs.writeFileSync(path.join(project, 'page-shape.json'), JSON.stringify(shape));
    expect(contentProblems(project, tree.dir).map(problemLine)).toEqual([
      'page-shape.json, language "en", field "flag": "de" has no drawing in static/icons.svg (drawn: fr, gb, it; add a <symbol id="flag-…"> there)',
    ]);
    expect(problems()).toEqual([
      'content/legal/en/privacy.md, field "updated": "2025-13-01" should be a date written YYYY-MM-DD',
      'content/legal/fr/extra.md: no such page in content/legal/it',
    ]);
    fs.rmSync(project, { recursive: true });
  });

  it('reports an unreadable Italian file, not the section words it would hold', () => {
    tree.write('locales/it/home.json', '{ "hero": ');
    const found = problems();
    expect(found).toContainEqual(
      expect.stringMatching(/^content\/locales\/it\/home\.json: not valid JSON/),
    );
    expect(found.filter((problem) => problem.startsWith('page-shape.json'))).toEqual([]);
  });

  it('accepts "<", ">" and "&" in every text: the page shows them as written', () => {
    tree.editJson('locales/fr/home.json', (data) => {
      const hero = data.hero as Record<string, unknown>;
      hero.titleStart = 'Réponse en < 24h, R&D, A > B, </script> &lt;';
    });
    tree.replace('site.yaml', 'areaServed: ', 'areaServed: "R&D <Italia> & co" #');
    const services = yaml.load(tree.read('services.yaml')) as Service[];
    services[0]!.title.fr = 'R&D <sur mesure> & </script>';
    tree.write('services.yaml', dump(services));
    expect(problems()).toEqual([]);
  });

  it('writes each problem, as data, on one line naming the file, the entry and the field', () => {
    tree.replace('services.yaml', 'icon: code', 'icon: rocket');
    const [problem] = contentProblems(PROJECT_DIR, tree.dir);
    expect(problem).toEqual({
      file: 'content/services.yaml',
      entry: 'web-apps',
      field: 'icon',
      message: expect.stringMatching(/^"rocket" is not a known icon/),
    });
    expect(formatProblems([problem!, { file: 'content/legal/it/terms.md', line: 4, message: 'x' }]))
      .toBe(`The content files have 2 problems:
  - content/services.yaml, entry "web-apps", field "icon": ${problem?.message}
  - content/legal/it/terms.md, line 4: x`);
    expect(
      problemLine({
        file: 'page-shape.json',
        entry: '#2',
        entryKind: 'section',
        field: 'id',
        message: 'm',
      }),
    ).toBe('page-shape.json, section #2, field "id": m');
  });

  it('checks every picture an entry names by its bytes, not the uploads no entry names', () => {
    // A PNG's first bytes say its size; probe-image-size reads no further.
    const png = (width: number, height: number, length = 33) => {
      const bytes = Buffer.alloc(length);
      bytes.write('\x89PNG\r\n\x1a\n\0\0\0\rIHDR', 'latin1');
      bytes.writeUInt32BE(width, 16);
      bytes.writeUInt32BE(height, 20);
      return bytes;
    };
    const writeBytes = (file: string, bytes: Buffer) =>
      fs.writeFileSync(path.join(tree.dir, 'images', file), bytes);
    fs.mkdirSync(path.join(tree.dir, 'images', 'old'), { recursive: true });
    writeBytes('huge.png', png(7000, 10));
    writeBytes('heavy.png', png(800, 500, 8 * 1024 * 1024 + 1));
    tree.write('images/renamed.jpg', 'not a picture');
    tree.write('images/old/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const projects = yaml.load(tree.read('projects.yaml')) as Project[];
    const [first, second, third] = projects.map((project) => project.id);
    ['/images/huge.png', '/images/renamed.jpg', '/images/logo.svg'].forEach((picture, index) => {
      projects[index]!.picture = picture;
    });
    projects[0]!.alt.fr = ' ';
    projects[1]!.pictures = [{ picture: '/images/gone.png', alt: projects[1]!.alt }];
    tree.write('projects.yaml', dump(projects));
    tree.write(
      'site.yaml',
      tree.read('site.yaml').replace(/teamPicture: .*/, 'teamPicture: /images/gone.jpg'),
    );
    expect(problems().sort()).toEqual(
      [
        `content/projects.yaml, entry "${first}", field "alt.fr": the text is empty`,
        `content/projects.yaml, entry "${second}", field "pictures.0.picture": content/images/gone.png: the file is missing: upload it, or choose one already there`,
        `content/projects.yaml, entry "${first}", field "picture": content/images/huge.png: 7000×10 pixels is too large (at most 6000 on each side): resize it`,
        `content/projects.yaml, entry "${second}", field "picture": content/images/renamed.jpg: not a JPEG, PNG, WebP, AVIF or GIF picture (the only files the site shows): replace it`,
        `content/projects.yaml, entry "${third}", field "picture": A picture in content/images/ (avif, gif, jpeg, jpg, png, webp), e.g. "/images/team.jpg": choose it again.`,
        'content/site.yaml, field "teamPicture": content/images/gone.jpg: the file is missing: upload it, or choose one already there',
      ].sort(),
    );
  });
});
