import { createTestI18n } from '../test-utils/locales';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  DRAFT_KEY,
  DRAFT_MAX_AGE_MS,
  EMAIL_PATTERN,
  EMPTY_VALUES,
  characterCount,
  failureOf,
  mailtoHref,
  readDraft,
  saveDraft,
  toTemplateParams,
  validateContact,
} from './contact';
import type { ContactFailure } from './contact';
import { LANGUAGE_CODES } from './languages';

const FAILURE_HEADLINE: Record<string, string> = {
  it: "Errore nell'invio del messaggio. Riprova più tardi.",
  en: 'Error sending the message. Please try again later.',
  fr: "Erreur lors de l'envoi du message. Veuillez réessayer plus tard.",
};
const valid = { name: 'Mario', email: 'mario@azienda.it', company: '', message: 'Un preventivo.' };

describe('validateContact', () => {
  it('returns every error at once, with the first invalid field', () => {
    expect(validateContact({ ...EMPTY_VALUES, company: '  ', message: ' \n' })).toEqual({
      values: EMPTY_VALUES,
      errors: { name: 'nameRequired', email: 'emailRequired', message: 'messageRequired' },
      firstInvalid: 'name',
    });
  });

  it('checks the email format only when one was typed', () => {
    const result = validateContact({ ...valid, email: 'mario@azienda' });
    expect(result.errors).toEqual({ email: 'emailInvalid' });
    expect(result.firstInvalid).toBe('email');
  });

  it('returns the trimmed values, keeping inner spaces and line breaks', () => {
    const result = validateContact({ ...valid, name: ' Mario Rossi ', message: ' Uno\nDue ' });
    expect(result).toEqual({
      values: { ...valid, name: 'Mario Rossi', message: 'Uno\nDue' },
      errors: {},
      firstInvalid: undefined,
    });
  });

  it.each(CONTACT_FIELDS)('takes %s up to its limit (trimmed), not one character more', (field) => {
    const max = CONTACT_LIMITS[field];
    const fill = (length: number) =>
      field === 'email' ? `${'a'.repeat(length - 6)}@b.com` : 'a'.repeat(length);
    expect(validateContact({ ...valid, [field]: ` ${fill(max)} ` }).errors).toEqual({});
    expect(validateContact({ ...valid, [field]: fill(max + 1) }).errors).toEqual({
      [field]: `${field}TooLong`,
    });
  });

  it('has the limits the studio set', () => {
    expect(CONTACT_LIMITS).toEqual({ name: 100, email: 254, company: 120, message: 5000 });
  });

  it.each(['a@b.co', 'mario.rossi+lavoro@azienda.it', 'élodie@société.fr'])(
    'takes %s as an email',
    (email) => expect(EMAIL_PATTERN.test(email)).toBe(true),
  );

  it.each(['mario', 'mario@', '@azienda.it', 'mario@azienda', 'ma rio@azienda.it', 'a@b@c.it'])(
    'refuses %s as an email',
    (email) => expect(EMAIL_PATTERN.test(email)).toBe(false),
  );
});

it('sends the given word for an empty company, and the company otherwise', () => {
  const page = {
    companyNotSpecified: 'Non specificata',
    project: 'Nessuno',
    engagement: 'nessuno',
  };
  expect(toTemplateParams(valid, page).company).toBe('Non specificata');
  expect(toTemplateParams({ ...valid, company: 'ACME' }, page).company).toBe('ACME');
  expect(toTemplateParams(valid, { ...page, project: 'Retail: dashboard' }).project).toBe(
    'Retail: dashboard',
  );
  expect(toTemplateParams(valid, { ...page, engagement: 'Dashboard' }).engagement).toBe(
    'Dashboard',
  );
});

