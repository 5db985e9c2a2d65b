import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders, serverRenderer, TestProviders } from '../test-utils/render';
import { contentList, contentObject, sectionData } from '../test-utils/content';
import { sectionOf } from '../lib/page-shape';
import { filledWord, word } from '../test-utils/locales';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  DRAFT_KEY,
  mailtoHref,
  readDraft,
  saveDraft,
} from '../lib/contact';
import type { ContactFailure } from '../lib/contact';
import { formatInteger } from '../lib/format';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localizedHref } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { bookingService } from '../lib/booking';
import { loadEmailJs, sendMessage } from '../lib/send-email';
import { Contact } from './Contact';

jest.mock('../lib/send-email', () => ({
  sendMessage: jest.fn(),
  loadEmailJs: jest.fn(() => Promise.resolve({})),
}));

const send = sendMessage as jest.MockedFunction<typeof sendMessage>;
const load = loadEmailJs as jest.MockedFunction<typeof loadEmailJs>;
const { id } = sectionOf('Contact');
const STUDIO_EMAIL = contentObject('site.yaml').email;
const DEFAULT = DEFAULT_LANGUAGE;

const control = (field: string) =>
  document.getElementById(`contact-${field}`) as HTMLInputElement | HTMLTextAreaElement;
const submitButton = (language: LanguageCode = DEFAULT) =>
  screen.getByRole('button', { name: word(language, 'contact.form.submit') });
const type = (field: string, value: string) =>
  fireEvent.change(control(field), { target: { value } });
const status = (key: string, language: LanguageCode = DEFAULT) =>
  word(language, `contact.status.${key}`);

function render(language: LanguageCode = DEFAULT, options = {}, projectName?: string) {
  return renderWithProviders(
    <Contact
      data={sectionData(language)}
      id={id}
      projectId={projectName && 'retail'}
      projectName={projectName}
    />,
    {
      language,
      ...options,
    },
  );
}

/** The form with the studio's booking page (an address, or none) as site.yaml gives it. */
function renderWithBooking(bookingUrl: string | null, language: LanguageCode = DEFAULT) {
  const data = sectionData(language);
  const siteYaml = { ...(data.siteYaml as NonNullable<typeof data.siteYaml>), bookingUrl };
  return renderWithProviders(<Contact data={{ ...data, siteYaml }} id={id} />, { language });
}
const BOOKING_URL = 'https://cal.com/studio/first-call';

function fillValid() {
  type('name', 'Mario');
  type('email', 'mario@azienda.it');
  type('message', 'Ciao');
}

async function submit() {
  await act(async () => fireEvent.click(submitButton()));
}

/** The section's HTML as the build writes it, in the document. */
function serverHtml(language: LanguageCode = DEFAULT): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = serverRenderer().renderToString(
    <TestProviders language={language}>
      <Contact data={sectionData(language)} id={id} />
    </TestProviders>,
  );
  document.body.appendChild(container);
  return container;
}

function expectAlternative(panel: HTMLElement, language: LanguageCode = DEFAULT) {
  expect(within(panel).getByRole('link', { name: STUDIO_EMAIL, hidden: true })).toHaveAttribute(
    'href',
    mailtoHref(STUDIO_EMAIL, word(language, 'contact.alternative.subject')),
  );
}

beforeEach(() => {
  send.mockReset();
  load.mockClear();
  window.sessionStorage.clear();
  jest.spyOn(console, 'error');
});

