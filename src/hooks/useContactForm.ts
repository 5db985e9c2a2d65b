import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT_VALUES,
  toTemplateParams,
  validateContact,
} from '../lib/contact-validation';
import type { ContactErrors, ContactField, ContactValues } from '../lib/contact-validation';
import { clearDraft, readDraft } from '../lib/contact-draft';
import type { ContactFailure } from '../lib/contact-failure';
import type { SendResult } from '../lib/emailjs-client';

export type ContactStatus = 'idle' | 'loading' | 'success' | 'error';

/**
 * The success and error boxes go back to idle after this long (the spec). What to do after a
 * failure (`failure`, with the studio's address beside it) is a separate state, which stays until
 * the visitor sends again or edits: the spec's box is an announcement, the way forward must not
 * vanish while the visitor is reading it or away.
 */
export const STATUS_RESET_MS = 3000;

type ControlElement = HTMLInputElement | HTMLTextAreaElement;

/** useLayoutEffect, which React warns about on the server, where there is nothing to read. */
const useLayoutEffectInBrowser = typeof window === 'undefined' ? useEffect : useLayoutEffect;

interface UseContactFormOptions {
  /** The word sent for an empty company, in the page's language. */
  companyNotSpecified: string;
  send: (templateParams: Record<string, string>) => Promise<SendResult>;
  /** Called the first time the form is used, to fetch the sending library ahead of the click. */
  prepare?: () => void;
}

/**
 * The contact form's state machine: idle → loading → success | error → idle after 3 s.
 * One submit sends at most one request: a ref, set before anything asynchronous, shuts the door on
 * a double click or a second Enter that lands before React re-renders the disabled button.
 *
 * What was typed is kept in the tab (src/lib/contact-draft.ts; saved as the visitor types by
 * Contact.before-code.ts) and cleared only after a successful send. A send that failed offline is
 * sent again, once, when the browser is back online.
 */
export function useContactForm({ companyNotSpecified, send, prepare }: UseContactFormOptions) {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT_VALUES);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [failure, setFailure] = useState<ContactFailure>();
  /** How many sends have ended: each offline failure gets its own sending again. */
  const [sendsEnded, setSendsEnded] = useState(0);
  const sendingRef = useRef(false);
  const preparedRef = useRef(false);
  const controls = useRef<Partial<Record<ContactField, ControlElement | null>>>({});
  const honeypotRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  // The form is in the page's HTML before its code arrives: keep what the visitor typed meanwhile
  // (or what the before-code step restored from the draft), and, for a form rendered afresh (a
  // language switch), the draft itself. A layout effect: the values are in state before the page
  // paints or anything else runs.
  useLayoutEffectInBrowser(() => {
    const typed: Partial<ContactValues> = readDraft();
    for (const field of CONTACT_FIELDS) {
      const value = controls.current[field]?.value;
      if (value) typed[field] = value;
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, []);

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return undefined;
    const timer = setTimeout(() => setStatus('idle'), STATUS_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);

  // Offline, the message is sent by itself once the connection returns: once, and only while the
  // visitor has not edited it since (an edit clears `failure`).
  useEffect(() => {
    if (failure !== 'offline') return undefined;
    const sendAgain = () => submitRef.current?.form?.requestSubmit();
    window.addEventListener('online', sendAgain, { once: true });
    return () => window.removeEventListener('online', sendAgain);
  }, [failure, sendsEnded]);

  const setValue = useCallback((field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The visitor acts on what the failure said: the way forward has done its job.
    setFailure(undefined);
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const controlRef = useCallback(
    (field: ContactField) => (element: ControlElement | null) => {
      controls.current[field] = element;
    },
    [],
  );

  const onFirstUse = useCallback(() => {
    if (preparedRef.current) return;
    preparedRef.current = true;
    prepare?.();
  }, [prepare]);

  // Used before its code arrived (a field focused or filled in the server's HTML): React saw no
  // focus or input event then, so the first use is counted now.
  useEffect(() => {
    const fields = Object.values(controls.current);
    const focused = fields.some((field) => field && field === document.activeElement);
    if (focused || fields.some((field) => field?.value)) onFirstUse();
  }, [onFirstUse]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;

    const result = validateContact(values);
    if (!result.valid) {
      // Render the errors first, so the focused field is announced with its message.
      flushSync(() => {
        setErrors(result.errors);
        setFailure(undefined);
        setStatus('idle');
      });
      controls.current[result.firstInvalid]?.focus();
      return;
    }
    setErrors({});

    // The field people never see is filled: a bot, or a browser's autofill or password manager
    // that a person did not notice. Neither is sent, and nobody is told "sent": the field is
    // emptied, the values stay, and the form asks to check and send again. A person does, and the
    // message goes; a bot that fills every field every time never gets through.
    const trap = honeypotRef.current;
    if (trap?.value) {
      trap.value = '';
      setFailure('trap');
      setStatus('error');
      return;
    }

    sendingRef.current = true;
    setFailure(undefined);
    setStatus('loading');
    const outcome = await send(toTemplateParams(result.values, companyNotSpecified));
    sendingRef.current = false;
    flushSync(() => {
      setSendsEnded((ended) => ended + 1);
      if (outcome.ok) {
        setValues(EMPTY_CONTACT_VALUES);
        clearDraft();
        setStatus('success');
      } else {
        setFailure(outcome.kind);
        setStatus('error');
      }
    });
    // Disabling the focused button while sending dropped keyboard focus: give it back.
    if (!document.activeElement || document.activeElement === document.body) {
      submitRef.current?.focus();
    }
  };

  return {
    values,
    errors,
    status,
    failure,
    setValue,
    controlRef,
    honeypotRef,
    submitRef,
    onFirstUse,
    onSubmit,
  };
}
