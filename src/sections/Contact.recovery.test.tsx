/**
 * The contact form when things go wrong: what its server HTML says without JavaScript,
 * its limits, the way forward after each failure, offline sending and the tab's draft.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, serverRenderer, TestProviders } from '../test-utils/render';
import { contentObject, sectionData, sectionOf } from '../test-utils/content';
import { filledWord, word } from '../test-utils/locales';
import { DRAFT_KEY } from '../lib/contact-draft';
import { CONTACT_FIELDS, CONTACT_LIMITS } from '../lib/contact-validation';
import { sendContactMessage } from '../lib/emailjs-client';
import type { SendResult } from '../lib/emailjs-client';
import { formatInteger } from '../lib/format';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { mailtoHref } from '../lib/mailto';
import { Contact } from './Contact';

jest.setTimeout(20_000);

jest.mock('../lib/emailjs-client', () => ({
  sendContactMessage: jest.fn(),
  loadEmailJs: jest.fn(() => Promise.resolve({})),
}));

const send = sendContactMessage as jest.MockedFunction<typeof sendContactMessage>;
const { id } = sectionOf('Contact');
const STUDIO_EMAIL = contentObject('site.yaml').email;

function fields(language: LanguageCode = DEFAULT_LANGUAGE) {
  const control = (field: string) =>
    document.getElementById(`contact-${field}`) as HTMLInputElement | HTMLTextAreaElement;
  return {
    name: control('name'),
    email: control('email'),
    company: control('company'),
    message: control('message'),
    submit: screen.getByRole('button', { name: word(language, 'contact.form.submit') }),
  };
}

/** The address as the form offers it: a mailto: link with the subject of the page's language. */
function expectAlternative(within: HTMLElement, language: LanguageCode = DEFAULT_LANGUAGE) {
  const link = [...within.querySelectorAll('a')].find((a) => a.textContent === STUDIO_EMAIL);
  expect(link).toHaveAttribute(
    'href',
    mailtoHref(STUDIO_EMAIL, word(language, 'contact.alternative.subject')),
  );
}

/** The text of an element by its id ("contact-message-counter"), exactly as written. */
const textOf = (elementId: string) => document.getElementById(elementId)?.textContent ?? null;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  const { name, email, message } = fields();
  await user.type(name, 'Mario');
  await user.type(email, 'mario@azienda.it');
  await user.type(message, 'Ciao');
}

/** The section's HTML as the build writes it. */
function serverHtml(language: LanguageCode = DEFAULT_LANGUAGE): HTMLElement {
  const { renderToString } = serverRenderer();
  const container = document.createElement('div');
  const warning = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  container.innerHTML = renderToString(
    <TestProviders language={language}>
      <Contact data={sectionData(language)} id={id} />
    </TestProviders>,
  );
  warning.mockRestore();
  return container;
}

beforeEach(() => {
  send.mockReset();
  window.sessionStorage.clear();
});

describe('the contact form’s server HTML', () => {
  it('posts (never a GET that would put the message in a URL) and cannot be sent', () => {
    const html = serverHtml();
    const form = html.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form?.querySelector('button[type="submit"]')).toBeDisabled();
  });

  it.each(LANGUAGE_CODES)('says in %s, without JavaScript, where to write instead', (language) => {
    const html = serverHtml(language);
    const text = html.querySelector<HTMLElement>('[data-when="no-script"]');
    const notice = text?.parentElement;
    if (!text || !notice) throw new Error('no notice for browsers without JavaScript');
    expect(text).toHaveTextContent(word(language, 'contact.fallback.noScript'));
    expectAlternative(notice, language);
  });

  it('has the notice for code that cannot be loaded, with a reload button and the address', () => {
    const [text, button] = serverHtml().querySelectorAll<HTMLElement>('[data-when="unavailable"]');
    const notice = text?.parentElement;
    if (!text || !notice) throw new Error('no notice for code that cannot be loaded');
    expect(text).toHaveTextContent(word(DEFAULT_LANGUAGE, 'contact.fallback.unavailable'));
    expect(button).toHaveAttribute('data-reload');
    expect(button).toHaveTextContent(word(DEFAULT_LANGUAGE, 'contact.recovery.reload'));
    expectAlternative(notice);
  });

  it('has the words the before-code step shows while it holds a submit', () => {
    const html = serverHtml();
    expect(html).toHaveTextContent(word(DEFAULT_LANGUAGE, 'contact.form.holding'));
    expect(html).toHaveTextContent(word(DEFAULT_LANGUAGE, 'contact.form.holdingOffline'));
  });

  it('enables the button once React drives the form', () => {
    renderWithProviders(<Contact data={sectionData()} id={id} />);
    expect(fields().submit).toBeEnabled();
  });
});

