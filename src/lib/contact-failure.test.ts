import { createTestI18n, word } from '../test-utils/locales';
import { failureWords, needsReload } from './contact-failure';
import type { ContactFailure } from './contact-failure';
import { LANGUAGE_CODES } from './languages';

const EVERY_FAILURE: readonly ContactFailure[] = [
  'rate-limit',
  'rejected',
  'too-large',
  'headless',
  'blocked',
  'config',
  'offline',
  'network',
  'code-unavailable',
  'http',
  'unknown',
  'trap',
];

describe('failureWords', () => {
  it.each([
    ['rejected', 'rejected'],
    ['too-large', 'tooLarge'],
    ['rate-limit', 'rateLimited'],
    ['offline', 'offline'],
    ['code-unavailable', 'unavailable'],
    ['trap', 'checkAgain'],
    ['network', 'error'],
    ['http', 'error'],
    ['unknown', 'error'],
  ] as const)('says %s with the words %s', (failure, words) => {
    expect(failureWords(failure)).toBe(words);
  });

  it.each(LANGUAGE_CODES)('has both texts of every failure in %s, each its own', (language) => {
    const t = createTestI18n(language).t as unknown as (key: string) => string;
    const said = new Set(EVERY_FAILURE.map(failureWords));
    for (const words of said) {
      expect(t(`contact.status.${words}`)).toBe(word(language, `contact.status.${words}`));
      expect(t(`contact.recovery.${words}`)).toBe(word(language, `contact.recovery.${words}`));
    }
    const statuses = [...said].map((words) => word(language, `contact.status.${words}`));
    expect(new Set(statuses).size).toBe(statuses.length);
  });
});

describe('needsReload', () => {
  it('asks for a reload only when the form’s code is gone', () => {
    expect(EVERY_FAILURE.filter(needsReload)).toEqual(['code-unavailable']);
  });
});
