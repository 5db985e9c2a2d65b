import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_DIR, unusedLanguage, unusedSection } from './__fixtures__/content-tree';
import { SHAPE_FILE, validateShape } from './validate-shape';
import { FLAGS } from '../src/components/flags';

type Json = Record<string, unknown>;
type Entry = Record<string, unknown>;

/** page-shape.json as the project has it, parsed afresh: a copy each test may change. */
function realShape(): { defaultLanguage: unknown; languages: Entry[]; sections: Entry[] } & Json {
  return JSON.parse(fs.readFileSync(path.join(PROJECT_DIR, SHAPE_FILE), 'utf8'));
}

/** The entry of a list with the given id (its code, for a language). */
function entry(list: Entry[], field: string, id: string): Entry {
  const found = list.find((candidate) => candidate[field] === id);
  if (!found) throw new Error(`page-shape.json has no entry with ${field} "${id}"`);
  return found;
}

/** The problems of the real manifest after one change. */
function problemsAfter(change: (shape: ReturnType<typeof realShape>) => void, dir = PROJECT_DIR) {
  const shape = realShape();
  change(shape);
  return validateShape(shape, dir).problems;
}

const DRAWN = Object.keys(FLAGS).join(', ');
/** A language and a section the project does not have yet, and a flag flags.ts does not draw. */
const NEW_LANGUAGE = unusedLanguage();
const NEW_SECTION = unusedSection();
const UNDRAWN_FLAG = ['xx', 'zz', 'qq'].find((flag) => !Object.hasOwn(FLAGS, flag)) ?? '';
const DRAWN_FLAG = Object.keys(FLAGS)[0] ?? '';
const CODES = realShape()
  .languages.map((language) => language.code)
  .join(', ');
const LANGUAGE_FIELDS = 'code, name, flag, ogLocale';
const SECTION_FIELDS = 'id, component, interactive, nav, beforeCode';

describe('validateShape on the real manifest', () => {
  it('finds no problem, and gives the manifest back as the typed shape', () => {
    const raw = realShape();
    expect(validateShape(raw, PROJECT_DIR)).toEqual({ problems: [], shape: raw });
  });
});

describe('validateShape on the manifest itself', () => {
  it.each([null, [], 'page', 42])('reports a manifest that is not an object (%p)', (raw) => {
    expect(validateShape(raw, PROJECT_DIR)).toEqual({
      problems: [
        'page-shape.json: expected an object with defaultLanguage, languages and sections',
      ],
    });
  });

  it('reports an unknown top-level field', () => {
    expect(
      problemsAfter((shape) => {
        shape.pages = [];
      }),
    ).toEqual([
      'page-shape.json, field "pages": not a known field (known fields: defaultLanguage, languages, sections)',
    ]);
  });

  it('reports a default language that is not one of the languages', () => {
    expect(
      problemsAfter((shape) => {
        shape.defaultLanguage = NEW_LANGUAGE.code;
      }),
    ).toEqual([
      `page-shape.json, field "defaultLanguage": "${NEW_LANGUAGE.code}" is not one of the languages (${CODES})`,
    ]);
  });

  it('reports a missing default language', () => {
    expect(
      problemsAfter((shape) => {
        delete shape.defaultLanguage;
      }),
    ).toEqual(['page-shape.json, field "defaultLanguage": missing']);
  });

  it('reports a missing or empty list, and gives no shape', () => {
    const shape = realShape();
    delete (shape as Json).sections;
    shape.languages = [];
    expect(validateShape(shape, PROJECT_DIR)).toEqual({
      problems: [
        'page-shape.json, field "languages": expected a list with at least one language',
        'page-shape.json, field "sections": expected a list with at least one section',
        `page-shape.json, field "defaultLanguage": ${JSON.stringify(shape.defaultLanguage)} is not one of the languages ()`,
      ],
    });
  });
});

