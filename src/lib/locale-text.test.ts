import { localeWords } from './locale-text';
import type { LocaleNode } from './locale-text';

const node = (language: string, ns: string, data: object): LocaleNode => ({
  language,
  ns,
  data: JSON.stringify(data),
});

const nodes: readonly LocaleNode[] = [
  node('it', 'common', {
    skipLink: 'Vai al contenuto principale',
    meta: { title: 'Nodo Studio', description: 'Descrizione italiana' },
    nav: { links: { about: 'Chi siamo' } },
  }),
  node('it', 'home', { hero: { eyebrow: 'Occhiello' } }),
  node('en', 'common', {
    skipLink: 'Skip to main content',
    meta: { title: 'Nodo Studio (EN)' },
    nav: { links: { about: 'About Us' } },
  }),
  node('fr', 'home', { hero: { eyebrow: 'Surtitre' } }),
];

const localeText = (items: readonly LocaleNode[], language: string, ns: string, key: string) =>
  localeWords(items, language)(ns, key);

describe('localeWords', () => {
  it('looks up a top-level key in the page language', () => {
    expect(localeText(nodes, 'en', 'common', 'skipLink')).toBe('Skip to main content');
    expect(localeText(nodes, 'it', 'common', 'skipLink')).toBe('Vai al contenuto principale');
  });

  it('follows dotted keys into nested objects', () => {
    expect(localeText(nodes, 'en', 'common', 'meta.title')).toBe('Nodo Studio (EN)');
    expect(localeText(nodes, 'en', 'common', 'nav.links.about')).toBe('About Us');
    expect(localeText(nodes, 'fr', 'home', 'hero.eyebrow')).toBe('Surtitre');
  });

  it('reads the namespace asked for, not another one', () => {
    expect(localeText(nodes, 'it', 'home', 'hero.eyebrow')).toBe('Occhiello');
    expect(localeText(nodes, 'it', 'common', 'hero.eyebrow')).toBe('hero.eyebrow');
  });

  it('falls back to Italian when the language lacks the key', () => {
    expect(localeText(nodes, 'en', 'common', 'meta.description')).toBe('Descrizione italiana');
  });

  it('falls back to Italian when the language lacks the whole namespace', () => {
    expect(localeText(nodes, 'en', 'home', 'hero.eyebrow')).toBe('Occhiello');
    expect(localeText(nodes, 'fr', 'common', 'nav.links.about')).toBe('Chi siamo');
  });

  it('falls back to Italian for a language it has no nodes for', () => {
    expect(localeText(nodes, 'de', 'common', 'skipLink')).toBe('Vai al contenuto principale');
  });

  it('returns the key when no language has it', () => {
    expect(localeText(nodes, 'en', 'common', 'footer.tagline')).toBe('footer.tagline');
    expect(localeText([], 'it', 'common', 'skipLink')).toBe('skipLink');
  });

  it('fills values as the body does: spaces inside the braces, a value written as typed', () => {
    const words = localeWords(
      [node('en', 'common', { title: 'Work | {{ name }}', plain: '{{name}} · {{title}}' })],
      'en',
    );
    expect(words('common', 'title', { name: 'Studio $& Co' })).toBe('Work | Studio $& Co');
    expect(words('common', 'plain', { name: 'A$$B', title: '$1' })).toBe('A$$B · $1');
  });
});
