import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {
  copyValidContent,
  objectAt,
  REAL_CONTENT_DIR,
  unusedEntryId,
  unusedLanguage,
  unusedSection,
} from './__fixtures__/content-tree';
import type { ContentTree } from './__fixtures__/content-tree';
import { formatProblems, validateContent } from './validate-content';
import { VOCABULARIES } from './content-model';
import { PAGE_SHAPE } from '../src/lib/page-shape';
import type { PageShape, SectionSpec } from '../src/lib/page-shape';

const ICON_NAMES = VOCABULARIES.IconName.values;
const GRADIENT_NAMES = VOCABULARIES.GradientName.values;

const LANGUAGE_CODES = PAGE_SHAPE.languages.map((language) => language.code);
const SOURCE = PAGE_SHAPE.defaultLanguage;
/** The first translation: the language the tests take words away from. */
const TRANSLATION = LANGUAGE_CODES.find((code) => code !== SOURCE) ?? SOURCE;

/** A section the project does not have yet. */
const NEW_SECTION = unusedSection();

/** The page's shape with one more section, as a developer adds one to page-shape.json. */
function shapeWithSection(section: Partial<SectionSpec> = {}): PageShape {
  return {
    ...PAGE_SHAPE,
    sections: [
      ...PAGE_SHAPE.sections,
      { ...NEW_SECTION, interactive: false, nav: false, ...section },
    ],
  };
}

/** A language the project does not publish yet, and the shape with it as one more. */
const NEW_LANGUAGE = unusedLanguage();
const SHAPE_WITH_NEW_LANGUAGE: PageShape = {
  ...PAGE_SHAPE,
  languages: [
    ...PAGE_SHAPE.languages,
    { ...NEW_LANGUAGE, flag: PAGE_SHAPE.languages[0]?.flag ?? '' },
  ],
};

/** Gives the copy a locale folder for the new language: the source language's files. */
function copyLocalesForNewLanguage(tree: ContentTree): void {
  fs.cpSync(
    path.join(tree.dir, 'locales', SOURCE),
    path.join(tree.dir, 'locales', NEW_LANGUAGE.code),
    { recursive: true },
  );
}

let tree: ContentTree;

beforeEach(() => {
  tree = copyValidContent();
});

afterEach(() => {
  tree.cleanup();
});

describe('validateContent on the real content', () => {
  it('finds no problem in content/', () => {
    expect(validateContent(REAL_CONTENT_DIR)).toEqual([]);
  });

  it('finds no problem in an untouched copy (the fixture itself is valid)', () => {
    expect(validateContent(tree.dir)).toEqual([]);
  });
});

