import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, serverRenderer, TestProviders } from '../test-utils/render';
import { sendContactMessage, loadEmailJs } from '../lib/emailjs-client';
import type { SendResult } from '../lib/emailjs-client';
import { Contact } from './Contact';

// Typing with user-event through Emotion-styled fields is slow on a busy machine.
jest.setTimeout(20_000);

jest.mock('../lib/emailjs-client', () => ({
  sendContactMessage: jest.fn(),
  loadEmailJs: jest.fn(() => Promise.resolve({})),
}));

const DATA = { privacyLink: { href: '#privacy-policy' } };

const send = sendContactMessage as jest.MockedFunction<typeof sendContactMessage>;
const load = loadEmailJs as jest.MockedFunction<typeof loadEmailJs>;

function deferred() {
  let resolve!: (result: SendResult) => void;
  const promise = new Promise<SendResult>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function fields() {
  return {
    name: screen.getByLabelText('Nome'),
    email: screen.getByLabelText('Email'),
    company: screen.getByLabelText(/Azienda/),
    message: screen.getByLabelText('Messaggio'),
    submit: screen.getByRole('button', { name: 'Invia messaggio' }),
  };
}

beforeEach(() => {
  send.mockReset();
  load.mockClear();
});

describe('the contact form', () => {
  it.each([
    ['it', /inviati per e-mail allo studio tramite EmailJS/, "Leggi l'informativa sulla privacy"],
    ['en', /e-mailed to the studio through EmailJS/, 'Read our privacy policy'],
    ['fr', /envoyées par e-mail au studio via EmailJS/, 'Lire notre politique de confidentialité'],
  ] as const)(
    'says in %s what happens to the data and links the privacy policy',
    (language, text, link) => {
      renderWithProviders(<Contact data={DATA} />, { language });
      expect(screen.getByText(text)).toHaveTextContent(/cookie/);
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '#privacy-policy');
    },
  );

  it('has labelled fields, an optional company and a six-row message', () => {
    renderWithProviders(<Contact data={DATA} />);
    const { name, email, company, message } = fields();
    expect(name).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(company).not.toBeRequired();
    expect(screen.getByText('(opzionale)')).toBeInTheDocument();
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '6');
  });

  it('does not load the sending library before the form is used', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Contact data={DATA} />);
    expect(load).not.toHaveBeenCalled();
    await user.click(fields().name);
    expect(load).toHaveBeenCalledTimes(1);
    await user.type(fields().name, 'M');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows every error at once, marks and describes the fields, focuses the first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Contact data={DATA} />);
    const { name, email, company, message, submit } = fields();
    await user.type(message, '   ');
    await user.click(submit);

    expect(send).not.toHaveBeenCalled();
    for (const [field, text] of [
      [name, 'Il nome è obbligatorio'],
      [email, "L'email è obbligatoria"],
      [message, 'Il messaggio è obbligatorio'],
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
    renderWithProviders(<Contact data={DATA} />);
    const { name, email, message, submit } = fields();
    await user.type(name, 'Mario');
    await user.type(email, 'mario@azienda');
    await user.type(message, 'Ciao');
    await user.click(submit);
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription("Inserisci un'email valida");
    expect(screen.getAllByText(/obbligatori|valida/)).toHaveLength(1);
  });

  it('clears only the error of the field being edited', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Contact data={DATA} />);
    const { name, email, message, submit } = fields();
    await user.click(submit);
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText("L'email è obbligatoria")).not.toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the trimmed values once, shows the sending state, then clears the fields', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    send.mockReturnValue(pending.promise);
    renderWithProviders(<Contact data={DATA} />);
    const { name, email, company, message, submit } = fields();
    await user.type(name, '  Mario Rossi ');
    await user.type(email, ' mario@azienda.it ');
    await user.type(message, ' Riga uno{enter}Riga due ');
    await user.click(submit);

    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({
      name: 'Mario Rossi',
      email: 'mario@azienda.it',
      company: 'Non specificata',
      message: 'Riga uno\nRiga due',
    });
    const busy = screen.getByRole('button', { name: 'Invio in corso...' });
    expect(busy).toBeDisabled();

    // A second submit while sending (Enter in a field) does not send again.
    fireEvent.submit(busy.closest('form') as HTMLFormElement);
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve({ ok: true }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Messaggio inviato con successo! Ti contatteremo presto.',
    );
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
        <Contact data={DATA} />
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
    renderWithProviders(<Contact data={DATA} />, { container, hydrate: true });
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
        <Contact data={DATA} />
      </TestProviders>,
    );
    serverWarning.mockRestore();
    document.body.appendChild(container);
    container.querySelector<HTMLInputElement>('#contact-name')?.focus();

    act(() => {
      renderWithProviders(<Contact data={DATA} />, { container, hydrate: true });
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends once when the form is submitted twice before React re-renders', async () => {
    send.mockResolvedValue({ ok: true });
    renderWithProviders(<Contact data={DATA} />);
    const { name, email, message } = fields();
    fireEvent.change(name, { target: { value: 'Mario' } });
    fireEvent.change(email, { target: { value: 'mario@azienda.it' } });
    fireEvent.change(message, { target: { value: 'Ciao' } });
    const form = name.closest('form') as HTMLFormElement;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await screen.findByText('Messaggio inviato con successo! Ti contatteremo presto.');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps the typed values and shows the error box on failure, for 3 seconds', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      send.mockResolvedValue({ ok: false, kind: 'network', detail: 'TypeError: Failed to fetch' });
      renderWithProviders(<Contact data={DATA} />);
      const { name, email, company, message, submit } = fields();
      await user.type(name, 'Mario');
      await user.type(email, 'mario@azienda.it');
      await user.type(company, 'ACME');
      await user.type(message, 'Ciao');
      await user.click(submit);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent("Errore nell'invio del messaggio. Riprova più tardi.");
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
    renderWithProviders(<Contact data={DATA} />, { language: 'en' });
    await user.type(screen.getByLabelText('Name'), 'Jane');
    await user.type(screen.getByLabelText('Email'), 'jane@company.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have just sent a message. Please wait a few seconds before sending another.',
    );
  });

  it('sends the English word for an empty company on the English page', async () => {
    const user = userEvent.setup();
    send.mockResolvedValue({ ok: true });
    renderWithProviders(<Contact data={DATA} />, { language: 'en' });
    await user.type(screen.getByLabelText('Name'), 'Jane');
    await user.type(screen.getByLabelText('Email'), 'jane@company.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(send.mock.calls[0]?.[0].company).toBe('Not specified');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Message sent successfully! We will contact you soon.',
    );
  });

  it('silently drops a submission whose hidden field is filled', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Contact data={DATA} />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    (trap as HTMLInputElement).value = 'http://spam.example';
    const { name, email, message, submit } = fields();
    await user.type(name, 'Bot');
    await user.type(email, 'bot@spam.example');
    await user.type(message, 'Buy now');
    await user.click(submit);
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Messaggio inviato con successo!');
    expect(name).toHaveValue('');
  });

  it('shows typed markup as text, never as elements', async () => {
    const user = userEvent.setup();
    send.mockResolvedValue({ ok: false, kind: 'http', status: 500, detail: '500' });
    const { container } = renderWithProviders(<Contact data={DATA} />);
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
