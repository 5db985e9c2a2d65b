import i18next from 'i18next';
import { interpolate, localeText } from './locale-text';
import { I18NEXT_OPTIONS } from './languages';
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

describe('localeText', () => {
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

  it('does not return an object when the key names a group of texts', () => {
    expect(localeText(nodes, 'en', 'common', 'nav.links')).toBe('nav.links');
    expect(localeText(nodes, 'en', 'common', 'skipLink.more')).toBe('skipLink.more');
  });
});

describe('interpolate', () => {
  const texts = ['Lavori · {{name}}', '{{ title }} · {{ name }}', '{{name}}{{name}}', 'no values'];
  const values = { name: 'Studio $& Co $$', title: '$1 · `x`' };

  it.each(texts)('fills %j as i18next fills the body', async (text) => {
    const i18n = i18next.createInstance({ ...I18NEXT_OPTIONS, lng: 'it', initImmediate: false });
    await i18n.init({ resources: { it: { translation: { text } } } });
    expect(interpolate(text, values)).toBe(i18n.t('text' as never, values));
  });

  it('leaves a placeholder it has no value for', () => {
    expect(interpolate('{{year}} {{name}}', { name: 'N' })).toBe('{{year}} N');
  });
});
