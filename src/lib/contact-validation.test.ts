import { createTestI18n, word } from '../test-utils/locales';
import { LANGUAGE_CODES } from './languages';
import {
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
    expect(toTemplateParams(valid, '(none)')).toEqual({
      ...valid,
      company: '(none)',
    });
    expect(toTemplateParams({ ...valid, company: 'ACME' }, '(none)').company).toBe('ACME');
  });
});

describe('the error keys in the locale files', () => {
  /** Every error key validateContact can return, from inputs that provoke each. */
  const errorKeys = [
    ...Object.values(
      (validateContact(EMPTY_CONTACT_VALUES) as { errors: Record<string, ContactErrorKey> }).errors,
    ),
    ...Object.values(
      (
        validateContact({ ...valid, email: 'mario@azienda' }) as {
          errors: Record<string, ContactErrorKey>;
        }
      ).errors,
    ),
  ];

  it('provokes every error key the form can show', () => {
    expect([...errorKeys].sort()).toEqual(
      ['emailInvalid', 'emailRequired', 'messageRequired', 'nameRequired'].sort(),
    );
  });

  it.each(LANGUAGE_CODES)(
    'has words in %s for every error and for an empty company',
    (language) => {
      const t = createTestI18n(language).t as unknown as (key: string) => string;
      for (const key of errorKeys) {
        expect(t(`contact.errors.${key}`)).toBe(word(language, `contact.errors.${key}`));
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
