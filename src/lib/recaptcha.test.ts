import { renderRecaptcha } from './recaptcha';

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