describe('validateShape on the languages', () => {
  it('reports an entry that is not an object by its position', () => {
    expect(
      problemsAfter((shape) => {
        shape.languages.push('de' as unknown as Entry);
      }),
    ).toEqual([
      `page-shape.json, language #${realShape().languages.length + 1}: expected an object with ${LANGUAGE_FIELDS}`,
    ]);
  });

  it('reports a missing field by language and field', () => {
    expect(
      problemsAfter((shape) => {
        delete entry(shape.languages, 'code', 'en').ogLocale;
      }),
    ).toEqual(['page-shape.json, language "en", field "ogLocale": missing']);
  });

  it('names a language without a code by its position', () => {
    expect(
      problemsAfter((shape) => {
        shape.languages.push({ name: NEW_LANGUAGE.name, flag: DRAWN_FLAG, ogLocale: 'de_DE' });
      }),
    ).toEqual([
      `page-shape.json, language #${realShape().languages.length + 1}, field "code": missing`,
    ]);
  });

  it('reports a code, a name and an Open Graph locale of the wrong form', () => {
    expect(
      problemsAfter((shape) => {
        shape.languages.push({ code: 'DE', name: ' ', flag: DRAWN_FLAG, ogLocale: 'de-DE' });
      }),
    ).toEqual([
      'page-shape.json, language "DE", field "code": "DE" should look like "de"',
      'page-shape.json, language "DE", field "name": " " should be text',
      'page-shape.json, language "DE", field "ogLocale": "de-DE" should look like "de_DE"',
    ]);
  });

  it('reports a flag that src/components/flags.ts does not draw, listing those it does', () => {
    expect(
      problemsAfter((shape) => {
        shape.languages.push({ ...NEW_LANGUAGE, flag: UNDRAWN_FLAG });
      }),
    ).toEqual([
      `page-shape.json, language "${NEW_LANGUAGE.code}", field "flag": "${UNDRAWN_FLAG}" has no drawing in src/components/flags.ts (drawn: ${DRAWN}; add one there)`,
    ]);
  });

  it('does not take an inherited property for a flag', () => {
    expect(
      problemsAfter((shape) => {
        entry(shape.languages, 'code', 'en').flag = 'toString';
      }),
    ).toEqual([
      `page-shape.json, language "en", field "flag": "toString" has no drawing in src/components/flags.ts (drawn: ${DRAWN}; add one there)`,
    ]);
  });

  it('accepts a fourth language drawn with an existing flag', () => {
    expect(
      problemsAfter((shape) => {
        shape.languages.push({ ...NEW_LANGUAGE, flag: DRAWN_FLAG });
      }),
    ).toEqual([]);
  });

  it('reports an unknown field, listing the known ones', () => {
    expect(
      problemsAfter((shape) => {
        entry(shape.languages, 'code', 'fr').emoji = '🇫🇷';
      }),
    ).toEqual([
      `page-shape.json, language "fr", field "emoji": not a known field (known fields: ${LANGUAGE_FIELDS})`,
    ]);
  });

  it('reports a code used twice', () => {
    expect(
      problemsAfter((shape) => {
        shape.languages.push({ ...entry(shape.languages, 'code', 'en') });
      }),
    ).toEqual(['page-shape.json, language "en", field "code": used twice']);
  });
});

