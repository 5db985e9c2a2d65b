import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { DeferredSection } from './DeferredSection';
import { deferredModule } from '../lib/deferred-module';
import { serverRenderer } from '../test-utils/render';
import { APPROACH_OPTIONS, REVEAL_OPTIONS } from '../hooks/useInView';

interface Data {
  title: string;
}

const DATA: Data = { title: 'Chi siamo' };

type SectionComponent<D> = ComponentType<{ data: D }>;

/** A section as the page's are: its HTML has a [data-reveal] element that animates in. */
const renders = jest.fn<void, [Data]>();
function About({ data }: { data: Data }) {
  renders(data);
  const [clicks, setClicks] = useState(0);
  return (
    <section data-reveal="">
      <h2>{data.title}</h2>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {`Clicked ${clicks} times`}
      </button>
    </section>
  );
}

/** An import whose outcome the test decides. */
function controlledImport() {
  let resolve!: (section: SectionComponent<Data>) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<SectionComponent<Data>>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  const importer = jest.fn(() => promise);
  return {
    importer,
    module: deferredModule(importer),
    /** Lets the code arrive, and React draw what depends on it. */
    arrive: () =>
      act(async () => {
        resolve(About);
        await promise;
      }),
    fail: (error: unknown) =>
      act(async () => {
        reject(error);
        await promise.catch(() => undefined);
      }),
  };
}

/** The HTML the build writes for a section: rendered with its code already there. */
async function serverHtml(
  data: Data = DATA,
  Section: SectionComponent<Data> = About,
): Promise<string> {
  const { renderToString } = serverRenderer();
  const loaded = deferredModule(() => Promise.resolve<SectionComponent<Data>>(Section));
  await loaded.load();
  return renderToString(<DeferredSection section={loaded} props={{ data: data }} />);
}

/** The page as the browser receives it, before any script has run. */
async function staticPage(Section: SectionComponent<Data> = About): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(DATA, Section);
  document.body.appendChild(container);
  return container;
}

class FakeIntersectionObserver implements IntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];

  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[];
  readonly observe = jest.fn<void, [Element]>();
  readonly unobserve = jest.fn<void, [Element]>();
  readonly disconnect = jest.fn<void, []>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    this.thresholds = ([] as number[]).concat(options.threshold ?? 0);
    FakeIntersectionObserver.instances.push(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports the observed element as (not) intersecting, as the browser would on scroll. */
  report(isIntersecting: boolean): void {
    const target = this.observe.mock.calls[0]?.[0];
    if (!target) throw new Error('nothing is observed');
    const entry = { isIntersecting, target, intersectionRatio: isIntersecting ? 0.2 : 0 };
    act(() => this.callback([entry as IntersectionObserverEntry], this));
  }
}

function setIntersectionObserver(value: unknown): void {
  Object.defineProperty(window, 'IntersectionObserver', {
    value,
    configurable: true,
    writable: true,
  });
}

/** The observer that starts loading the code: the one with the 600 px approach margin. */
function onlyObserver(): FakeIntersectionObserver {
  const observers = FakeIntersectionObserver.instances.filter(
    (candidate) => candidate.options === APPROACH_OPTIONS,
  );
  expect(observers).toHaveLength(1);
  const [observer] = observers;
  if (!observer) throw new Error('no observer');
  return observer;
}

/** The observer of the reveal animation (SPEC §2: 10 % in view, bottom edge inset by 80 px). */
function revealObserver(): FakeIntersectionObserver {
  const observers = FakeIntersectionObserver.instances.filter(
    (candidate) => candidate.options === REVEAL_OPTIONS,
  );
  expect(observers).toHaveLength(1);
  const [observer] = observers;
  if (!observer) throw new Error('no reveal observer');
  return observer;
}