describe('the contact form’s limits', () => {
  it('gives every field its maxlength', () => {
    renderWithProviders(<Contact data={sectionData()} id={id} />);
    for (const field of CONTACT_FIELDS) {
      expect(fields()[field]).toHaveAttribute('maxlength', String(CONTACT_LIMITS[field]));
    }
  });

  it.each(LANGUAGE_CODES)(
    'shows the characters left from 80 %% of the limit on, in %s',
    (language) => {
      renderWithProviders(<Contact data={sectionData(language)} id={id} />, { language });
      const { message } = fields(language);
      const max = CONTACT_LIMITS.message;
      const left = (remaining: number) =>
        filledWord(language, 'contact.counter.remaining', {
          remaining: formatInteger(remaining, language),
        });
      const counterId = `${message.id}-counter`;
      fireEvent.change(message, { target: { value: 'x'.repeat(max * 0.8 - 1) } });
      expect(textOf(counterId)).toBeNull();

      fireEvent.change(message, { target: { value: 'x'.repeat(max * 0.8) } });
      expect(textOf(counterId)).toBe(left(max * 0.2));
      expect(message.getAttribute('aria-describedby')).toContain(counterId);
      const live = message.parentElement?.querySelector('[aria-live="polite"]');
      expect(live?.textContent).toBe(left(max * 0.2));

      // Typing on changes what is shown, not what a screen reader hears, until 10 % is left.
      fireEvent.change(message, { target: { value: 'x'.repeat(max * 0.8 + 7) } });
      expect(textOf(counterId)).toBe(left(max * 0.2 - 7));
      expect(live?.textContent).toBe(left(max * 0.2));
      fireEvent.change(message, { target: { value: 'x'.repeat(max * 0.9) } });
      expect(live?.textContent).toBe(left(max * 0.1));
    },
  );

  it.each(LANGUAGE_CODES)(
    'refuses an over-long value in %s, saying the limit',
    async (language) => {
      renderWithProviders(<Contact data={sectionData(language)} id={id} />, { language });
      const { name, email, message, submit } = fields(language);
      // Set by script (a restored draft, say), where maxlength does not apply.
      fireEvent.change(name, { target: { value: 'Mario' } });
      fireEvent.change(email, { target: { value: 'mario@azienda.it' } });
      fireEvent.change(message, { target: { value: 'x'.repeat(CONTACT_LIMITS.message + 1) } });
      await act(async () => fireEvent.click(submit));
      expect(send).not.toHaveBeenCalled();
      expect(message).toHaveAttribute('aria-invalid', 'true');
      expect(message).toHaveFocus();
      expect(textOf(`${message.id}-error`)).toBe(
        filledWord(language, 'contact.errors.messageTooLong', {
          max: formatInteger(CONTACT_LIMITS.message, language),
        }),
      );
    },
  );
});

