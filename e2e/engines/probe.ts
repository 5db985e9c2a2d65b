/**
 * A script that runs in every document before the page's own: it notes what the first paint will
 * show (<html data-theme> and the background once <body> begins, after the head's inline scripts
 * and CSS, before any bundle) and, where the driver cannot hear the console (WebKit over classic
 * WebDriver), the page's errors, kept in sessionStorage so that they outlive reloads.
 * Firefox runs it as a preload script; for WebKit ./probe-proxy.ts puts it first in <head>.
 */
import type { FirstPaint } from './engine';

export const ERRORS_KEY = '__engines.errors';

export function probe(collectErrors: boolean): void {
  const state = { firstPaint: null as FirstPaint | null };
  (window as unknown as { __engines: typeof state }).__engines = state;

  new MutationObserver((_, observer) => {
    if (!document.body) return;
    observer.disconnect();
    state.firstPaint = {
      theme: document.documentElement.getAttribute('data-theme'),
      background: getComputedStyle(document.body).backgroundColor,
    };
  }).observe(document, { childList: true, subtree: true });

  if (!collectErrors) return;
  const note = (text: string) => {
    try {
      const errors = JSON.parse(sessionStorage.getItem('__engines.errors') || '[]') as string[];
      sessionStorage.setItem('__engines.errors', JSON.stringify(errors.concat(text)));
    } catch {
      // Storage refused: nothing to keep them in.
    }
  };
  const text = (value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message}` : String(value);
  const consoleError = console.error;
  console.error = function (...args: unknown[]) {
    note(args.map(text).join(' '));
    return consoleError.apply(this, args);
  };
  addEventListener(
    'error',
    (event) => {
      const target = event.target as (Element & { src?: string; href?: string }) | null;
      if (event instanceof ErrorEvent) note(event.error ? text(event.error) : event.message);
      else if (target && target !== (window as unknown))
        note(`Failed to load <${target.localName}> ${target.src || target.href || ''}`);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => note(`Unhandled: ${text(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    note(`CSP: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
  );
}

/** The probe as the source of a classic script. */
export const probeScript = (collectErrors: boolean) =>
  `(${probe.toString()})(${JSON.stringify(collectErrors)});`;
