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
import type { SendFailureKind, SendResult } from '../lib/emailjs-client';

export type ContactStatus = 'idle' | 'loading' | 'success' | 'error';

/** The success and error boxes go back to idle after this long. */
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
 */
export function useContactForm({ companyNotSpecified, send, prepare }: UseContactFormOptions) {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT_VALUES);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [failure, setFailure] = useState<SendFailureKind>();
  const sendingRef = useRef(false);
  const preparedRef = useRef(false);
  const controls = useRef<Partial<Record<ContactField, ControlElement | null>>>({});
  const honeypotRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  // The form is in the page's HTML before its code arrives: keep what the visitor typed meanwhile.
  // A layout effect: the values are in state before the page paints or anything else runs.
  useLayoutEffectInBrowser(() => {
    const typed: Partial<ContactValues> = {};
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

  const setValue = useCallback((field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
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
        setStatus('idle');
      });
      controls.current[result.firstInvalid]?.focus();
      return;
    }
    setErrors({});

    // A bot filled the field people never see: pretend all went well and send nothing.
    if (honeypotRef.current?.value) {
      setValues(EMPTY_CONTACT_VALUES);
      setStatus('success');
      return;
    }

    sendingRef.current = true;
    setStatus('loading');
    const outcome = await send(toTemplateParams(result.values, companyNotSpecified));
    sendingRef.current = false;
    flushSync(() => {
      if (outcome.ok) {
        setValues(EMPTY_CONTACT_VALUES);
        setFailure(undefined);
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
