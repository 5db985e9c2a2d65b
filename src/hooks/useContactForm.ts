import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { CONTACT_FIELDS, EMPTY_VALUES, readDraft, saveDraft } from '../lib/contact';
import { toTemplateParams, validateContact } from '../lib/contact';
import type { ContactErrors, ContactFailure, ContactField, ContactValues } from '../lib/contact';
import { loadEmailJs, sendMessage } from '../lib/send-email';

export type ContactStatus = 'idle' | 'loading' | 'success' | 'error';

/** The success and error boxes go back to idle after this long (the spec). */
export const STATUS_RESET_MS = 3000;

type Control = HTMLInputElement | HTMLTextAreaElement;

/** Fetches the sending library when the form is first used, ahead of the click (loaded once). */
const prepare = () => void loadEmailJs().catch(() => undefined); // a failure shows on submit

// idle → loading → success | error → idle after 3 s; `failure` stays until the visitor edits or sends
// again (it must not vanish while read); the draft is cleared only after a successful send.
export function useContactForm(companyNotSpecified: string) {
  const [values, setValues] = useState<ContactValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [failure, setFailure] = useState<ContactFailure>();
  // Set before anything asynchronous: a double click or a second Enter never sends twice.
  const sending = useRef(false);
  const controls = useRef<Partial<Record<ContactField, Control | null>>>({});
  const trapRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  // The form is in the static HTML: keep what was typed there before the code ran, or else the
  // tab's draft (a reload, a language switch), and count a field used before then as first use.
  useEffect(() => {
    const typed: Partial<ContactValues> = readDraft();
    for (const field of CONTACT_FIELDS) {
      const value = controls.current[field]?.value;
      if (value) typed[field] = value;
    }
    if (Object.keys(typed).length > 0) {
      const restored = { ...EMPTY_VALUES, ...typed };
      setValues(restored);
      saveDraft(restored);
    }
    const focused = Object.values(controls.current).includes(document.activeElement as Control);
    if (focused || Object.keys(typed).length > 0) prepare();
  }, []);

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return undefined;
    const timer = setTimeout(() => setStatus('idle'), STATUS_RESET_MS);
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
    setErrors(({ [field]: _cleared, ...others }) => others);
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
      controls.current[checked.firstInvalid]?.focus();
      return;
    }
    // The field people never see is filled: a bot, or an autofill a person did not notice. It is
    // emptied and nothing is sent; a person checks and sends again, a bot never gets through.
    const trap = trapRef.current;
    if (trap?.value) {
      trap.value = '';
      setFailure('checkAgain');
      setStatus('error');
      return;
    }
    sending.current = true;
    setStatus('loading');
    const outcome = await sendMessage(toTemplateParams(checked.values, companyNotSpecified));
    sending.current = false;
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

  const controlRef = (field: ContactField) => (element: Control | null) => {
    controls.current[field] = element;
  };

  return {
    values,
    errors,
    status,
    failure,
    setValue,
    onSubmit,
    prepare,
    controlRef,
    trapRef,
    submitRef,
  };
}
