import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  CONTACT_FIELDS,
  EMPTY_VALUES,
  readDraft,
  saveDraft,
  toTemplateParams,
  validateContact,
  type ContactErrors,
  type ContactFailure,
  type ContactField,
  type PageWords,
} from '../lib/contact';
import type { Recaptcha } from '../lib/recaptcha';
import { ANALYTICS_EVENTS, trackEvent } from '../lib/analytics';
import { loadEmailJs, sendMessage } from '../lib/send-email';

type Control = HTMLInputElement | HTMLTextAreaElement;
export type ContactForm = ReturnType<typeof useContactForm>;

/** Fetches the sending library when the form is first used, ahead of the click (loaded once). */
const prepare = () => void loadEmailJs().catch(() => undefined); // a failure shows on submit

// idle → loading → success | error → idle after 3 s; `failure` stays until the visitor edits or sends
// again (it must not vanish while read); the draft goes after a successful send or a discard.
/**
 * `from`: where the message is sent from, for the count of enquiries ("home", "work/<project>",
 * "pricing/<engagement>"); `pageWords` name the page's project and engagement in the message.
 */
export function useContactForm(pageWords: PageWords, language: string, from: string) {
  const [values, setValues] = useState(EMPTY_VALUES);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<'idle' | 'loading' | 'success' | 'error'>('idle');
  const [failure, setFailure] = useState<ContactFailure>();
  const [discarded, setDiscarded] = useState(false);
  // Set before anything asynchronous: a double click or a second Enter never sends twice.
  const sending = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const captchaRef = useRef<HTMLDivElement>(null);
  const captcha = useRef<Promise<Recaptcha | undefined>>();

  // The form's own controls by name: the fields (CONTACT_FIELDS) and the unseen one.
  const control = (name: string) =>
    submitRef.current?.form?.elements.namedItem(name) as Control | null | undefined;
  const clearError = (field: keyof ContactErrors) =>
    setErrors(({ [field]: _cleared, ...others }) => others);
  // Google's checkbox (with a site key), loaded once; undefined when its script could not load (a
  // blocker, the network). Send forgets a failed load, so the next attempt loads it again.
  const loadCaptcha = () => {
    const sitekey = process.env.GATSBY_RECAPTCHA_SITE_KEY;
    const element = captchaRef.current;
    if (!sitekey || !element) return undefined;
    captcha.current ??= import('../lib/recaptcha')
      .then(({ renderRecaptcha }) =>
        renderRecaptcha(element, sitekey, language, () => clearError('captcha')),
      )
      .catch(() => undefined);
    return captcha.current;
  };
  // The widget loads when the visitor starts typing (or a draft comes back), not before.
  const startTyping = () => {
    prepare();
    void loadCaptcha();
  };

  // The form is in the static HTML: keep what was typed there before the code ran, or else the
  // tab's draft (a reload, a language switch), and count a field used before then as first use.
  useEffect(() => {
    const typed = readDraft();
    for (const field of CONTACT_FIELDS) {
      const value = control(field)?.value;
      if (value) typed[field] = value;
    }
    if (Object.keys(typed).length > 0) {
      const restored = { ...EMPTY_VALUES, ...typed };
      setValues(restored);
      saveDraft(restored);
      startTyping();
    } else if (CONTACT_FIELDS.some((field) => control(field) === document.activeElement)) {
      prepare();
    }
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return undefined;
    const timer = setTimeout(() => setStatus('idle'), 3000); // the spec's 3 s
    return () => clearTimeout(timer);
  }, [status]);

  // Sent again by itself once the connection returns, unless edited since (an edit clears it).
  useEffect(() => {
    if (failure !== 'offline') return undefined;
    const sendAgain = () => submitRef.current?.form?.requestSubmit();
    window.addEventListener('online', sendAgain, { once: true });
    return () => window.removeEventListener('online', sendAgain);
  }, [failure]);

  const setValue = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    saveDraft(next);
    setFailure(undefined);
    setDiscarded(false);
    clearError(field);
  };

  const discard = () => {
    setValues(EMPTY_VALUES);
    saveDraft(EMPTY_VALUES);
    setErrors({});
    setFailure(undefined);
    setDiscarded(true);
    control('name')?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const checked = validateContact(values);
    // Rendered before the focus moves, so the field is announced with its message.
    flushSync(() => {
      setErrors(checked.errors);
      setFailure(undefined);
      setStatus('idle');
    });
    if (checked.firstInvalid) {
      control(checked.firstInvalid)?.focus();
      return;
    }
    // The unseen field is filled (a bot, or an unnoticed autofill): empty it and send nothing.
    const trap = control('leave_blank');
    if (trap?.value) {
      trap.value = '';
      setFailure('checkAgain');
      setStatus('error');
      return;
    }
    sending.current = true;
    // Awaited only with a site key: without one, "sending" shows in the click's own task.
    const widget = process.env.GATSBY_RECAPTCHA_SITE_KEY ? await loadCaptcha() : undefined;
    if (process.env.GATSBY_RECAPTCHA_SITE_KEY && !widget) {
      sending.current = false;
      captcha.current = undefined; // the next Send (or keystroke) tries to load it again
      setFailure('captchaUnavailable');
      setStatus('error');
      return;
    }
    const token = widget?.token();
    if (widget && !token) {
      sending.current = false;
      setErrors({ captcha: 'captchaRequired' });
      captchaRef.current?.focus();
      return;
    }
    setStatus('loading');
    const outcome = await sendMessage(toTemplateParams(checked.values, pageWords, token));
    sending.current = false;
    widget?.reset(); // a token counts once
    // Counted once the message went, never for a refused or failed one (a beacon: it outlives the page).
    if (outcome === 'sent') trackEvent(ANALYTICS_EVENTS.enquirySent, { from });
    flushSync(() => {
      if (outcome === 'sent') {
        setValues(EMPTY_VALUES);
        saveDraft(EMPTY_VALUES);
      } else {
        setFailure(outcome);
      }
      setStatus(outcome === 'sent' ? 'success' : 'error');
    });
    // Disabling the focused button while sending dropped keyboard focus: give it back.
    if (document.activeElement === document.body) submitRef.current?.focus();
  };

  return {
    values,
    errors,
    status,
    failure,
    discarded,
    setValue,
    discard,
    onSubmit,
    prepare,
    startTyping,
    submitRef,
    captchaRef,
  };
}
