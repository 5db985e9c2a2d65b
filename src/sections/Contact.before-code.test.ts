import { createElement } from 'react';
import type { ComponentType, FormEvent } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { beforeCode } from './Contact.before-code';
import { DRAFT_KEY } from '../lib/contact-draft';
import { DeferredSection } from '../components/DeferredSection';
import { deferredModule } from '../lib/deferred-module';
import type { DeferredModule } from '../lib/deferred-module';
import {
  FakeIntersectionObserver,
  removeIntersectionObserver,
  installFakeIntersectionObserver,
} from '../test-utils/intersection-observer';
import { serverRenderer } from '../test-utils/render';

/** A submit as the browser fires it (Enter in a field, a click on the button). */
function submit(form: HTMLFormElement): Event {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  // React may hydrate the section the event targets: let it, inside act().
  act(() => {
    form.dispatchEvent(event);
  });
  return event;
}

/** Lets the promise callbacks queued so far run, then the tasks they queued. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  window.sessionStorage.clear();
  removeIntersectionObserver();
  jest.restoreAllMocks();
});

describe('the contact form’s beforeCode, on the server HTML of its section', () => {
  function serverSection() {
    document.body.innerHTML =
      '<div id="section"><section><form id="inside" method="post">' +
      '<input name="name"><input name="email"><input name="company"><textarea name="message"></textarea>' +
      '<input name="leave_blank" value="">' +
      '<button type="submit" disabled>Send</button><button type="button" data-reload>Reload</button>' +
      '</form></section></div>' +
      '<form id="outside"><button type="submit">Search</button></form>';
    const root = document.getElementById('section') as HTMLElement;
    const inside = document.getElementById('inside') as HTMLFormElement;
    const outside = document.getElementById('outside') as HTMLFormElement;
    const requestSubmit = jest.spyOn(inside, 'requestSubmit').mockImplementation(() => undefined);
    const load = jest.fn(() => Promise.resolve());
    let markReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      markReady = resolve;
    });
    const cleanup = beforeCode(root, { load, ready });
    const control = (name: string) =>
      inside.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
    return { root, inside, outside, control, requestSubmit, load, markReady, cleanup };
  }

  /** Types into a field of the server HTML, as the browser fires it. */
  function type(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
    control.value = value;
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }

  it('enables the submit button the server HTML disables (the form cannot send without JavaScript)', () => {
    const { inside } = serverSection();
    expect(inside.querySelector('button[type="submit"]')).toBeEnabled();
  });

  it('puts the tab’s draft back into the empty fields, never over what is there', () => {
    window.sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Kept' }),
    );
    document.body.innerHTML =
      '<div id="s"><form><input name="name" value="Typed"><input name="email"><textarea name="message"></textarea></form></div>';
    const root = document.getElementById('s') as HTMLElement;
    beforeCode(root, { load: jest.fn(), ready: new Promise(() => undefined) });
    const value = (name: string) =>
      (root.querySelector(`[name="${name}"]`) as HTMLInputElement).value;
    expect([value('name'), value('email'), value('message')]).toEqual([
      'Typed',
      'ada@example.com',
      'Kept',
    ]);
  });

  it('keeps the draft as the visitor types, only the form’s own fields, in sessionStorage', () => {
    const { control, cleanup } = serverSection();
    type(control('name'), 'Ada');
    type(control('message'), 'Riga uno\nRiga due');
    type(control('leave_blank'), 'autofilled');
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '')).toEqual({
      name: 'Ada',
      message: 'Riga uno\nRiga due',
    });
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    cleanup();
    type(control('name'), 'After');
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '').name).toBe('Ada');
  });

  it('keeps the draft even where React stops the input event of a part it has not hydrated', () => {
    const { root, control } = serverSection();
    // What React's listener on its root container does, capturing, before the section sees it.
    const container = root.parentElement as HTMLElement;
    const stop = (event: Event) => event.stopPropagation();
    container.addEventListener('input', stop, true);
    type(control('message'), 'Scritto prima');
    container.removeEventListener('input', stop, true);
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '')).toEqual({
      message: 'Scritto prima',
    });
  });

  it('keeps what was typed before it ran', () => {
    document.body.innerHTML =
      '<div id="s"><form><input name="name" value="Ada"><textarea name="message"></textarea></form></div>';
    beforeCode(document.getElementById('s') as HTMLElement, {
      load: jest.fn(),
      ready: new Promise(() => undefined),
    });
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '')).toEqual({ name: 'Ada' });
  });

  it('shows that a submit is held, offline or not, and stops showing it once ready', async () => {
    const { root, inside, markReady } = serverSection();
    expect(root.dataset.hold).toBeUndefined();
    submit(inside);
    expect(root.dataset.hold).toBe('waiting');

    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(root.dataset.hold).toBe('offline');
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(root.dataset.hold).toBe('waiting');

    markReady();
    await nextTask();
    expect(root.dataset.hold).toBeUndefined();
  });

  it('shows offline at once when the submit is made offline', () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const { root, inside } = serverSection();
    submit(inside);
    expect(root.dataset.hold).toBe('offline');
  });

  it('stops holding when the code cannot be loaded (the section then offers a reload)', async () => {
    document.body.innerHTML = '<div id="s"><form><button type="submit">Send</button></form></div>';
    const root = document.getElementById('s') as HTMLElement;
    const form = root.querySelector('form') as HTMLFormElement;
    const requestSubmit = jest.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    beforeCode(root, {
      load: () => Promise.reject(new Error('ChunkLoadError')),
      ready: new Promise(() => undefined),
    });
    submit(form);
    expect(root.dataset.hold).toBe('waiting');
    await nextTask();
    expect(root.dataset.hold).toBeUndefined();
    expect(requestSubmit).not.toHaveBeenCalled();
  });

  it('stops the browser from sending the form as a page load, and fetches the code at once', () => {
    const { inside, load, requestSubmit } = serverSection();
    expect(load).not.toHaveBeenCalled();
    expect(submit(inside).defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalled();
    expect(requestSubmit).not.toHaveBeenCalled();
  });

  it('leaves a form outside its section alone', () => {
    const { outside, load } = serverSection();
    expect(submit(outside).defaultPrevented).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('sends the held form again in a task after the code is ready, once however often it was sent', async () => {
    const { inside, requestSubmit, markReady } = serverSection();
    submit(inside);
    submit(inside);
    await nextTask();
    expect(requestSubmit).not.toHaveBeenCalled();

    markReady();
    await Promise.resolve();
    await Promise.resolve();
    // Not within the ready callback: the section's own updates come first.
    expect(requestSubmit).not.toHaveBeenCalled();
    await nextTask();
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    await nextTask();
    expect(requestSubmit).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when ready if nothing was held', async () => {
    const { requestSubmit, markReady } = serverSection();
    markReady();
    await nextTask();
    await nextTask();
    expect(requestSubmit).not.toHaveBeenCalled();
  });

  it('does not send a held form that left the page meanwhile', async () => {
    const { inside, requestSubmit, markReady } = serverSection();
    submit(inside);
    inside.remove();
    markReady();
    await nextTask();
    await nextTask();
    expect(requestSubmit).not.toHaveBeenCalled();
  });

  it('lets every submit through once the code is ready', async () => {
    const { inside, load, markReady } = serverSection();
    markReady();
    await nextTask();
    expect(submit(inside).defaultPrevented).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('holds nothing once cleaned up', () => {
    const { inside, load, cleanup } = serverSection();
    cleanup();
    expect(submit(inside).defaultPrevented).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('the contact form’s beforeCode in a DeferredSection', () => {
  interface Data {
    title: string;
  }
  const DATA: Data = { title: 'Form title' };
  const submitted = jest.fn<void, [Data]>();

  function Form({ data }: { data: Data }) {
    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      submitted(data);
    };
    return createElement(
      'section',
      { 'data-reveal': '' },
      createElement(
        'form',
        { onSubmit, 'aria-label': data.title },
        createElement('button', { type: 'submit' }, 'Send'),
      ),
    );
  }

  let section: DeferredModule<ComponentType<{ data: Data }>>;
  let importer: jest.Mock<Promise<ComponentType<{ data: Data }>>, []>;
  let resolveImport: (component: ComponentType<{ data: Data }>) => void;

  /** The page as the build writes it, hydrated while the section is far from the viewport. */
  async function hydratedFarAway(): Promise<HTMLFormElement> {
    submitted.mockClear();
    installFakeIntersectionObserver();
    const pending = new Promise<ComponentType<{ data: Data }>>((resolve) => {
      resolveImport = resolve;
    });
    importer = jest.fn(() => pending);
    section = deferredModule(importer);

    const { renderToString } = serverRenderer();
    const loaded = deferredModule(() => Promise.resolve(Form));
    await loaded.load();
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      createElement(DeferredSection<{ data: Data }>, {
        section: loaded,
        props: { data: DATA },
        beforeCode,
      }),
    );
    document.body.appendChild(container);

    render(
      createElement(DeferredSection<{ data: Data }>, {
        section,
        props: { data: DATA },
        beforeCode,
      }),
      {
        container,
        hydrate: true,
      },
    );
    const form = container.querySelector('form');
    if (!form) throw new Error('no form in the static page');
    return form;
  }

  /** The code arrives (fetched because of a submit, or because the section came near). */
  const arrive = () =>
    act(async () => {
      void section.load();
      resolveImport(Form);
      await section.arrived;
    });

  it('stops the browser from sending it as a page load, and fetches the code', async () => {
    const form = await hydratedFarAway();
    expect(submit(form).defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    // Far away: nothing but the submit asked for the code.
    expect(FakeIntersectionObserver.instances[0]?.observe).toHaveBeenCalled();
  });

  it('sends it once the section works, once however often it was sent before', async () => {
    const form = await hydratedFarAway();
    submit(form);
    submit(form);
    await arrive();
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted).toHaveBeenCalledWith(DATA);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves a submit alone once the section works', async () => {
    const form = await hydratedFarAway();
    await arrive();
    await nextTask();
    const event = submit(form);
    expect(submitted).toHaveBeenCalledTimes(1);
    // Prevented by the section's own handler, not held.
    expect(event.defaultPrevented).toBe(true);
  });
});
