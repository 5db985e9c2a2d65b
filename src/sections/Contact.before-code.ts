/**
 * The contact form before its section's code has arrived (page-shape.json: beforeCode). The form
 * is in the page's HTML from the start, its button disabled so that it cannot be sent without
 * JavaScript. As soon as the page's own code runs, this step:
 * - enables the button: a submit made now is held (the browser would send it as a page load and
 *   lose what was typed), shown as held ("Sending as soon as the form is ready…", or offline),
 *   the section's code fetched at once, and the form sent again once it works;
 * - puts the tab's draft back into empty fields (after a reload, a crash, or code that failed to
 *   load), and keeps the draft as the visitor types, for as long as the section is on the page;
 * - makes the "reload" button of the notice shown when the code cannot be loaded work.
 * First-load code: it stays small.
 */
import type { BeforeCode } from '../components/DeferredSection';
import { readDraft, saveDraft } from '../lib/contact-draft';
import { CONTACT_FIELDS } from '../lib/contact-fields';
import { isOnline } from '../lib/retry';

type Control = HTMLInputElement | HTMLTextAreaElement;

export const beforeCode: BeforeCode = (root, code) => {
  const form = root.querySelector('form');
  const control = (name: string): Control | undefined => {
    const found = form?.elements.namedItem(name);
    return found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement
      ? found
      : undefined;
  };

  form?.querySelectorAll('button[type="submit"]').forEach((button) => {
    (button as HTMLButtonElement).disabled = false;
  });

  const draft = readDraft();
  for (const field of CONTACT_FIELDS) {
    const input = control(field);
    const kept = draft[field];
    if (input && !input.value && kept) input.value = kept;
  }
  const keepDraft = () =>
    saveDraft(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, control(field)?.value])));
  // What was typed before this code ran counts too.
  if (CONTACT_FIELDS.some((field) => control(field)?.value)) keepDraft();
  // Events are listened to on the document, capturing (here and below): React's own listener on
  // its root stops the discrete events (input, click, submit) that target a part it has not
  // hydrated yet, before they reach the section.
  const keepDraftOnInput = (event: Event) => {
    if (event.target instanceof Node && form?.contains(event.target)) keepDraft();
  };
  document.addEventListener('input', keepDraftOnInput, true);

  let ready = false;
  let held: HTMLFormElement | undefined;
  /** What the section shows while a submit is held: data-hold="waiting" or "offline". */
  const showHold = () => {
    if (held) root.dataset.hold = isOnline() ? 'waiting' : 'offline';
    else delete root.dataset.hold;
  };

  // React stops such a submit, but lets the browser's default (a page load) go ahead.
  const holdEarlySubmit = (event: SubmitEvent) => {
    const target = event.target;
    if (ready || !(target instanceof HTMLFormElement) || !root.contains(target)) return;
    event.preventDefault();
    held = target;
    showHold();
    code.load().catch(() => {
      // The section now says its code could not be loaded, and offers a reload.
      held = undefined;
      showHold();
    });
  };
  document.addEventListener('submit', holdEarlySubmit, true);
  window.addEventListener('online', showHold);
  window.addEventListener('offline', showHold);

  void code.ready.then(() => {
    ready = true;
    const replay = held;
    held = undefined;
    showHold();
    // In a task of its own: when the held submit itself made React hydrate the section, its
    // state updates (what was typed before, say) are applied only once this event is handled.
    if (replay) setTimeout(() => replay.isConnected && replay.requestSubmit());
  });

  const reloadOnRequest = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('[data-reload]') : null;
    if (target && root.contains(target)) window.location.reload();
  };
  document.addEventListener('click', reloadOnRequest, true);

  return () => {
    document.removeEventListener('input', keepDraftOnInput, true);
    document.removeEventListener('submit', holdEarlySubmit, true);
    window.removeEventListener('online', showHold);
    window.removeEventListener('offline', showHold);
    document.removeEventListener('click', reloadOnRequest, true);
  };
};