describe('validateContent on YAML facts', () => {
  it('reports a missing required field by file, entry and field', () => {
    tree.replace('services.yaml', '  gradient: cyan\n', '');
    expect(validateContent(tree.dir)).toEqual([
      'content/services.yaml, entry "business-intelligence", field "gradient": missing',
    ]);
  });

  it('reports an empty value as missing', () => {
    tree.replace('footer-links.yaml', '- id: terms\n  href: /terms/', "- id: terms\n  href: ''");
    expect(validateContent(tree.dir)).toEqual([
      'content/footer-links.yaml, entry "terms", field "href": missing',
    ]);
  });

  it('names an entry without an id by its position', () => {
    tree.replace('hero-stats.yaml', '- id: speed\n  value: 3\n', '- value: 3\n');
    expect(validateContent(tree.dir)).toEqual([
      'content/hero-stats.yaml, entry #2, field "id": missing',
    ]);
  });

  it('reports text where a number is expected', () => {
    tree.replace('hero-stats.yaml', '  value: 40\n', "  value: '40'\n");
    expect(validateContent(tree.dir)).toEqual([
      'content/hero-stats.yaml, entry "productivity", field "value": "40" should be a whole number',
    ]);
  });

  it('reports a fractional number where a whole number is expected', () => {
    tree.replace('about-badges.yaml', '  value: 5\n', '  value: 5.5\n');
    expect(validateContent(tree.dir)).toEqual([
      'content/about-badges.yaml, entry "projects", field "value": 5.5 should be a whole number',
    ]);
  });

  it('reports numbers outside their bounds', () => {
    tree.replace('hero-stats.yaml', '  value: 3\n', '  value: -3\n');
    tree.replace('site.yaml', 'copyrightYear: 2025', 'copyrightYear: 1999');
    expect(validateContent(tree.dir)).toEqual([
      'content/site.yaml, field "copyrightYear": 1999 is below 2000',
      'content/hero-stats.yaml, entry "speed", field "value": -3 is below 0',
    ]);
  });

  it('reports a flag that is not true or false', () => {
    tree.replace('hero-stats.yaml', '  signed: true\n', '  signed: yes\n');
    expect(validateContent(tree.dir)).toEqual([
      'content/hero-stats.yaml, entry "productivity", field "signed": "yes" should be true or false',
    ]);
  });

  it('reports a site field of the wrong kind (text, e-mail)', () => {
    tree.replace('site.yaml', 'name: Nodo Studio', 'name: 42');
    tree.replace('site.yaml', 'email: ciao@nodostudio.it', 'email: ciao-at-nodostudio.it');
    expect(validateContent(tree.dir)).toEqual([
      'content/site.yaml, field "name": 42 should be text',
      'content/site.yaml, field "email": "ciao-at-nodostudio.it" is not an e-mail address',
    ]);
  });

  it('reports a link target that is not a URL, path or hash', () => {
    tree.replace(
      'footer-links.yaml',
      '- id: terms\n  href: /terms/',
      '- id: terms\n  href: terms.html',
    );
    expect(validateContent(tree.dir)).toEqual([
      'content/footer-links.yaml, entry "terms", field "href": "terms.html" should start with #, /, https://, or mailto:',
    ]);
  });

  it('reports an unknown icon and lists the known ones', () => {
    tree.replace('values.yaml', '  icon: puzzle', '  icon: rocket');
    expect(validateContent(tree.dir)).toEqual([
      `content/values.yaml, entry "tailored", field "icon": "rocket" is not a known icon (known: ${ICON_NAMES.join(', ')})`,
    ]);
  });

  it('reports an unknown team icon in site.yaml', () => {
    tree.replace('site.yaml', 'teamIcon: users', 'teamIcon: people');
    expect(validateContent(tree.dir)).toEqual([
      `content/site.yaml, field "teamIcon": "people" is not a known icon (known: ${ICON_NAMES.join(', ')})`,
    ]);
  });

  it('reports an unknown gradient and lists the known ones', () => {
    tree.replace('services.yaml', '  gradient: violet', '  gradient: orange');
    expect(validateContent(tree.dir)).toEqual([
      `content/services.yaml, entry "analytics", field "gradient": "orange" is not a known gradient (known: ${GRADIENT_NAMES.join(', ')})`,
    ]);
  });

  it('reports an old spelling of a fixed value and lists the known ones', () => {
    tree.replace('values.yaml', '  icon: shieldCheck', '  icon: shield-check');
    tree.replace('kpis.yaml', '  unit: currencyCompact', '  unit: currency-compact');
    expect(validateContent(tree.dir)).toEqual([
      `content/values.yaml, entry "quality", field "icon": "shield-check" is not a known icon (known: ${ICON_NAMES.join(', ')})`,
      `content/kpis.yaml, entry "revenue", field "unit": "currency-compact" is not a known KPI unit (known: ${VOCABULARIES.KpiUnit.values.join(', ')})`,
    ]);
  });

  it('reports an unknown KPI icon, period and currency', () => {
    tree.replace('kpis.yaml', '  icon: creditCard', '  icon: wallet');
    tree.replace('kpis.yaml', '  period: month', '  period: week');
    tree.replace('demo-dashboard.yaml', 'currency: EUR', 'currency: JPY');
    expect(validateContent(tree.dir)).toEqual([
      `content/kpis.yaml, entry "revenue", field "period": "week" is not a known period (known: ${VOCABULARIES.KpiPeriod.values.join(', ')})`,
      `content/kpis.yaml, entry "average-order", field "icon": "wallet" is not a known KPI icon (known: ${VOCABULARIES.KpiIconName.values.join(', ')})`,
      `content/demo-dashboard.yaml, field "currency": "JPY" is not a known currency (known: ${VOCABULARIES.Currency.values.join(', ')})`,
    ]);
  });

  it('reports a misspelt field both as unknown and as the field it should have been', () => {
    tree.replace('services.yaml', '  icon: code', '  icn: code');
    expect(validateContent(tree.dir)).toEqual([
      'content/services.yaml, entry "web-apps", field "icon": missing',
      'content/services.yaml, entry "web-apps", field "icn": not a known field (known fields: id, icon, gradient)',
    ]);
  });

  it('reports an unknown field in an object file', () => {
    tree.write('site.yaml', `${tree.read('site.yaml')}phone: '+39 000'\n`);
    expect(validateContent(tree.dir)).toEqual([
      'content/site.yaml, field "phone": not a known field (known fields: name, email, copyrightYear, teamIcon, areaServed, legalName, address)',
    ]);
  });

  it('reports an id used twice in a file', () => {
    tree.write(
      'footer-links.yaml',
      `${tree.read('footer-links.yaml')}- id: terms\n  href: /terms/\n`,
    );
    expect(validateContent(tree.dir)).toEqual([
      'content/footer-links.yaml, entry "terms", field "id": the id is used twice in this file',
    ]);
  });

  it('reports an id that is not lowercase words joined by hyphens', () => {
    tree.replace('services.yaml', '- id: web-apps', '- id: Web_Apps');
    const problems = validateContent(tree.dir);
    expect(problems).toContain(
      'content/services.yaml, entry "Web_Apps", field "id": "Web_Apps" is not a valid id (use lowercase letters, digits and hyphens, e.g. "web-apps")',
    );
    // Every other problem is about the same entry and field: nothing unrelated is reported.
    for (const problem of problems) {
      expect(problem).toMatch(/^content\/services\.yaml, entry "Web_Apps", field "id": /);
    }
  });

  it('reports YAML that does not parse, naming the file', () => {
    tree.write('footer-links.yaml', "- id: privacy\n  href: ['#'\n");
    const problems = validateContent(tree.dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/footer-links\.yaml: not valid YAML: \S/);
  });

  it('reports a list file that holds no list', () => {
    tree.write('values.yaml', 'id: tailored\nicon: puzzle\n');
    expect(validateContent(tree.dir)).toEqual([
      'content/values.yaml: expected a list of entries, each starting with "- id: ..."',
    ]);
  });

  it('reports a content file that is missing', () => {
    tree.remove('about-badges.yaml');
    expect(validateContent(tree.dir)).toEqual(['content/about-badges.yaml: the file is missing']);
  });
});