describe('validateShape on the sections', () => {
  it('reports an id and a component name of the wrong form, without looking for its file', () => {
    expect(
      problemsAfter((shape) => {
        const section = entry(shape.sections, 'id', 'about');
        section.id = 'About_Us';
        section.component = 'about';
      }),
    ).toEqual([
      'page-shape.json, section "About_Us", field "id": "About_Us" should look like "testimonials"',
      'page-shape.json, section "About_Us", field "component": "about" should look like "Testimonials"',
    ]);
  });

  it('reports settings that are not true or false, and missing ones', () => {
    expect(
      problemsAfter((shape) => {
        const section = entry(shape.sections, 'id', 'demo');
        section.interactive = 'yes';
        delete section.nav;
        section.beforeCode = 1;
      }),
    ).toEqual([
      'page-shape.json, section "demo", field "interactive": "yes" should be true or false',
      'page-shape.json, section "demo", field "nav": missing',
      'page-shape.json, section "demo", field "beforeCode": 1 should be true or false',
    ]);
  });

  it('reports an unknown field, listing the known ones', () => {
    expect(
      problemsAfter((shape) => {
        entry(shape.sections, 'id', 'services').lazy = true;
      }),
    ).toEqual([
      `page-shape.json, section "services", field "lazy": not a known field (known fields: ${SECTION_FIELDS})`,
    ]);
  });

  it('reports an entry that is not an object by its position', () => {
    expect(
      problemsAfter((shape) => {
        shape.sections.unshift('hero' as unknown as Entry);
      }),
    ).toEqual([
      'page-shape.json, section #1: expected an object with id, component, interactive, nav',
    ]);
  });

  it('reports an id used twice', () => {
    expect(
      problemsAfter((shape) => {
        shape.sections.push({ ...entry(shape.sections, 'id', 'about'), component: 'Hero' });
      }),
    ).toEqual(['page-shape.json, section "about", field "id": used twice']);
  });

  it('reports a section whose component file does not exist, saying what to create', () => {
    expect(
      problemsAfter((shape) => {
        shape.sections.push({ ...NEW_SECTION, interactive: false, nav: false });
      }),
    ).toEqual([
      `page-shape.json, section "${NEW_SECTION.id}", field "component": src/sections/${NEW_SECTION.component}.tsx is missing (create it, exporting a component named ${NEW_SECTION.component})`,
    ]);
  });

  it('reports a before-code step whose file does not exist', () => {
    expect(
      problemsAfter((shape) => {
        entry(shape.sections, 'id', 'hero').beforeCode = true;
      }),
    ).toEqual([
      'page-shape.json, section "hero", field "beforeCode": src/sections/Hero.before-code.ts is missing (create it, exporting a function named beforeCode)',
    ]);
  });

  it('does not look for a before-code file when the section has none', () => {
    expect(
      problemsAfter((shape) => {
        entry(shape.sections, 'id', 'hero').beforeCode = false;
      }),
    ).toEqual([]);
  });
});

describe('validateShape on the files of a new section', () => {
  let projectDir: string;

  beforeEach(() => {
    projectDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shape-fixture-'));
    fs.mkdirSync(path.join(projectDir, 'src', 'sections'), { recursive: true });
  });

  afterEach(() => {
    fs.rmSync(projectDir, { recursive: true, force: true });
  });

  const write = (file: string, text: string) =>
    fs.writeFileSync(path.join(projectDir, 'src', 'sections', file), text);

  /** A manifest of one section (drawn by Testimonials), checked against the temporary project. */
  function problemsOf(section: Entry) {
    return problemsAfter((shape) => {
      shape.sections = [
        {
          id: 'testimonials',
          component: 'Testimonials',
          interactive: true,
          nav: false,
          ...section,
        },
      ];
    }, projectDir);
  }

  it('accepts a component exported as a function or a constant, and its before-code step', () => {
    write('Testimonials.tsx', 'export function Testimonials() {\n  return null;\n}\n');
    write('Testimonials.before-code.ts', 'export const beforeCode = () => () => undefined;\n');
    expect(problemsOf({ beforeCode: true })).toEqual([]);
    write('Testimonials.tsx', 'export const Testimonials = () => null;\n');
    expect(problemsOf({})).toEqual([]);
  });

  it('reports a component file that does not export the component', () => {
    write('Testimonials.tsx', 'export function Testimonial() {\n  return null;\n}\n');
    expect(problemsOf({})).toEqual([
      'page-shape.json, section "testimonials", field "component": src/sections/Testimonials.tsx does not export a component named Testimonials',
    ]);
  });

  it('reports a before-code file that does not export beforeCode', () => {
    write('Testimonials.tsx', 'export function Testimonials() {\n  return null;\n}\n');
    write('Testimonials.before-code.ts', 'export const before = () => () => undefined;\n');
    expect(problemsOf({ beforeCode: true })).toEqual([
      'page-shape.json, section "testimonials", field "beforeCode": src/sections/Testimonials.before-code.ts does not export a function named beforeCode',
    ]);
  });
});