beforeEach(() => {
  renders.mockClear();
});

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('DeferredSection without IntersectionObserver', () => {
  it('is what jsdom offers', () => {
    expect(typeof IntersectionObserver).toBe('undefined');
  });

  it('loads the section code at once and renders the section when it arrives', async () => {
    const { importer, module, arrive } = controlledImport();
    const { container } = render(<DeferredSection section={module} props={{ data: DATA }} />);
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    // The code is on its way: nothing to draw yet.
    expect(container.firstElementChild).toBeEmptyDOMElement();

    await arrive();
    expect(screen.getByRole('heading', { level: 2, name: 'Chi siamo' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('renders a section whose code is already there at once, without loading it again', async () => {
    const importer = jest.fn(() => Promise.resolve<SectionComponent<Data>>(About));
    const module = deferredModule(importer);
    await module.load();

    render(<DeferredSection section={module} props={{ data: DATA }} />);
    expect(screen.getByRole('heading', { name: 'Chi siamo' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('gives the section the page data', async () => {
    const { module, arrive } = controlledImport();
    render(<DeferredSection section={module} props={{ data: DATA }} />);
    await arrive();
    expect(renders).toHaveBeenCalled();
    for (const [data] of renders.mock.calls) expect(data).toBe(DATA);
  });

  it('renders the section in its own wrapper element', async () => {
    const { module, arrive } = controlledImport();
    const { container } = render(<DeferredSection section={module} props={{ data: DATA }} />);
    await arrive();
    const wrapper = container.firstElementChild;
    expect(wrapper?.tagName).toBe('DIV');
    expect(wrapper?.firstElementChild?.tagName).toBe('SECTION');
  });
});

describe('DeferredSection with IntersectionObserver', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    setIntersectionObserver(FakeIntersectionObserver);
  });

  it('watches its wrapper with a 600 px margin above and below the viewport', () => {
    const { module } = controlledImport();
    const { container } = render(<DeferredSection section={module} props={{ data: DATA }} />);
    const observer = onlyObserver();
    expect(APPROACH_OPTIONS).toEqual({ rootMargin: '600px 0px' });
    expect(observer.observe).toHaveBeenCalledTimes(1);
    expect(observer.observe).toHaveBeenCalledWith(container.firstElementChild);
    expect(revealObserver().observe).toHaveBeenCalledWith(container.firstElementChild);
  });

  it('loads nothing before the wrapper approaches the viewport', () => {
    const { importer, module } = controlledImport();
    render(<DeferredSection section={module} props={{ data: DATA }} />);
    const observer = onlyObserver();
    expect(importer).not.toHaveBeenCalled();

    observer.report(false);
    expect(importer).not.toHaveBeenCalled();
  });

  it('loads the code once the wrapper approaches, then renders the section', async () => {
    const { importer, module, arrive } = controlledImport();
    render(<DeferredSection section={module} props={{ data: DATA }} />);
    const observer = onlyObserver();

    observer.report(true);
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    expect(observer.disconnect).toHaveBeenCalled();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await arrive();
    expect(screen.getByRole('heading', { name: 'Chi siamo' })).toBeInTheDocument();
    expect(renders).toHaveBeenLastCalledWith(DATA);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('renders a section whose code someone else loaded, before it approaches', async () => {
    const { importer, module, arrive } = controlledImport();
    render(<DeferredSection section={module} props={{ data: DATA }} />);
    void module.load();
    await arrive();
    expect(screen.getByRole('heading', { name: 'Chi siamo' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('keeps the server HTML until the wrapper approaches and the code arrives', async () => {
    const { importer, module, arrive } = controlledImport();
    const container = await staticPage();
    const section = container.querySelector('section');

    render(<DeferredSection section={module} props={{ data: DATA }} />, {
      container,
      hydrate: true,
    });
    expect(importer).not.toHaveBeenCalled();
    expect(container.querySelector('section')).toBe(section);
    expect(section).toHaveTextContent('Chi siamo');

    onlyObserver().report(true);
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    expect(container.querySelector('section')).toBe(section);

    await arrive();
    expect(container.querySelector('section')).toBe(section);
  });
});

describe('DeferredSection hydrating the server HTML', () => {
  it('hydrates the section in place once its code arrives', async () => {
    const { module, arrive } = controlledImport();
    const container = await staticPage();
    const section = container.querySelector('section');
    const button = screen.getByRole('button', { name: 'Clicked 0 times' });

    render(<DeferredSection section={module} props={{ data: DATA }} />, {
      container,
      hydrate: true,
    });
    expect(container.querySelector('section')).toBe(section);

    await arrive();
    expect(container.querySelector('section')).toBe(section);
    expect(screen.getByRole('button')).toBe(button);
    // Hydrated: the button now works.
    act(() => button.click());
    expect(button).toHaveTextContent('Clicked 1 times');
  });

  it('keeps the server HTML when re-rendered with the same section and data before the code arrives', async () => {
    const { module, arrive } = controlledImport();
    const container = await staticPage();
    const section = container.querySelector('section');

    const { rerender } = render(<DeferredSection section={module} props={{ data: DATA }} />, {
      container,
      hydrate: true,
    });
    rerender(<DeferredSection section={module} props={{ data: DATA }} />);
    expect(container.querySelector('section')).toBe(section);
    expect(section).toHaveTextContent('Chi siamo');

    await arrive();
    expect(container.querySelector('section')).toBe(section);
    act(() => screen.getByRole('button').click());
    expect(section).toHaveTextContent('Clicked 1 times');
  });

  it('logs the failure and keeps the server HTML when the code cannot be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { module, fail } = controlledImport();
    const container = await staticPage();
    const section = container.querySelector('section');

    render(<DeferredSection section={module} props={{ data: DATA }} />, {
      container,
      hydrate: true,
    });
    expect(error).not.toHaveBeenCalled();

    const failure = new Error('ChunkLoadError');
    await fail(failure);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('A section of the page could not be loaded', failure);
    expect(container.querySelector('section')).toBe(section);
    expect(section).toHaveTextContent('Chi siamo');
  });
});

describe('DeferredSection and the reveal animation', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    setIntersectionObserver(FakeIntersectionObserver);
  });

  it('marks its wrapper in view once 10 % shows, whether or not the code has arrived', async () => {
    const { importer, module } = controlledImport();
    const container = await staticPage();
    const wrapper = container.firstElementChild;
    expect(wrapper).toHaveAttribute('data-reveal', '');
    expect(wrapper).not.toHaveAttribute('data-inview');

    render(<DeferredSection section={module} props={{ data: DATA }} />, {
      container,
      hydrate: true,
    });
    const observer = revealObserver();
    expect(observer.observe).toHaveBeenCalledWith(wrapper);
    observer.report(false);
    expect(wrapper).not.toHaveAttribute('data-inview');

    observer.report(true);
    expect(wrapper).toHaveAttribute('data-inview', '');
    expect(observer.disconnect).toHaveBeenCalled();
    expect(importer).not.toHaveBeenCalled();
    expect(wrapper?.querySelector('section')).toHaveTextContent('Chi siamo');
  });

  it('shows the section at once where IntersectionObserver does not exist', () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    const { module } = controlledImport();
    const { container } = render(<DeferredSection section={module} props={{ data: DATA }} />);
    expect(container.firstElementChild).toHaveAttribute('data-inview', '');
  });
});

describe('DeferredSection re-rendered', () => {
  it('keeps the same section element, without rendering the section again, for the same props', async () => {
    const { module, arrive } = controlledImport();
    const { container, rerender } = render(
      <DeferredSection section={module} props={{ data: DATA }} />,
    );
    await arrive();
    const section = container.querySelector('section');
    expect(section).not.toBeNull();
    const rendered = renders.mock.calls.length;

    rerender(<DeferredSection section={module} props={{ data: DATA }} />);
    expect(container.querySelector('section')).toBe(section);
    expect(renders).toHaveBeenCalledTimes(rendered);
  });

  it('renders the section again with new data', async () => {
    const { module, arrive } = controlledImport();
    const { container, rerender } = render(
      <DeferredSection section={module} props={{ data: DATA }} />,
    );
    await arrive();
    const section = container.querySelector('section');

    const english = { title: 'About us' };
    rerender(<DeferredSection section={module} props={{ data: english }} />);
    expect(renders).toHaveBeenLastCalledWith(english);
    expect(container.querySelector('section')).toBe(section);
    expect(section).toHaveTextContent('About us');
  });

  it('keeps the section state across re-renders', async () => {
    const { module, arrive } = controlledImport();
    const { rerender } = render(<DeferredSection section={module} props={{ data: DATA }} />);
    await arrive();
    act(() => screen.getByRole('button').click());

    rerender(<DeferredSection section={module} props={{ data: DATA }} />);
    rerender(<DeferredSection section={module} props={{ data: { title: 'About us' } }} />);
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 1 times');
  });
});

describe('DeferredSection and a form sent before its code arrives', () => {
  const submitted = jest.fn<void, [Data]>();
  function Form({ data }: { data: Data }) {
    return (
      <section data-reveal="">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitted(data);
          }}
        >
          <button type="submit">Send</button>
        </form>
      </section>
    );
  }

  /** A submit as the browser fires it (Enter in a field, a click on the button). */
  function submit(form: HTMLFormElement): Event {
    const event = new Event('submit', { bubbles: true, cancelable: true });
    // React tries to hydrate the section the event targets: let it, inside act().
    act(() => {
      form.dispatchEvent(event);
    });
    return event;
  }

  let section: ReturnType<typeof deferredModule<SectionComponent<Data>>>;
  let importer: jest.Mock<Promise<SectionComponent<Data>>, []>;
  let resolveImport: (component: SectionComponent<Data>) => void;

  async function hydratedFarAway(): Promise<HTMLFormElement> {
    submitted.mockClear();
    setIntersectionObserver(FakeIntersectionObserver);
    FakeIntersectionObserver.instances = [];
    const pending = new Promise<SectionComponent<Data>>((resolve) => {
      resolveImport = resolve;
    });
    importer = jest.fn(() => pending);
    section = deferredModule(importer);
    const container = await staticPage(Form);
    render(<DeferredSection section={section} props={{ data: DATA }} />, {
      container,
      hydrate: true,
    });
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
    await new Promise((resolve) => setTimeout(resolve, 0));
    const event = submit(form);
    expect(submitted).toHaveBeenCalledTimes(1);
    // Prevented by the section's own handler, not held.
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('DeferredSection for a section without behaviour (loadWhenNear={false})', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    setIntersectionObserver(FakeIntersectionObserver);
  });

  it('keeps the server HTML and fetches no code, however near the section comes', async () => {
    const { importer, module } = controlledImport();
    const container = await staticPage();
    const section = container.querySelector('section');
    render(<DeferredSection section={module} props={{ data: DATA }} loadWhenNear={false} />, {
      container,
      hydrate: true,
    });
    onlyObserver().report(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(importer).not.toHaveBeenCalled();
    expect(container.querySelector('section')).toBe(section);
    expect(section).toHaveTextContent('Chi siamo');
  });

  it('fetches its code at once when there is no server HTML to keep', async () => {
    const { importer, module, arrive } = controlledImport();
    render(<DeferredSection section={module} props={{ data: DATA }} loadWhenNear={false} />);
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await arrive();
    expect(screen.getByRole('heading', { name: 'Chi siamo' })).toBeInTheDocument();
  });

  it('is rendered with the others when the page loads every deferred section', async () => {
    const { importer, module, arrive } = controlledImport();
    const container = await staticPage();
    render(<DeferredSection section={module} props={{ data: DATA }} loadWhenNear={false} />, {
      container,
      hydrate: true,
    });
    void module.load();
    await arrive();
    expect(importer).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 1 times');
  });
});