describe('the way forward after a failure', () => {
  const failures: Array<[string, SendResult, string]> = [
    ['a refusal (400)', { ok: false, kind: 'rejected', status: 400, detail: '400' }, 'rejected'],
    [
      'a message too large (413)',
      { ok: false, kind: 'too-large', status: 413, detail: '413' },
      'tooLarge',
    ],
    [
      'the rate limit (429)',
      { ok: false, kind: 'rate-limit', status: 429, detail: '429' },
      'rateLimited',
    ],
    ['a network failure', { ok: false, kind: 'network', detail: 'TypeError' }, 'error'],
    [
      'code that is gone',
      { ok: false, kind: 'code-unavailable', detail: 'ChunkLoadError' },
      'unavailable',
    ],
  ];

  it.each(failures)(
    'after %s: says what happened for 3 s, and what to do, with the address, until an edit',
    async (_what, result, words) => {
      jest.useFakeTimers();
      try {
        const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
        send.mockResolvedValue(result);
        renderWithProviders(<Contact data={sectionData()} id={id} />);
        await fillValid(user);
        await user.click(fields().submit);

        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toBe(word(DEFAULT_LANGUAGE, `contact.status.${words}`));
        const recovery = screen.getByText(word(DEFAULT_LANGUAGE, `contact.recovery.${words}`));
        const panel = recovery.parentElement as HTMLElement;
        expectAlternative(panel);
        expect(fields().message).toHaveValue('Ciao');
        const reload = within(panel).queryByRole('button', {
          name: word(DEFAULT_LANGUAGE, 'contact.recovery.reload'),
        });
        expect(reload !== null).toBe(words === 'unavailable');

        act(() => jest.advanceTimersByTime(3000));
        expect(alert).toBeEmptyDOMElement();
        expect(panel).toBeInTheDocument();
        expect(recovery).toBeVisible();

        await user.type(fields().message, '!');
        expect(panel).not.toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    },
  );

  it('sends again by itself, once, when the connection returns after an offline failure', async () => {
    const user = userEvent.setup();
    send.mockResolvedValueOnce({ ok: false, kind: 'offline', detail: 'offline' });
    send.mockResolvedValueOnce({ ok: false, kind: 'offline', detail: 'offline' });
    send.mockResolvedValue({ ok: true });
    renderWithProviders(<Contact data={sectionData()} id={id} />);
    await fillValid(user);
    await user.click(fields().submit);
    expect(
      await screen.findByText(word(DEFAULT_LANGUAGE, 'contact.recovery.offline')),
    ).toBeVisible();

    await act(async () => window.dispatchEvent(new Event('online')));
    expect(send).toHaveBeenCalledTimes(2);
    // Still offline: it waits for the next 'online', and sends once more then.
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(send).toHaveBeenCalledTimes(3);
    expect(await screen.findByRole('status')).toHaveTextContent(
      word(DEFAULT_LANGUAGE, 'contact.status.success'),
    );
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('does not send by itself once the visitor has edited the message since', async () => {
    const user = userEvent.setup();
    send.mockResolvedValue({ ok: false, kind: 'offline', detail: 'offline' });
    renderWithProviders(<Contact data={sectionData()} id={id} />);
    await fillValid(user);
    await user.click(fields().submit);
    await screen.findByText(word(DEFAULT_LANGUAGE, 'contact.recovery.offline'));
    await user.type(fields().message, ' again');
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('the tab’s draft', () => {
  const draft = { name: 'Ada', email: 'ada@example.com', message: 'Scritto prima del reload' };

  it('fills a form rendered afresh (a language switch) from the draft', () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    renderWithProviders(<Contact data={sectionData()} id={id} />);
    expect(fields().name).toHaveValue('Ada');
    expect(fields().message).toHaveValue(draft.message);
  });

  it('is cleared after a successful send, and only then', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    send.mockResolvedValueOnce({ ok: false, kind: 'network', detail: 'TypeError' });
    renderWithProviders(<Contact data={sectionData()} id={id} />);
    await user.click(fields().submit);
    await screen.findByRole('alert');
    expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();

    send.mockResolvedValueOnce({ ok: true });
    await user.click(fields().submit);
    await screen.findByText(word(DEFAULT_LANGUAGE, 'contact.status.success'));
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
