import type { ContentFileSpec } from '../content-model';
import { entryGroups, listLengths } from './entry-groups';
import { withEntryWords } from './entry-words';

const id = { kind: { type: 'id' as const } };

describe('entryGroups', () => {
  it('finds where the content model keeps each list file’s words', () => {
    const groups = entryGroups();
    expect(groups).toContainEqual({
      namespace: 'home',
      path: 'services.items',
      file: 'services.yaml',
      keys: ['title', 'description', 'features.0', 'features.1', 'features.2'],
    });
    expect(groups).toContainEqual({
      namespace: 'home',
      path: 'hero.stats',
      file: 'hero-stats.yaml',
      keys: [''],
    });
  });

  it('reads fixed lists and their length from numbered keys', () => {
    const services = entryGroups().find((group) => group.file === 'services.yaml');
    if (!services) throw new Error('no words for services.yaml');
    expect(listLengths(services)).toEqual(new Map([['features', 3]]));
  });

  it('refuses two files whose entries share one place in the words', () => {
    const spec = (file: string): ContentFileSpec => ({
      file,
      typeName: 'X',
      shape: 'list',
      fields: { id },
      localeKeys: (entry) => [`home:cards.${entry}.title`],
    });
    expect(() => entryGroups([spec('a.yaml'), spec('b.yaml')])).toThrow(
      'b.yaml and a.yaml both keep their words under home:cards',
    );
  });
});

describe('withEntryWords', () => {
  const group = {
    namespace: 'home',
    path: 'services.items',
    file: 'services.yaml',
    keys: ['title', 'features.0', 'features.1'],
  };

  it('adds empty words for an entry that has none, after the existing keys', () => {
    const source = { services: { items: { a: { title: 'A', features: ['x', 'y'] } } }, cta: 'Go' };
    const ids = new Map([['services.yaml', ['a', 'b']]]);
    const completed = withEntryWords(source, 'home', [group], ids);
    expect(completed).toEqual({
      services: {
        items: { a: { title: 'A', features: ['x', 'y'] }, b: { title: '', features: ['', ''] } },
      },
      cta: 'Go',
    });
    // In the file's order: a save writes keys in the order of the fields.
    expect(Object.keys(completed)).toEqual(['services', 'cta']);
    expect(Object.keys((completed.services as { items: object }).items)).toEqual(['a', 'b']);
    expect(source.services.items).not.toHaveProperty('b');
  });

  it('leaves other locale files alone', () => {
    const source = { demo: { title: 'Demo' } };
    expect(withEntryWords(source, 'demo', [group], new Map([['services.yaml', ['b']]]))).toEqual(
      source,
    );
  });
});
