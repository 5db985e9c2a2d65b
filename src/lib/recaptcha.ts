// Google's reCAPTCHA v2 checkbox, which EmailJS verifies itself (the `g-recaptcha-response` param).
// Imported only when GATSBY_RECAPTCHA_SITE_KEY is set and the visitor starts typing.
interface Grecaptcha {
  render(element: HTMLElement, options: { sitekey: string; callback: () => void }): number;
  getResponse(widget: number): string;
  reset(widget: number): void;
}
type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha; onRecaptchaLoad?: () => void };
export type Recaptcha = { token: () => string; reset: () => void };

/** A script that neither loads nor fails by then (a black-holed request) counts as failed. */
export const RECAPTCHA_LOAD_TIMEOUT_MS = 15_000;

export function renderRecaptcha(
  element: HTMLElement,
  sitekey: string,
  language: string,
  onToken: () => void,
): Promise<Recaptcha> {
  const page = window as RecaptchaWindow;
  return new Promise((resolve, reject) => {
    const render = () => {
      clearTimeout(timeout);
      const api = page.grecaptcha as Grecaptcha;
      const widget = api.render(element, { sitekey, callback: onToken });
      resolve({ token: () => api.getResponse(widget), reset: () => api.reset(widget) });
    };
    // Given up: a script that arrives after this renders nothing (the next try renders at once).
    const timeout = setTimeout(() => {
      page.onRecaptchaLoad = undefined;
      reject(new Error('Google’s reCAPTCHA script did not load'));
    }, RECAPTCHA_LOAD_TIMEOUT_MS);
    if (page.grecaptcha?.render) return render();
    page.onRecaptchaLoad = render;
    const src = `https://www.google.com/recaptcha/api.js?render=explicit&onload=onRecaptchaLoad&hl=${language}`;
    const onerror = () => {
      clearTimeout(timeout);
      reject(new Error('Google’s reCAPTCHA script failed to load'));
    };
    document.head.append(Object.assign(document.createElement('script'), { src, onerror }));
  });
}
