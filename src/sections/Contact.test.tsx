import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, serverRenderer, TestProviders } from '../test-utils/render';
import { contentList, sectionData, sectionOf } from '../test-utils/content';
import { word } from '../test-utils/locales';
import type { ContactErrorKey } from '../lib/contact-validation';
import { sendContactMessage, loadEmailJs } from '../lib/emailjs-client';
import type { SendResult } from '../lib/emailjs-client';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localizedHref } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { Contact } from './Contact';

// Typing with user-event through Emotion-styled fields is slow on a busy machine.
jest.setTimeout(20_000);

jest.mock('../lib/emailjs-client', () => ({
  sendContactMessage: jest.fn(),
  loadEmailJs: jest.fn(() => Promise.resolve({})),
}));

const { id } = sectionOf('Contact');
const DATA = sectionData();
/** A translation, for the tests of what the form says in another language than the default. */
const OTHER_LANGUAGE = LANGUAGE_CODES.find((code) => code !== DEFAULT_LANGUAGE) ?? DEFAULT_LANGUAGE;
const ERROR_KEYS: readonly ContactErrorKey[] = [
  'nameRequired',
  'emailRequired',
  'emailInvalid',
  'messageRequired',
];

const send = sendContactMessage as jest.MockedFunction<typeof sendContactMessage>;
const load = loadEmailJs as jest.MockedFunction<typeof loadEmailJs>;