describe('failureOf', () => {
  const chunkError = Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' });

  it.each([
    ['a 400 answer', { status: 400, text: 'Bad Request' }, 'rejected'],
    ['a 413 answer', { status: 413, text: 'Payload Too Large' }, 'tooLarge'],
    [
      'a 429 answer or the SDK’s rate limit',
      { status: 429, text: 'Too Many Requests' },
      'rateLimited',
    ],
    ['a 500 answer', { status: 500, text: 'Server Error' }, 'error'],
    ['the SDK’s headless block', { status: 451, text: 'Unavailable' }, 'error'],
    ['a missing key, as a string', 'The public key is required', 'error'],
    ['a fetch TypeError', new TypeError('Failed to fetch'), 'error'],
    ['its code gone after a deploy', chunkError, 'unavailable'],
    ['anything else', undefined, 'error'],
  ])('maps %s online', (_what, error, failure) => {
    expect(failureOf(error, true)).toBe(failure);
  });

  it('says offline for anything that fails while the browser is offline', () => {
    expect(failureOf(new TypeError('Failed to fetch'), false)).toBe('offline');
    expect(failureOf(chunkError, false)).toBe('offline');
  });

  it.each(LANGUAGE_CODES)('has what happened and what to do for every failure in %s', (code) => {
    const t = createTestI18n(code).t as unknown as (key: string) => string;
    // Every failure's headline: the client's failure text (SPEC.md, section 8).
    expect(t('contact.status.error')).toBe(FAILURE_HEADLINE[code]);
    const failures: ContactFailure[] = [
      'error',
      'rateLimited',
      'offline',
      'rejected',
      'tooLarge',
      'unavailable',
      'checkAgain',
      'captchaUnavailable',
    ];
    const said = failures.map((failure) => t(`contact.status.${failure}`));
    expect(new Set(said).size).toBe(failures.length);
    for (const failure of failures) {
      expect(t(`contact.recovery.${failure}`)).not.toBe(`contact.recovery.${failure}`);
    }
  });
});

describe('characterCount', () => {
  it('shows from 80 % of the limit and announces at 20 %, 10 % and 0 left', () => {
    expect(characterCount(3999, 5000)).toEqual({ shown: false, remaining: 1001, step: undefined });
    expect(characterCount(4000, 5000)).toEqual({ shown: true, remaining: 1000, step: 0 });
    expect(characterCount(4499, 5000).step).toBe(0);
    expect(characterCount(4500, 5000).step).toBe(1);
    expect(characterCount(5000, 5000)).toEqual({ shown: true, remaining: 0, step: 2 });
    expect(characterCount(5200, 5000).remaining).toBe(0);
  });
});

it('writes a mailto: link with only the subject, encoded', () => {
  const href = mailtoHref('studio@example.com', 'Richiesta & preventivo?');
  expect(href).toBe('mailto:studio@example.com?subject=Richiesta%20%26%20preventivo%3F');
  expect(new URL(href).searchParams.get('subject')).toBe('Richiesta & preventivo?');
});

describe('the draft', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps the typed fields in the tab’s sessionStorage only, and reads them back', () => {
    saveDraft({ ...EMPTY_VALUES, name: 'Ada', message: 'Ciao' });
    expect(readDraft()).toEqual({ name: 'Ada', message: 'Ciao' });
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps nothing for an empty form, and forgets the draft then', () => {
    saveDraft({ name: 'Ada' });
    saveDraft(EMPTY_VALUES);
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('reads only the form’s own fields, as texts; an unreadable draft as none', () => {
    const values = { name: 'Ada', trap: 'x', email: 5 };
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: Date.now(), values }));
    expect(readDraft()).toEqual({ name: 'Ada' });
    window.sessionStorage.setItem(DRAFT_KEY, '{not json');
    expect(readDraft()).toEqual({});
  });

  it('restores a draft saved less than 24 hours ago; an older one (or one without its time) is removed', () => {
    const savedAt = Date.UTC(2026, 10, 25, 9);
    saveDraft({ name: 'Ada' }, window.sessionStorage, savedAt);
    expect(readDraft(window.sessionStorage, savedAt + DRAFT_MAX_AGE_MS - 1)).toEqual({
      name: 'Ada',
    });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    expect(readDraft(window.sessionStorage, savedAt + DRAFT_MAX_AGE_MS)).toEqual({});
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ name: 'Ada' }));
    expect(readDraft()).toEqual({});
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('works on without storage, where the browser refuses it', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(readDraft(refusing)).toEqual({});
    expect(() => saveDraft({ name: 'Ada' }, refusing)).not.toThrow();
    expect(readDraft(null)).toEqual({});
  });
});
