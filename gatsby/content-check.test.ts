import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentProblems } from './content-check';
import { copyValidContent, PROJECT_DIR } from './__fixtures__/content-tree';
import type { ContentTree } from './__fixtures__/content-tree';

let tree: ContentTree;
beforeEach(() => {
  tree = copyValidContent();
});
afterEach(() => tree.cleanup());

const problems = () => contentProblems(PROJECT_DIR, tree.dir);

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
        'content/services.yaml, entry "web-apps", field "colour": not a known field (known fields: id, icon, gradient)',
        expect.stringMatching(
          /^content\/kpis\.yaml, entry "[a-z-]+", field "value": "12,5" should be a number \(use a dot/,
        ),
        'content/site.yaml, field "copyrightYear": 1999 is below 2000',
        expect.stringMatching(
          /^content\/revenue\.yaml, entry "[a-z0-9-]+", field "month": 2\.5 should be a whole number$/,
        ),
        'content/footer-links.yaml, entry "Bad Id", field "id": "Bad Id" is not a valid id (use lowercase letters, digits and hyphens, e.g. "web-apps")',
      ]),
    );
  });

  it('names a duplicated id, a missing field and the words an entry lacks', () => {
    const services = tree.read('services.yaml');
    tree.write(
      'services.yaml',
      `${services}- id: web-apps\n  icon: code\n- id: new-service\n  icon: code\n`,
    );
    expect(problems()).toEqual(
      expect.arrayContaining([
        'content/services.yaml, entry "web-apps", field "id": the id is used twice in this file',
        'content/services.yaml, entry "new-service", field "gradient": missing',
        'content/services.yaml, entry "new-service", field "id": no words for "services.items.new-service.title" in content/locales/en/home.json',
      ]),
    );
  });

  it('compares every language with the Italian key by key', () => {
    tree.editJson('locales/en/common.json', (data) => {
      const footer = data.footer as Record<string, unknown>;
      delete footer.tagline;
      footer.extra = 'Extra';
      footer.copyright = 'Copyright 2020 <b>us</b>';
    });
    expect(problems()).toEqual(
      expect.arrayContaining([
        'content/locales/en/common.json, key "footer.tagline": missing (the Italian file has it)',
        'content/locales/en/common.json, key "footer.extra": not in the Italian file (add it there or remove it here)',
        expect.stringMatching(
          /^content\/locales\/en\/common\.json, key "footer\.copyright": holds markup \("<b>us<\/b>"\)/,
        ),
        'content/locales/en/common.json, key "footer.copyright": placeholders none differ from the Italian {{name}} {{year}}',
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
    expect(contentProblems(project, tree.dir)).toEqual([
      'page-shape.json, language "en", field "flag": "de" has no drawing in src/components/flags.ts (drawn: it, fr, gb; add one there)',
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

  it('takes only JPEG, PNG, WebP, AVIF and GIF pictures in content/images, by their bytes', () => {
    fs.mkdirSync(path.join(tree.dir, 'images', 'team'), { recursive: true });
    tree.write(
      'images/logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    tree.write('images/team/widget.js', 'alert(1)');
    tree.write('images/photo.png', 'not a picture');
    fs.writeFileSync(
      path.join(tree.dir, 'images', 'team', 'real.png'),
      Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR', 'latin1'),
    );
    const refused = (file: string) =>
      `content/images/${file}: not a JPEG, PNG, WebP, AVIF or GIF picture (the only files this folder takes): remove it`;
    expect(problems().sort()).toEqual([
      refused('logo.svg'),
      refused('photo.png'),
      refused('team/widget.js'),
    ]);
  });
});
