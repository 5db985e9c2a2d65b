import { createTestI18n, word } from '../test-utils/locales';
import { LANGUAGE_CODES } from './languages';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  EMAIL_PATTERN,
  EMPTY_CONTACT_VALUES,
  toTemplateParams,
  validateContact,
} from './contact-validation';
import type { ContactErrorKey, ContactValues } from './contact-validation';

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

  it('takes each field up to its limit: name 100, email 254, company 120, message 5,000', () => {
    expect(CONTACT_LIMITS).toEqual({ name: 100, email: 254, company: 120, message: 5000 });
    const atLimit = {
      name: 'n'.repeat(100),
      email: `${'e'.repeat(254 - '@azienda.it'.length)}@azienda.it`,
      company: 'c'.repeat(120),
      message: 'm'.repeat(5000),
    };
    expect(validateContact(atLimit)).toEqual({ valid: true, values: atLimit });
  });

  it.each(CONTACT_FIELDS)('refuses a %s one character over its limit', (field) => {
    const over =
      field === 'email'
        ? `${'e'.repeat(CONTACT_LIMITS.email)}@x.it`
        : 'x'.repeat(CONTACT_LIMITS[field] + 1);
    expect(validateContact({ ...valid, [field]: over })).toEqual({
      valid: false,
      errors: { [field]: `${field}TooLong` },
      firstInvalid: field,
    });
  });

  it('measures the trimmed value: spaces around it do not count', () => {
    const name = ` ${'n'.repeat(100)}  `;
    expect(validateContact({ ...valid, name }).valid).toBe(true);
  });

  it('refuses a 200 KB message, as one was once posted in full', () => {
    const result = validateContact({ ...valid, message: 'x'.repeat(200 * 1024) });
    expect(result.valid ? undefined : result.errors.message).toBe('messageTooLong');
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
    expect(toTemplateParams(valid, '(none)')).toEqual({
      ...valid,
      company: '(none)',
    });
    expect(toTemplateParams({ ...valid, company: 'ACME' }, '(none)').company).toBe('ACME');
  });
});

describe('the error keys in the locale files', () => {
  const errorsOf = (values: ContactValues) =>
    Object.values((validateContact(values) as { errors: Record<string, ContactErrorKey> }).errors);
  const tooLong = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, `${'x'.repeat(CONTACT_LIMITS[field])}@x.it`]),
  ) as ContactValues;
  /** Every error key validateContact can return, from inputs that provoke each. */
  const errorKeys = [
    ...errorsOf(EMPTY_CONTACT_VALUES),
    ...errorsOf({ ...valid, email: 'mario@azienda' }),
    ...errorsOf(tooLong),
  ];

  it('provokes every error key the form can show', () => {
    expect([...errorKeys].sort()).toEqual(
      [
        'emailInvalid',
        'emailRequired',
        'messageRequired',
        'nameRequired',
        'nameTooLong',
        'emailTooLong',
        'companyTooLong',
        'messageTooLong',
      ].sort(),
    );
  });

  it.each(LANGUAGE_CODES)(
    'has words in %s for every error and for an empty company',
    (language) => {
      const t = createTestI18n(language).t as unknown as (key: string) => string;
      for (const key of errorKeys) {
        expect(t(`contact.errors.${key}`)).toBe(word(language, `contact.errors.${key}`));
      }
      // The limits are written into the words: {{max}}, filled in by the form.
      for (const field of CONTACT_FIELDS) {
        expect(word(language, `contact.errors.${field}TooLong`)).toContain('{{max}}');
      }
      expect(t('contact.notSpecified')).toBe(word(language, 'contact.notSpecified'));
    },
  );

  it('says each error in words of its own', () => {
    for (const language of LANGUAGE_CODES) {
      const texts = errorKeys.map((key) => word(language, `contact.errors.${key}`));
      expect(new Set(texts).size).toBe(texts.length);
    }
  });
});