function deferred() {
  let resolve!: (result: SendResult) => void;
  const promise = new Promise<SendResult>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The form's controls, found by their words in a language (the default unless said). */
function fields(language: LanguageCode = DEFAULT_LANGUAGE) {
  const label = (field: string) => word(language, `contact.fields.${field}.label`);
  return {
    name: screen.getByLabelText(label('name')),
    email: screen.getByLabelText(label('email')),
    // Its label goes on with the word "optional".
    company: screen.getByLabelText(new RegExp(`^${escaped(label('company'))}\\s`)),
    message: screen.getByLabelText(label('message')),
    submit: screen.getByRole('button', { name: word(language, 'contact.form.submit') }),
  };
}

const error = (key: ContactErrorKey, language: LanguageCode = DEFAULT_LANGUAGE) =>
  word(language, `contact.errors.${key}`);
const status = (key: string, language: LanguageCode = DEFAULT_LANGUAGE) =>
  word(language, `contact.status.${key}`);

beforeEach(() => {
  send.mockReset();
  load.mockClear();
});

describe('the contact form', () => {
  it.each(LANGUAGE_CODES)(
    'is the section page-shape.json names, and says in %s what happens to the data',
    (language) => {
      renderWithProviders(<Contact data={sectionData(language)} id={id} />, { language });
      expect(screen.getByRole('region', { name: word(language, 'contact.title') })).toHaveAttribute(
        'id',
        id,
      );
      const link = screen.getByRole('link', { name: word(language, 'contact.privacyNotice.link') });
      const privacy = contentList('footer-links.yaml').find((entry) => entry.key === 'privacy');
      // The privacy policy in the page's language.
      expect(link).toHaveAttribute('href', localizedHref(language, privacy?.href ?? ''));
      expect(link.parentElement?.textContent).toBe(
        `${word(language, 'contact.privacyNotice.text')} ${link.textContent}`,
      );
    },
  );

  it('links the privacy policy where the page query says it is', () => {
    renderWithProviders(
      <Contact
        data={{ privacyLink: { href: '#privacy-policy' }, siteYaml: DATA.siteYaml }}
        id={id}
      />,
    );
    expect(
      screen.getByRole('link', { name: word(DEFAULT_LANGUAGE, 'contact.privacyNotice.link') }),
    ).toHaveAttribute('href', '#privacy-policy');
  });

  it('has labelled fields, an optional company and a six-row message', () => {
    renderWithProviders(<Contact data={DATA} id={id} />);
    const { name, email, company, message } = fields();
    expect(name).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(company).not.toBeRequired();
    expect((company as HTMLInputElement).labels?.[0]).toHaveTextContent(
      word(DEFAULT_LANGUAGE, 'contact.form.optional'),
    );
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '6');
  });

  it('does not load the sending library before the form is used', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Contact data={DATA} id={id} />);
    expect(load).not.toHaveBeenCalled();
    await user.click(fields().name);
    expect(load).toHaveBeenCalledTimes(1);
    await user.type(fields().name, 'M');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows every error at once, marks and describes the fields, focuses the first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Contact data={DATA} id={id} />);
    const { name, email, company, message, submit } = fields();
    await user.type(message, '   ');
    await user.click(submit);

    expect(send).not.toHaveBeenCalled();
    for (const [field, text] of [
      [name, error('nameRequired')],
      [email, error('emailRequired')],
      [message, error('messageRequired')],
    ] as const) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(text);
    }
    expect(company).not.toHaveAttribute('aria-invalid');
    expect(company).not.toHaveAttribute('aria-describedby');
    expect(name).toHaveFocus();
  });

  it('focuses the email when it is the first invalid field, with the format message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Contact data={DATA} id={id} />);
    const { name, email, message, submit } = fields();
    await user.type(name, 'Mario');
    await user.type(email, 'mario@azienda');
    await user.type(message, 'Ciao');
    await user.click(submit);
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(error('emailInvalid'));
    const shown = ERROR_KEYS.flatMap((key) => screen.queryAllByText(error(key)));
    expect(shown).toHaveLength(1);
  });

  it('clears only the error of the field being edited', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Contact data={DATA} id={id} />);
    const { name, email, message, submit } = fields();
    await user.click(submit);
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(error('emailRequired'))).not.toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the trimmed values once, shows the sending state, then clears the fields', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    send.mockReturnValue(pending.promise);
    renderWithProviders(<Contact data={DATA} id={id} />);
    const { name, email, company, message, submit } = fields();
    await user.type(name, '  Mario Rossi ');
    await user.type(email, ' mario@azienda.it ');
    await user.type(message, ' Riga uno{enter}Riga due ');
    await user.click(submit);

    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({
      name: 'Mario Rossi',
      email: 'mario@azienda.it',
      company: word(DEFAULT_LANGUAGE, 'contact.notSpecified'),
      message: 'Riga uno\nRiga due',
    });
    const busy = screen.getByRole('button', {
      name: word(DEFAULT_LANGUAGE, 'contact.form.sending'),
    });
    expect(busy).toBeDisabled();

    // A second submit while sending (Enter in a field) does not send again.
    fireEvent.submit(busy.closest('form') as HTMLFormElement);
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve({ ok: true }));
    expect(screen.getByRole('status').textContent).toBe(status('success'));
    for (const field of [name, email, company, message]) expect(field).toHaveValue('');
    expect(fields().submit).toBeEnabled();
  });

  it('keeps what was typed into the page before its code arrived, and sends it', async () => {
    // The static page, as the build writes it.
    const { renderToString } = serverRenderer();
    const container = document.createElement('div');
    // Rendered "on the server" inside jsdom: React warns that the layout effect cannot run here.
    const serverWarning = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    container.innerHTML = renderToString(
      <TestProviders>
        <Contact data={DATA} id={id} />
      </TestProviders>,
    );
    serverWarning.mockRestore();
    document.body.appendChild(container);
    const typed = (id: string, value: string) => {
      const control = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`);
      if (!control) throw new Error(`no #${id}`);
      control.value = value;
    };
    typed('contact-name', 'Ada Lovelace');
    typed('contact-email', 'ada@example.com');
    typed('contact-message', 'Scritto prima');

    send.mockResolvedValue({ ok: true });
    const errors = jest.spyOn(console, 'error');
    renderWithProviders(<Contact data={DATA} id={id} />, { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    expect(fields().name).toHaveValue('Ada Lovelace');
    await act(async () => fireEvent.click(fields().submit));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Scritto prima',
    });
  });

  it('fetches the sending library when a field was focused before its code arrived', () => {
    const { renderToString } = serverRenderer();
    const container = document.createElement('div');
    const serverWarning = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    container.innerHTML = renderToString(
      <TestProviders>
        <Contact data={DATA} id={id} />
      </TestProviders>,
    );
    serverWarning.mockRestore();
    document.body.appendChild(container);
    container.querySelector<HTMLInputElement>('#contact-name')?.focus();

    act(() => {
      renderWithProviders(<Contact data={DATA} id={id} />, { container, hydrate: true });
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends once when the form is submitted twice before React re-renders', async () => {
    send.mockResolvedValue({ ok: true });
    renderWithProviders(<Contact data={DATA} id={id} />);
    const { name, email, message } = fields();
    fireEvent.change(name, { target: { value: 'Mario' } });
    fireEvent.change(email, { target: { value: 'mario@azienda.it' } });
    fireEvent.change(message, { target: { value: 'Ciao' } });
    const form = name.closest('form') as HTMLFormElement;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await screen.findByText(status('success'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps the typed values and shows the error box on failure, for 3 seconds', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      send.mockResolvedValue({ ok: false, kind: 'network', detail: 'TypeError: Failed to fetch' });
      renderWithProviders(<Contact data={DATA} id={id} />);
      const { name, email, company, message, submit } = fields();
      await user.type(name, 'Mario');
      await user.type(email, 'mario@azienda.it');
      await user.type(company, 'ACME');
      await user.type(message, 'Ciao');
      await user.click(submit);

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(status('error'));
      expect(name).toHaveValue('Mario');
      expect(email).toHaveValue('mario@azienda.it');
      expect(company).toHaveValue('ACME');
      expect(message).toHaveValue('Ciao');

      act(() => jest.advanceTimersByTime(2999));
      expect(alert).not.toBeEmptyDOMElement();
      act(() => jest.advanceTimersByTime(1));
      expect(alert).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when the rate limit is hit', async () => {
    const user = userEvent.setup();
    send.mockResolvedValue({ ok: false, kind: 'rate-limit', status: 429, detail: '429' });
    renderWithProviders(<Contact data={DATA} id={id} />, { language: OTHER_LANGUAGE });
    const { name, email, message, submit } = fields(OTHER_LANGUAGE);
    await user.type(name, 'Jane');
    await user.type(email, 'jane@company.com');
    await user.type(message, 'Hello');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      status('rateLimited', OTHER_LANGUAGE),
    );
  });

  it('sends the word of the page language for an empty company', async () => {
    const user = userEvent.setup();
    send.mockResolvedValue({ ok: true });
    renderWithProviders(<Contact data={DATA} id={id} />, { language: OTHER_LANGUAGE });
    const { name, email, message, submit } = fields(OTHER_LANGUAGE);
    await user.type(name, 'Jane');
    await user.type(email, 'jane@company.com');
    await user.type(message, 'Hello');
    await user.click(submit);
    expect(send.mock.calls[0]?.[0].company).toBe(word(OTHER_LANGUAGE, 'contact.notSpecified'));
    expect(word(OTHER_LANGUAGE, 'contact.notSpecified')).not.toBe(
      word(DEFAULT_LANGUAGE, 'contact.notSpecified'),
    );
    expect((await screen.findByRole('status')).textContent).toBe(status('success', OTHER_LANGUAGE));
  });

  it('never tells a person "sent" when the hidden field is filled: empties it, asks again, then sends', async () => {
    const user = userEvent.setup();
    send.mockResolvedValue({ ok: true });
    const { container } = renderWithProviders(<Contact data={DATA} id={id} />);
    const trap = container.querySelector<HTMLInputElement>('#contact-trap');
    if (!trap) throw new Error('no hidden field');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    // A name no autofill guesses: nothing like name, email, company, url, website, tel, address.
    expect(trap.name).not.toMatch(/name|mail|company|organi[sz]ation|url|web|site|tel|phone|addr/i);
    trap.value = 'Mario Rossi';
    const { name, email, message, submit } = fields();
    await user.type(name, 'Mario');
    await user.type(email, 'mario@azienda.it');
    await user.type(message, 'Ciao');
    await user.click(submit);

    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert').textContent).toBe(status('checkAgain'));
    expect(screen.getByText(word(DEFAULT_LANGUAGE, 'contact.recovery.checkAgain'))).toBeVisible();
    expect(name).toHaveValue('Mario');
    expect(trap).toHaveValue('');

    await user.click(submit);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent(status('success'));
  });

  it('shows typed markup as text, never as elements', async () => {
    const user = userEvent.setup();
    send.mockResolvedValue({ ok: false, kind: 'http', status: 500, detail: '500' });
    const { container } = renderWithProviders(<Contact data={DATA} id={id} />);
    const hostile = '<img src=x onerror="alert(1)"><b>bold</b>';
    await user.type(fields().name, hostile.replace(/[{[]/g, '$&$&'));
    await user.type(fields().email, 'a@b.co');
    await user.type(fields().message, 'x');
    await user.click(fields().submit);
    await screen.findByRole('alert');
    expect(fields().name).toHaveValue(hostile);
    expect(container.querySelector('img, b')).toBeNull();
  });
});
