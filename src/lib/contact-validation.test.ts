import { createTestI18n } from '../test-utils/render';
import {
  EMAIL_PATTERN,
  EMPTY_CONTACT_VALUES,
  toTemplateParams,
  validateContact,
} from './contact-validation';
import type { ContactValues } from './contact-validation';

const valid: ContactValues = {
  name: 'Mario Rossi',
  email: 'mario@azienda.it',
  company: '',
  message: 'Vorrei un preventivo.',
};

describe('validateContact', () => {
  it('returns every error at once, as keys, with the first invalid field', () => {
    const result = validateContact(EMPTY_CONTACT_VALUES);
    expect(result).toEqual({
      valid: false,
      errors: { name: 'nameRequired', email: 'emailRequired', message: 'messageRequired' },
      firstInvalid: 'name',
    });
  });

  it('treats whitespace-only values as empty', () => {
    const result = validateContact({
      name: '  \t',
      email: ' \n ',
      company: '   ',
      message: '\n\n',
    });
    expect(result.valid).toBe(false);
    if (!result.valid)
      expect(Object.keys(result.errors).sort()).toEqual(['email', 'message', 'name']);
  });

  it('flags a malformed email only when one was typed', () => {
    const result = validateContact({ ...valid, email: 'mario@azienda' });
    expect(result).toEqual({
      valid: false,
      errors: { email: 'emailInvalid' },
      firstInvalid: 'email',
    });
  });

  it('names the message as first invalid when only it is missing', () => {
    const result = validateContact({ ...valid, message: ' ' });
    expect(result).toEqual({
      valid: false,
      errors: { message: 'messageRequired' },
      firstInvalid: 'message',
    });
  });

  it('returns the trimmed values, keeping inner spaces and line breaks', () => {
    const result = validateContact({
      name: '  Mario  Rossi ',
      email: ' mario@azienda.it\n',
      company: ' ACME ',
      message: '\n Riga uno\n\nRiga due \n',
    });
    expect(result).toEqual({
      valid: true,
      values: {
        name: 'Mario  Rossi',
        email: 'mario@azienda.it',
        company: 'ACME',
        message: 'Riga uno\n\nRiga due',
      },
    });
  });

  it('has no length limit', () => {
    const long = 'x'.repeat(100_000);
    expect(validateContact({ ...valid, name: long, message: long }).valid).toBe(true);
  });
});

describe('EMAIL_PATTERN', () => {
  it.each(['a@b.co', 'mario.rossi+lavoro@azienda.it', 'élodie@société.fr', 'x@sub.domain.example'])(
    'accepts %s',
    (email) => expect(EMAIL_PATTERN.test(email)).toBe(true),
  );

  it.each(['', 'mario', 'mario@', '@azienda.it', 'mario@azienda', 'ma rio@azienda.it', 'a@b@c.it'])(
    'rejects %p',
    (email) => expect(EMAIL_PATTERN.test(email)).toBe(false),
  );
});

describe('toTemplateParams', () => {
  it('sends the given word for an empty company and the company otherwise', () => {
    expect(toTemplateParams(valid, 'Non specificata')).toEqual({
      ...valid,
      company: 'Non specificata',
    });
    expect(toTemplateParams({ ...valid, company: 'ACME' }, 'Non specificata').company).toBe('ACME');
  });
});

describe('the error keys in the locale files', () => {
  it.each([
    [
      'it',
      {
        nameRequired: 'Il nome è obbligatorio',
        emailRequired: "L'email è obbligatoria",
        emailInvalid: "Inserisci un'email valida",
        messageRequired: 'Il messaggio è obbligatorio',
      },
      'Non specificata',
    ],
    [
      'en',
      {
        nameRequired: 'Name is required',
        emailRequired: 'Email is required',
        emailInvalid: 'Enter a valid email',
        messageRequired: 'Message is required',
      },
      'Not specified',
    ],
  ] as const)('reads the spec words in %s', (language, messages, notSpecified) => {
    const i18n = createTestI18n(language);
    for (const [key, text] of Object.entries(messages)) {
      expect(i18n.t(`contact.errors.${key}`)).toBe(text);
    }
    expect(i18n.t('contact.notSpecified')).toBe(notSpecified);
  });

  it('has French words for every error, different from the Italian', () => {
    const fr = createTestI18n('fr');
    const it = createTestI18n('it');
    for (const key of ['nameRequired', 'emailRequired', 'emailInvalid', 'messageRequired']) {
      expect(fr.t(`contact.errors.${key}`)).not.toBe(it.t(`contact.errors.${key}`));
    }
    expect(fr.t('contact.notSpecified')).toBe('Non précisée');
  });
});
