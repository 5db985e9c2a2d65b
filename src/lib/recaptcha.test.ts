import { RECAPTCHA_LOAD_TIMEOUT_MS, renderRecaptcha } from './recaptcha';

type TestWindow = Window & { grecaptcha?: unknown; onRecaptchaLoad?: () => void };
const page = window as TestWindow;

afterEach(() => {
  delete page.grecaptcha;
  document.head.innerHTML = '';
});

// A fake `grecaptcha`: no test asks Google for anything (jsdom loads no script).
it('loads Google’s script only when asked, then renders the checkbox and reads its token', async () => {
  const element = document.createElement('div');
  const onToken = jest.fn();
  const widget = renderRecaptcha(element, 'site-key', 'fr', onToken);
  expect(document.head.querySelector('script')?.src).toBe(
    'https://www.google.com/recaptcha/api.js?render=explicit&onload=onRecaptchaLoad&hl=fr',
  );
  const api = { render: jest.fn(() => 7), getResponse: jest.fn(() => 'token'), reset: jest.fn() };
  page.grecaptcha = api;
  page.onRecaptchaLoad?.();
  const { token, reset } = await widget;
  expect(api.render).toHaveBeenCalledWith(element, { sitekey: 'site-key', callback: onToken });
  expect(token()).toBe('token');
  expect(api.getResponse).toHaveBeenCalledWith(7);
  reset();
  expect(api.reset).toHaveBeenCalledWith(7);
});

it('renders at once, with no second script, when Google’s script is already there', async () => {
  const api = { render: jest.fn(() => 0), getResponse: jest.fn(), reset: jest.fn() };
  page.grecaptcha = api;
  await renderRecaptcha(document.createElement('div'), 'site-key', 'it', jest.fn());
  expect(api.render).toHaveBeenCalledTimes(1);
  expect(document.head.querySelector('script')).toBeNull();
});

it('gives up on a script that neither loads nor fails, so the form can say so and try again', async () => {
  jest.useFakeTimers();
  try {
    const element = document.createElement('div');
    const widget = renderRecaptcha(element, 'site-key', 'en', jest.fn());
    jest.advanceTimersByTime(RECAPTCHA_LOAD_TIMEOUT_MS);
    await expect(widget).rejects.toThrow('did not load');
    // The script arrives late: it renders nothing; the next try renders at once.
    expect(page.onRecaptchaLoad).toBeUndefined();
    const api = { render: jest.fn(() => 1), getResponse: jest.fn(), reset: jest.fn() };
    page.grecaptcha = api;
    await renderRecaptcha(element, 'site-key', 'en', jest.fn());
    expect(api.render).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});

it('fails at once when the script fails to load', async () => {
  const widget = renderRecaptcha(document.createElement('div'), 'site-key', 'en', jest.fn());
  document.head.querySelector('script')!.dispatchEvent(new Event('error'));
  await expect(widget).rejects.toThrow('failed to load');
});