describe('validateContent on files as editors save them', () => {
  it('accepts a byte-order mark at the start of a locale file and of a YAML file', () => {
    tree.write('locales/en/common.json', `\uFEFF${tree.read('locales/en/common.json')}`);
    tree.write('services.yaml', `\uFEFF${tree.read('services.yaml')}`);
    expect(validateContent(tree.dir)).toEqual([]);
  });

  it('accepts Windows line endings and a missing final newline', () => {
    const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');
    tree.write('services.yaml', crlf(tree.read('services.yaml')));
    tree.write('site.yaml', crlf(tree.read('site.yaml')).trimEnd());
    tree.write('locales/fr/home.json', crlf(tree.read('locales/fr/home.json')));
    expect(validateContent(tree.dir)).toEqual([]);
  });

  it('accepts locale files with Windows line endings and no final newline', () => {
    const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');
    tree.write(
      `locales/${SOURCE}/home.json`,
      crlf(tree.read(`locales/${SOURCE}/home.json`)).trimEnd(),
    );
    tree.write(
      `locales/${TRANSLATION}/common.json`,
      tree.read(`locales/${TRANSLATION}/common.json`).trimEnd(),
    );
    expect(validateContent(tree.dir)).toEqual([]);
  });

  it('still reports what is wrong in a file with Windows line endings', () => {
    tree.write('services.yaml', tree.read('services.yaml').replace(/\n/g, '\r\n'));
    tree.replace('services.yaml', 'gradient: violet', 'gradient: orange');
    expect(validateContent(tree.dir)).toEqual([
      `content/services.yaml, entry "analytics", field "gradient": "orange" is not a known gradient (known: ${GRADIENT_NAMES.join(', ')})`,
    ]);
  });
});

