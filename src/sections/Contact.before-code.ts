/**
 * The contact form before its section's code has arrived (page-shape.json: beforeCode). The form is
 * in the page's HTML from the start, so a quick visitor can send it before React drives it: the
 * browser would then send it as a page load and lose what was typed. The submit is held instead,
 * the section's code fetched at once, and the form sent again once it works.
 */
import type { BeforeCode } from '../components/DeferredSection';

export const beforeCode: BeforeCode = (root, code) => {
  let ready = false;
  let held: HTMLFormElement | undefined;

  // On the document, capturing: React's own listener on its root stops a submit that targets a
  // part it has not hydrated, but lets the browser's default (a page load) go ahead.
  const holdEarlySubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (ready || !(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    held = form;
    code.load().catch(() => undefined);
  };
  document.addEventListener('submit', holdEarlySubmit, true);

  void code.ready.then(() => {
    ready = true;
    const form = held;
    held = undefined;
    // In a task of its own: when the held submit itself made React hydrate the section, its
    // state updates (what was typed before, say) are applied only once this event is handled.
    if (form) setTimeout(() => form.isConnected && form.requestSubmit());
  });

  return () => document.removeEventListener('submit', holdEarlySubmit, true);
};
