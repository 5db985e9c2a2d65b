import { correctedPage } from './localized-pages';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../src/lib/languages';

const TRANSLATIONS = LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE);

describe('correctedPage', () => {
  it.each(TRANSLATIONS)(
    'gives the %s 404 page its own match path instead of a doubled one',
    (code) => {
      const page = {
        path: `/${code}/404/`,
        matchPath: `/${code}/${code}/*`,
        context: { language: code },
      };
      expect(correctedPage(page)).toEqual({
        path: `/${code}/404/`,
        matchPath: `/${code}/*`,
        context: { language: code, defaultLanguage: DEFAULT_LANGUAGE },
      });
    },
  );

  it("lets the default language's 404 page match every other unknown path", () => {
    expect(correctedPage({ path: '/404/', context: {} })).toEqual({
      path: '/404/',
      matchPath: '/*',
      context: { defaultLanguage: DEFAULT_LANGUAGE },
    });
  });

  it('gives every page the default language for its query', () => {
    const page = { path: '/', context: { language: DEFAULT_LANGUAGE } };
    expect(correctedPage(page)).toEqual({
      path: '/',
      context: { language: DEFAULT_LANGUAGE, defaultLanguage: DEFAULT_LANGUAGE },
    });
  });

  it('leaves a page that is already right alone (no endless re-creation)', () => {
    const page = { path: '/en/', context: { defaultLanguage: DEFAULT_LANGUAGE } };
    expect(correctedPage(page)).toBeUndefined();
    const fixed = correctedPage({ path: '/x/', matchPath: '/x/*' });
    expect(fixed && correctedPage(fixed)).toBeUndefined();
  });
});