describe('validateContent against the page shape', () => {
  it('checks the content against the project’s manifest by default', () => {
    const linked = PAGE_SHAPE.sections.find((section) => section.nav);
    if (!linked) throw new Error('page-shape.json puts no section in the navigation bar');
    tree.editJson(`locales/${SOURCE}/common.json`, (data) => {
      delete objectAt(data, 'nav.links')[linked.id];
    });
    const problems = validateContent(tree.dir);
    expect(problems).toContain(
      `page-shape.json, section "${linked.id}", field "nav": no words for "nav.links.${linked.id}" in content/locales/${SOURCE}/common.json`,
    );
    expect(validateContent(tree.dir, PAGE_SHAPE)).toEqual(problems);
  });

  it('reports a language of the manifest whose locale folder is missing, once', () => {
    const { code } = NEW_LANGUAGE;
    expect(validateContent(tree.dir, SHAPE_WITH_NEW_LANGUAGE)).toEqual([
      `content/locales/${code}: the folder is missing (page-shape.json publishes "${code}": copy content/locales/${SOURCE} and translate its texts)`,
    ]);
  });

  it('accepts a fourth language once its locale folder is there', () => {
    copyLocalesForNewLanguage(tree);
    expect(validateContent(tree.dir, SHAPE_WITH_NEW_LANGUAGE)).toEqual([]);
  });

  it('checks the words of every content entry in a fourth language too', () => {
    copyLocalesForNewLanguage(tree);
    const [service] = yaml.load(tree.read('services.yaml')) as { id: string }[];
    if (!service) throw new Error('content/services.yaml has no service');
    tree.editJson(`locales/${NEW_LANGUAGE.code}/home.json`, (data) => {
      delete objectAt(data, 'services.items')[service.id];
    });
    const problems = validateContent(tree.dir, SHAPE_WITH_NEW_LANGUAGE);
    expect(problems).toContain(
      `content/services.yaml, entry "${service.id}", field "id": no words for "services.items.${service.id}.title" in content/locales/${NEW_LANGUAGE.code}/home.json`,
    );
    for (const problem of problems) expect(problem).toContain(service.id);
  });

  it('ignores a locale folder of a language the manifest does not publish', () => {
    copyLocalesForNewLanguage(tree);
    tree.write(`locales/${NEW_LANGUAGE.code}/home.json`, '{ not json');
    expect(validateContent(tree.dir)).toEqual([]);
  });

  /** Gives the new section words in every language (home.json), as its author would. */
  function addSectionWords(languages: readonly string[], words: Record<string, string>) {
    for (const language of languages) {
      tree.editJson(`locales/${language}/home.json`, (data) => {
        data[NEW_SECTION.id] = words;
      });
    }
  }

  it('reports a section of the manifest with no words in the source language', () => {
    const { id } = NEW_SECTION;
    expect(validateContent(tree.dir, shapeWithSection())).toEqual([
      `page-shape.json, section "${id}", field "id": no words for "${id}" in content/locales/${SOURCE} (add a "${id}" object with the section's texts to one of its files)`,
    ]);
  });

  it('accepts a new section once its words are in every language', () => {
    addSectionWords(LANGUAGE_CODES, { eyebrow: 'Eyebrow', title: 'Title' });
    expect(validateContent(tree.dir, shapeWithSection())).toEqual([]);
  });

  it('reports the words of a new section that a translation lacks', () => {
    addSectionWords([SOURCE], { title: 'Title' });
    expect(validateContent(tree.dir, shapeWithSection())).toEqual(
      LANGUAGE_CODES.filter((language) => language !== SOURCE).map(
        (language) =>
          `content/locales/${language}/home.json, key "${NEW_SECTION.id}.title": missing (the Italian file has it)`,
      ),
    );
  });

  it('reports a section in the navigation bar without the words of its link', () => {
    addSectionWords(LANGUAGE_CODES, { title: 'Title' });
    expect(validateContent(tree.dir, shapeWithSection({ nav: true }))).toEqual([
      `page-shape.json, section "${NEW_SECTION.id}", field "nav": no words for "nav.links.${NEW_SECTION.id}" in content/locales/${SOURCE}/common.json`,
    ]);
  });

  it('accepts a new section in the navigation bar once its link has words in every language', () => {
    addSectionWords(LANGUAGE_CODES, { title: 'Title' });
    for (const language of LANGUAGE_CODES) {
      tree.editJson(`locales/${language}/common.json`, (data) => {
        objectAt(data, 'nav.links')[NEW_SECTION.id] = 'Link';
      });
    }
    expect(validateContent(tree.dir, shapeWithSection({ nav: true }))).toEqual([]);
  });

  it('reports an existing section put in the navigation bar without the words of its link', () => {
    const common = JSON.parse(tree.read(`locales/${SOURCE}/common.json`)) as Record<
      string,
      unknown
    >;
    const links = objectAt(common, 'nav.links');
    const unlinked = PAGE_SHAPE.sections.find((section) => !section.nav && !(section.id in links));
    if (!unlinked) throw new Error('every section of page-shape.json is in the navigation bar');
    const shape: PageShape = {
      ...PAGE_SHAPE,
      sections: PAGE_SHAPE.sections.map((section) =>
        section === unlinked ? { ...section, nav: true } : section,
      ),
    };
    expect(validateContent(tree.dir, shape)).toEqual([
      `page-shape.json, section "${unlinked.id}", field "nav": no words for "nav.links.${unlinked.id}" in content/locales/${SOURCE}/common.json`,
    ]);
  });

  it('reports the navigation words of a link that a translation lacks', () => {
    tree.editJson('locales/en/common.json', (data) => {
      delete objectAt(data, 'nav.links')['services'];
    });
    expect(validateContent(tree.dir)).toEqual([
      'content/locales/en/common.json, key "nav.links.services": missing (the Italian file has it)',
    ]);
  });
});