afterEach(() => {
  // No React warning, no hydration mismatch: the test would show them here.
  expect(console.error).not.toHaveBeenCalled();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe.each(LANGUAGE_CODES)('the contact form in %s', (language) => {
  it('is the section page-shape.json names, with its words and the localized privacy link', () => {
    render(language);
    const region = screen.getByRole('region', { name: word(language, 'contact.title') });
    expect(region).toHaveAttribute('id', id);
    for (const field of CONTACT_FIELDS) {
      expect(control(field).labels?.[0]).toHaveTextContent(
        word(language, `contact.fields.${field}.label`),
      );
    }
    const privacy = contentList('footer-links.yaml').find((link) => link.key === 'privacy');
    expect(
      screen.getByRole('link', { name: word(language, 'contact.privacyNotice.link') }),
    ).toHaveAttribute('href', localizedHref(language, privacy?.href ?? ''));
  });

  it('cannot send in the static HTML, and says why without JavaScript, with the address', () => {
    const html = serverHtml(language);
    const form = html.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form?.querySelector('button[type="submit"]')).toBeDisabled();
    const notice = within(html).getByText(word(language, 'contact.fallback.noScript'));
    expectAlternative(notice.parentElement as HTMLElement, language);
  });

  it('counts the characters left from 80 % of the limit, announcing only at 20 %, 10 % and 0', () => {
    render(language);
    const max = CONTACT_LIMITS.message;
    const left = (n: number) =>
      filledWord(language, 'contact.counter.remaining', { remaining: formatInteger(n, language) });
    const counter = () => document.getElementById('contact-message-counter')?.textContent;
    const live = control('message').parentElement?.querySelector('[aria-live="polite"]');
    type('message', 'x'.repeat(max * 0.8 - 1));
    expect(counter()).toBeUndefined();
    type('message', 'x'.repeat(max * 0.8));
    expect(counter()).toBe(left(max * 0.2));
    expect(control('message').getAttribute('aria-describedby')).toContain(
      'contact-message-counter',
    );
    expect(live?.textContent).toBe(left(max * 0.2));
    type('message', 'x'.repeat(max * 0.8 + 7));
    expect(counter()).toBe(left(max * 0.2 - 7));
    expect(live?.textContent).toBe(left(max * 0.2));
    type('message', 'x'.repeat(max * 0.9));
    expect(live?.textContent).toBe(left(max * 0.1));
    type('message', 'x');
    expect(live?.textContent).toBe('');
  });

  it('refuses an over-long value set by script, saying the limit', async () => {
    render(language);
    for (const field of CONTACT_FIELDS) {
      expect(control(field)).toHaveAttribute('maxlength', String(CONTACT_LIMITS[field]));
    }
    fillValid();
    type('message', 'x'.repeat(CONTACT_LIMITS.message + 1));
    await act(async () => fireEvent.click(submitButton(language)));
    expect(send).not.toHaveBeenCalled();
    expect(control('message')).toHaveFocus();
    expect(document.getElementById('contact-message-error')?.textContent).toBe(
      filledWord(language, 'contact.errors.messageTooLong', {
        max: formatInteger(CONTACT_LIMITS.message, language),
      }),
    );
  });

  it('sends the language’s word for an empty company and says it was sent', async () => {
    send.mockResolvedValue('sent');
    render(language);
    fillValid();
    await act(async () => fireEvent.click(submitButton(language)));
    expect(send.mock.calls[0]?.[0].company).toBe(word(language, 'contact.notSpecified'));
    expect(send.mock.calls[0]?.[0].project).toBe(word(language, 'contact.noProject'));
    expect(screen.getByRole('status')).toHaveTextContent(status('success', language));
  });
});

describe.each(LANGUAGE_CODES)('the booking link in %s', (language) => {
  it('opens the studio’s booking page in a new tab, naming its service and saying so', () => {
    renderWithBooking(BOOKING_URL, language);
    const words = filledWord(language, 'contact.booking.link', {
      service: bookingService(BOOKING_URL),
    });
    const link = screen.getByRole('link', {
      name: `${words} ${word(language, 'contact.booking.newTab')}`,
    });
    expect(link).toHaveAttribute('href', BOOKING_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(/\s+/)).toContain('noopener');
    expect(screen.getByText(word(language, 'contact.booking.lead'), { exact: false })).toBe(
      link.parentElement,
    );
  });
});

it('offers no booking link when site.yaml has no booking page', () => {
  const { container } = renderWithBooking(null);
  expect(screen.queryByText(word(DEFAULT, 'contact.booking.lead'), { exact: false })).toBeNull();
  expect(container.querySelector('a[target="_blank"]')).toBeNull();
});

it('names the case study whose page holds the form in what the studio receives', async () => {
  send.mockResolvedValue('sent');
  render(DEFAULT, {}, 'Retail: a dashboard');
  fillValid();
  await act(async () => fireEvent.click(submitButton(DEFAULT)));
  expect(send.mock.calls[0]?.[0].project).toBe('Retail: a dashboard');
});

describe('the contact form', () => {
  it('keeps what was typed before its code arrived, and fetches the sending library', async () => {
    const html = serverHtml();
    (html.querySelector('#contact-name') as HTMLInputElement).value = 'Ada Lovelace';
    (html.querySelector('#contact-email') as HTMLInputElement).value = 'ada@example.com';
    (html.querySelector('#contact-message') as HTMLTextAreaElement).value = 'Scritto prima';
    send.mockResolvedValue('sent');
    await act(async () => render(DEFAULT, { container: html, hydrate: true }));
    expect(load).toHaveBeenCalled();
    expect(submitButton()).toBeEnabled();
    expect(readDraft().name).toBe('Ada Lovelace');
    await submit();
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      name: 'Ada Lovelace',
      message: 'Scritto prima',
    });
  });

  it('loads the sending library only once the form is used', () => {
    render();
    expect(load).not.toHaveBeenCalled();
    fireEvent.focus(control('name'));
    expect(load).toHaveBeenCalled();
  });

  it('shows every error at once, marks and describes the fields, focuses the first', async () => {
    render();
    type('email', 'mario@azienda');
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(control('name')).toHaveFocus();
    for (const [field, key] of [
      ['name', 'nameRequired'],
      ['email', 'emailInvalid'],
      ['message', 'messageRequired'],
    ] as const) {
      expect(control(field)).toHaveAttribute('aria-invalid', 'true');
      expect(control(field)).toHaveAccessibleDescription(word(DEFAULT, `contact.errors.${key}`));
    }
    expect(control('company')).not.toHaveAttribute('aria-invalid');

    type('email', 'mario@azienda.it');
    expect(control('email')).not.toHaveAttribute('aria-invalid');
    expect(control('name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the trimmed values once, shows it is sending, then clears the fields and the draft', async () => {
    jest.useFakeTimers();
    let resolve: (outcome: 'sent') => void = () => undefined;
    send.mockReturnValue(new Promise((done) => (resolve = done)));
    render();
    type('name', '  Mario Rossi ');
    type('email', ' mario@azienda.it ');
    type('company', 'ACME');
    type('message', ' Riga uno\nRiga due ');
    expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    const form = control('name').form as HTMLFormElement;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({
      name: 'Mario Rossi',
      email: 'mario@azienda.it',
      company: 'ACME',
      message: 'Riga uno\nRiga due',
      project: word(DEFAULT, 'contact.noProject'),
      engagement: word(DEFAULT, 'contact.engagement.none'),
    });
    expect(
      screen.getByRole('button', { name: word(DEFAULT, 'contact.form.sending') }),
    ).toBeDisabled();
    expect(form).toHaveAttribute('aria-busy', 'true');

    await act(async () => resolve('sent'));
    expect(screen.getByRole('status')).toHaveTextContent(status('success'));
    for (const field of CONTACT_FIELDS) expect(control(field)).toHaveValue('');
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(submitButton()).toBeEnabled();
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).not.toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each<[ContactFailure, boolean]>([
    ['error', false],
    ['rejected', false],
    ['tooLarge', false],
    ['rateLimited', false],
    ['offline', false],
    ['unavailable', true],
  ])(
    'after %s: says so for 3 s, and what to do (reload: %s) with the address until an edit',
    async (failure, reload) => {
      jest.useFakeTimers();
      send.mockResolvedValue(failure);
      render();
      fillValid();
      await submit();
      const alert = screen.getByRole('alert');
      // The client's failure text first, then the specific reason.
      expect(alert.textContent).toBe(
        failure === 'error' ? status('error') : `${status('error')} ${status(failure)}`,
      );
      const panel = screen.getByText(word(DEFAULT, `contact.recovery.${failure}`))
        .parentElement as HTMLElement;
      expectAlternative(panel);
      const reloadName = word(DEFAULT, 'contact.recovery.reload');
      expect(within(panel).queryByRole('button', { name: reloadName }) !== null).toBe(reload);
      expect(control('message')).toHaveValue('Ciao');

      act(() => jest.advanceTimersByTime(3000));
      expect(alert).toBeEmptyDOMElement();
      expect(panel).toBeInTheDocument();
      type('message', 'Ciao!');
      expect(panel).not.toBeInTheDocument();
      // The draft stays: only a successful send clears it.
      expect(readDraft().message).toBe('Ciao!');
    },
  );

  it('sends again by itself once the connection returns, unless edited since', async () => {
    send
      .mockResolvedValueOnce('offline')
      .mockResolvedValueOnce('offline')
      .mockResolvedValue('sent');
    render();
    fillValid();
    await submit();
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(send).toHaveBeenCalledTimes(2);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(send).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('status')).toHaveTextContent(status('success'));
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(send).toHaveBeenCalledTimes(3);

    send.mockReset().mockResolvedValue('offline');
    fillValid();
    await submit();
    type('message', 'Ciao di nuovo');
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('never says "sent" when the hidden field is filled: empties it, asks again, then sends', async () => {
    send.mockResolvedValue('sent');
    render();
    const trap = document.getElementById('contact-trap') as HTMLInputElement;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap.name).not.toMatch(/name|mail|company|organi[sz]ation|url|web|site|tel|phone|addr/i);
    trap.value = 'Mario Rossi';
    fillValid();
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toHaveTextContent(status('checkAgain'));
    expect(trap).toHaveValue('');
    expect(control('name')).toHaveValue('Mario');
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('fills a form rendered afresh from the tab’s draft, which one button discards', () => {
    saveDraft({ name: 'Ada', message: 'Prima' });
    render();
    expect(control('name')).toHaveValue('Ada');
    expect(control('message')).toHaveValue('Prima');
    fireEvent.click(screen.getByRole('button', { name: word(DEFAULT, 'contact.draft.discard') }));
    for (const field of CONTACT_FIELDS) expect(control(field)).toHaveValue('');
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(control('name')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(word(DEFAULT, 'contact.draft.discarded'));
    expect(
      screen.queryByRole('button', { name: word(DEFAULT, 'contact.draft.discard') }),
    ).toBeNull();
    type('name', 'B');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers no discard button on an empty form', () => {
    render();
    expect(
      screen.queryByRole('button', { name: word(DEFAULT, 'contact.draft.discard') }),
    ).toBeNull();
  });

  it('with a reCAPTCHA site key: loads the checkbox on first input, before Send, and sends its token', async () => {
    process.env.GATSBY_RECAPTCHA_SITE_KEY = 'site-key';
    const api = {
      render: jest.fn((_box: HTMLElement) => 1),
      getResponse: jest.fn(() => ''),
      reset: jest.fn(),
    };
    Object.assign(window, { grecaptcha: api }); // a fake: no test asks Google for anything
    send.mockResolvedValue('sent');
    try {
      render();
      expect(
        screen.getByText(word(DEFAULT, 'contact.privacyNotice.recaptcha'), { exact: false }),
      ).toBeInTheDocument();
      fireEvent.focus(control('name'));
      expect(api.render).not.toHaveBeenCalled();
      await act(async () => fireEvent.input(control('name')));
      const box = api.render.mock.calls[0]?.[0] as HTMLElement;
      expect(box.compareDocumentPosition(submitButton())).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      fillValid();
      await submit();
      expect(send).not.toHaveBeenCalled();
      expect(
        screen.getByText(word(DEFAULT, 'contact.errors.captchaRequired')).parentElement,
      ).toHaveAttribute('role', 'alert');
      expect(box).toHaveFocus();
      api.getResponse.mockReturnValue('token');
      await submit();
      expect(send.mock.calls[0]?.[0]).toMatchObject({
        name: 'Mario',
        'g-recaptcha-response': 'token',
      });
      expect(api.reset).toHaveBeenCalled();
    } finally {
      delete process.env.GATSBY_RECAPTCHA_SITE_KEY;
      Reflect.deleteProperty(window, 'grecaptcha');
    }
  });

  it('with a site key whose script fails: says the check could not load, with the address; Send loads it again', async () => {
    process.env.GATSBY_RECAPTCHA_SITE_KEY = 'site-key';
    const api = { render: jest.fn(() => 1), getResponse: jest.fn(() => ''), reset: jest.fn() };
    // Google's script as recaptcha.ts adds it: jsdom fetches nothing, the test says how it ends.
    const googleScripts = () =>
      document.head.querySelectorAll('script[src*="google.com/recaptcha"]');
    send.mockResolvedValue('sent');
    try {
      render();
      await act(async () => fireEvent.input(control('name')));
      fillValid();
      await act(async () => googleScripts()[0]?.dispatchEvent(new Event('error'))); // a blocker
      await submit();
      expect(send).not.toHaveBeenCalled();
      expect(screen.getByRole('alert')).toHaveTextContent(status('captchaUnavailable'));
      const panel = screen.getByText(word(DEFAULT, 'contact.recovery.captchaUnavailable'))
        .parentElement as HTMLElement;
      expectAlternative(panel);

      await submit(); // Send again: the script is asked for anew, and this time it arrives
      expect(googleScripts()).toHaveLength(2);
      Object.assign(window, { grecaptcha: api });
      await act(async () => (window as { onRecaptchaLoad?: () => void }).onRecaptchaLoad?.());
      expect(api.render).toHaveBeenCalledTimes(1);
      expect(panel).not.toBeInTheDocument();
      expect(screen.getByText(word(DEFAULT, 'contact.errors.captchaRequired'))).toBeInTheDocument();
      api.getResponse.mockReturnValue('token');
      await submit();
      expect(send.mock.calls[0]?.[0]).toMatchObject({ 'g-recaptcha-response': 'token' });
      expect(screen.getByRole('status')).toHaveTextContent(status('success'));
    } finally {
      delete process.env.GATSBY_RECAPTCHA_SITE_KEY;
      Reflect.deleteProperty(window, 'grecaptcha');
      Reflect.deleteProperty(window, 'onRecaptchaLoad');
      document.head.innerHTML = '';
    }
  });

  it('without a site key: no box and no token', async () => {
    send.mockResolvedValue('sent');
    render();
    fireEvent.input(control('name'));
    fillValid();
    await submit();
    expect(send.mock.calls[0]?.[0]).not.toHaveProperty('g-recaptcha-response');
    expect(
      screen.queryByText(word(DEFAULT, 'contact.privacyNotice.recaptcha'), { exact: false }),
    ).toBeNull();
  });

  it('shows typed markup as text, never as elements', () => {
    const { container } = render();
    type('name', '<img src=x onerror="alert(1)"><b>bold</b>');
    expect(container.querySelector('img, b')).toBeNull();
  });
});