describe('validateContent on the locale files', () => {
  it('reports a key missing in one language, naming the file and the key', () => {
    tree.editJson('locales/fr/home.json', (data) => {
      delete objectAt(data, 'hero')['eyebrow'];
    });
    expect(validateContent(tree.dir)).toEqual([
      'content/locales/fr/home.json, key "hero.eyebrow": missing (the Italian file has it)',
    ]);
  });

  it('reports a key that only a translation has', () => {
    tree.editJson('locales/en/common.json', (data) => {
      objectAt(data, 'nav.links')['blog'] = 'Blog';
    });
    expect(validateContent(tree.dir)).toEqual([
      'content/locales/en/common.json, key "nav.links.blog": not in the Italian file (add it there or remove it here)',
    ]);
  });

  it('reports an empty or blank text', () => {
    tree.editJson('locales/en/common.json', (data) => {
      objectAt(data, 'footer')['tagline'] = '   ';
    });
    expect(validateContent(tree.dir)).toEqual([
      'content/locales/en/common.json, key "footer.tagline": the text is empty',
    ]);
  });

  it('reports a value that is not text', () => {
    tree.editJson('locales/fr/common.json', (data) => {
      objectAt(data, 'notFound')['code'] = 404;
    });
    expect(validateContent(tree.dir)).toContain(
      'content/locales/fr/common.json, key "notFound.code": 404 should be text in quotes',
    );
  });

  // The key is kept: every translation's (correct) text is not called "not in the Italian file".
  it('reports a non-text Italian value once, without blaming the translations', () => {
    tree.editJson('locales/it/common.json', (data) => {
      objectAt(data, 'notFound')['code'] = 404;
    });
    expect(validateContent(tree.dir)).toEqual([
      'content/locales/it/common.json, key "notFound.code": 404 should be text in quotes',
    ]);
  });

  it('reports a locale file missing in one language', () => {
    tree.remove('locales/fr/demo.json');
    expect(validateContent(tree.dir)).toEqual([
      'content/locales/fr/demo.json: the file is missing (content/locales/it/demo.json has it)',
    ]);
  });

  it('reports a locale file that only a translation has', () => {
    tree.write('locales/en/blog.json', '{ "title": "Blog" }\n');
    expect(validateContent(tree.dir)).toEqual([
      'content/locales/en/blog.json: no such file in content/locales/it',
    ]);
  });

  it('reports a language folder that is missing, once', () => {
    tree.remove('locales/fr');
    expect(validateContent(tree.dir)).toEqual([
      'content/locales/fr: the folder is missing (page-shape.json publishes "fr": copy content/locales/it and translate its texts)',
    ]);
  });

  it('reports JSON that does not parse, naming the file', () => {
    tree.write('locales/en/contact.json', '{ "form": { "name": "Name", }\n');
    const problems = validateContent(tree.dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/locales\/en\/contact\.json: not valid JSON: \S/),
      ]),
    );
  });

  // Not also "missing": that would send the editor looking for a file that is there.
  it('reports unparsable JSON once, without also calling the file missing', () => {
    tree.write('locales/en/contact.json', '{ "form": { "name": "Name", }\n');
    const problems = validateContent(tree.dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/locales\/en\/contact\.json: not valid JSON: /);
  });

  // Nor does every translation of it become "no such file in content/locales/it".
  it('reports an unparsable Italian file once, without blaming the translations', () => {
    tree.write('locales/it/contact.json', '{ "form": { "name": "Nome", }\n');
    const problems = validateContent(tree.dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/locales\/it\/contact\.json: not valid JSON: /);
  });

  it('reports {{placeholders}} that differ from the Italian text', () => {
    tree.replace('locales/fr/common.json', '{{name}}', '{{nom}}');
    expect(validateContent(tree.dir)).toEqual([
      'content/locales/fr/common.json, key "footer.copyright": placeholders {{nom}} {{year}} differ from the Italian {{name}} {{year}}',
    ]);
  });

  it('reports a dropped placeholder as "none"', () => {
    tree.editJson('locales/en/common.json', (data) => {
      objectAt(data, 'footer')['copyright'] = 'All rights reserved.';
    });
    expect(validateContent(tree.dir)).toEqual([
      'content/locales/en/common.json, key "footer.copyright": placeholders none differ from the Italian {{name}} {{year}}',
    ]);
  });

  it('accepts placeholders written with spaces inside the braces', () => {
    tree.replace('locales/en/common.json', '{{year}}', '{{ year }}');
    expect(validateContent(tree.dir)).toEqual([]);
  });
});

describe('validateContent across facts and words', () => {
  it('reports a service id without its words in one language, naming both files', () => {
    const id = unusedEntryId('services.yaml', ['consulting', 'training', 'support-plans']);
    const words = {
      title: 'Title',
      description: 'Description.',
      features: ['One', 'Two', 'Three'],
    };
    tree.write(
      'services.yaml',
      `${tree.read('services.yaml')}- id: ${id}\n  icon: brain\n  gradient: violet\n`,
    );
    for (const language of LANGUAGE_CODES.filter((code) => code !== TRANSLATION)) {
      tree.editJson(`locales/${language}/home.json`, (data) => {
        objectAt(data, 'services.items')[id] = words;
      });
    }
    // One translation lacks them: the Italian source has them, so the key comparison names them too.
    const where = `content/services.yaml, entry "${id}", field "id"`;
    const file = `content/locales/${TRANSLATION}/home.json`;
    const keys = ['title', 'description', 'features.0', 'features.1', 'features.2'].map(
      (suffix) => `services.items.${id}.${suffix}`,
    );
    expect(validateContent(tree.dir)).toEqual([
      ...keys.map((key) => `${file}, key "${key}": missing (the Italian file has it)`),
      ...keys.map((key) => `${where}: no words for "${key}" in ${file}`),
    ]);
  });

  it('accepts a fifth service with its words in every language', () => {
    const id = unusedEntryId('services.yaml', ['consulting', 'training', 'support-plans']);
    tree.write(
      'services.yaml',
      `${tree.read('services.yaml')}- id: ${id}\n  icon: brain\n  gradient: violet\n`,
    );
    for (const language of LANGUAGE_CODES) {
      tree.editJson(`locales/${language}/home.json`, (data) => {
        objectAt(data, 'services.items')[id] = {
          title: `${language} title`,
          description: `${language} description.`,
          features: ['One', 'Two', 'Three'].map((feature) => `${language} ${feature}`),
        };
      });
    }
    expect(validateContent(tree.dir)).toEqual([]);
  });

  it('reports a footer link without its words in any language', () => {
    const id = unusedEntryId('footer-links.yaml', ['imprint', 'accessibility', 'legal-notes']);
    tree.write(
      'footer-links.yaml',
      `${tree.read('footer-links.yaml')}- id: ${id}\n  href: /${id}/\n`,
    );
    expect(validateContent(tree.dir)).toEqual(
      LANGUAGE_CODES.map(
        (code) =>
          `content/footer-links.yaml, entry "${id}", field "id": no words for "footer.links.${id}" in content/locales/${code}/common.json`,
      ),
    );
  });
});

describe('formatProblems', () => {
  it('counts a single problem in the singular and indents it as a list item', () => {
    expect(formatProblems(['content/site.yaml, field "name": missing'])).toBe(
      'The content files have 1 problem:\n  - content/site.yaml, field "name": missing',
    );
  });

  it('lists every problem on its own line', () => {
    expect(formatProblems(['first', 'second', 'third'])).toBe(
      'The content files have 3 problems:\n  - first\n  - second\n  - third',
    );
  });

  it('formats the problems validateContent finds', () => {
    tree.replace('values.yaml', '  icon: puzzle', '  icon: rocket');
    tree.replace('services.yaml', '  gradient: violet', '  gradient: orange');
    const message = formatProblems(validateContent(tree.dir));
    expect(message.split('\n')).toEqual([
      'The content files have 2 problems:',
      `  - content/values.yaml, entry "tailored", field "icon": "rocket" is not a known icon (known: ${ICON_NAMES.join(', ')})`,
      `  - content/services.yaml, entry "analytics", field "gradient": "orange" is not a known gradient (known: ${GRADIENT_NAMES.join(', ')})`,
    ]);
  });
});
