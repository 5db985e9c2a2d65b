import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { DeferredSection } from './DeferredSection';
import type { BeforeCode, SectionCode } from './DeferredSection';
import { deferredModule } from '../lib/deferred-module';
import {
  FakeIntersectionObserver,
  removeIntersectionObserver,
  installFakeIntersectionObserver,
} from '../test-utils/intersection-observer';
import { serverRenderer } from '../test-utils/render';
import { APPROACH_OPTIONS, REVEAL_OPTIONS } from '../hooks/useInView';

interface Data {
  title: string;
}

const DATA: Data = { title: 'First title' };

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

/** An import whose outcome the test decides: the section's code (About unless said), or a failure. */
function controlledImport(Section: SectionComponent<Data> = About) {
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
        resolve(Section);
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

/** The observer of the reveal animation (10 % in view, bottom edge inset by 80 px). */
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
  removeIntersectionObserver();
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
    expect(screen.getByRole('heading', { level: 2, name: DATA.title })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('renders a section whose code is already there at once, without loading it again', async () => {
    const importer = jest.fn(() => Promise.resolve<SectionComponent<Data>>(About));
    const module = deferredModule(importer);
    await module.load();

    render(<DeferredSection section={module} props={{ data: DATA }} />);
    expect(screen.getByRole('heading', { name: DATA.title })).toBeInTheDocument();
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
    installFakeIntersectionObserver();
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
    expect(screen.getByRole('heading', { name: DATA.title })).toBeInTheDocument();
    expect(renders).toHaveBeenLastCalledWith(DATA);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('renders a section whose code someone else loaded, before it approaches', async () => {
    const { importer, module, arrive } = controlledImport();
    render(<DeferredSection section={module} props={{ data: DATA }} />);
    void module.load();
    await arrive();
    expect(screen.getByRole('heading', { name: DATA.title })).toBeInTheDocument();
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
    expect(section).toHaveTextContent(DATA.title);

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
    expect(section).toHaveTextContent(DATA.title);

    await arrive();
    expect(container.querySelector('section')).toBe(section);
    act(() => screen.getByRole('button').click());
    expect(section).toHaveTextContent('Clicked 1 times');
  });

  it('tries again after 1 s and 3 s, then logs the failure, keeps the server HTML and says so', async () => {
    jest.useFakeTimers();
    try {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { importer, module, fail } = controlledImport();
      const container = await staticPage();
      const section = container.querySelector('section');

      render(<DeferredSection section={module} props={{ data: DATA }} />, {
        container,
        hydrate: true,
      });
      expect(error).not.toHaveBeenCalled();

      const failure = new Error('ChunkLoadError');
      await fail(failure);
      expect(importer).toHaveBeenCalledTimes(1);
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(importer).toHaveBeenCalledTimes(2);
      expect(error).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(3000));
      expect(importer).toHaveBeenCalledTimes(3);
      expect(error).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith('A section of the page could not be loaded', failure);
      expect(container.querySelector('section')).toBe(section);
      expect(section).toHaveTextContent(DATA.title);
      expect(container.firstElementChild).toHaveAttribute('data-code', 'unavailable');
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders the section when a retry brings the code, never saying it was unavailable', async () => {
    jest.useFakeTimers();
    try {
      const importer = jest
        .fn<Promise<SectionComponent<Data>>, []>()
        .mockRejectedValueOnce(new Error('ChunkLoadError'))
        .mockResolvedValue(About);
      const container = await staticPage();
      render(<DeferredSection section={deferredModule(importer)} props={{ data: DATA }} />, {
        container,
        hydrate: true,
      });
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(importer).toHaveBeenCalledTimes(2);
      act(() => screen.getByRole('button').click());
      expect(container.querySelector('section')).toHaveTextContent('Clicked 1 times');
      expect(container.firstElementChild).not.toHaveAttribute('data-code');
    } finally {
      jest.useRealTimers();
    }
  });

  it('waits for the connection to come back before trying again while offline', async () => {
    jest.useFakeTimers();
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const importer = jest
        .fn<Promise<SectionComponent<Data>>, []>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValue(About);
      render(<DeferredSection section={deferredModule(importer)} props={{ data: DATA }} />, {
        container: await staticPage(),
        hydrate: true,
      });
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(importer).toHaveBeenCalledTimes(1);
      onLine.mockReturnValue(true);
      await act(async () => {
        window.dispatchEvent(new Event('online'));
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(importer).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('button')).toHaveTextContent('Clicked 0 times');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('DeferredSection and the reveal animation', () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
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
    expect(wrapper?.querySelector('section')).toHaveTextContent(DATA.title);
  });

  it('shows the section at once where IntersectionObserver does not exist', () => {
    removeIntersectionObserver();
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

    const changed = { title: 'Second title' };
    rerender(<DeferredSection section={module} props={{ data: changed }} />);
    expect(renders).toHaveBeenLastCalledWith(changed);
    expect(container.querySelector('section')).toBe(section);
    expect(section).toHaveTextContent(changed.title);
  });

  it('keeps the section state across re-renders', async () => {
    const { module, arrive } = controlledImport();
    const { rerender } = render(<DeferredSection section={module} props={{ data: DATA }} />);
    await arrive();
    act(() => screen.getByRole('button').click());

    rerender(<DeferredSection section={module} props={{ data: DATA }} />);
    rerender(<DeferredSection section={module} props={{ data: { title: 'Second title' } }} />);
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 1 times');
  });
});

describe('DeferredSection for a section without behaviour (loadWhenNear={false})', () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
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
    expect(section).toHaveTextContent(DATA.title);
  });

  it('fetches its code at once when there is no server HTML to keep', async () => {
    const { importer, module, arrive } = controlledImport();
    render(<DeferredSection section={module} props={{ data: DATA }} loadWhenNear={false} />);
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await arrive();
    expect(screen.getByRole('heading', { name: DATA.title })).toBeInTheDocument();
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

describe('DeferredSection with a beforeCode', () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
  });

  /** A beforeCode that records what it was given and whether its cleanup ran. */
  function recordingBeforeCode() {
    const cleanup = jest.fn<void, []>();
    const calls: { root: HTMLElement; code: SectionCode; html: string }[] = [];
    const beforeCode = jest.fn<() => void, [HTMLElement, SectionCode]>((root, code) => {
      calls.push({ root, code, html: root.innerHTML });
      return cleanup;
    });
    return { beforeCode: beforeCode as BeforeCode & typeof beforeCode, calls, cleanup };
  }

  /** Whether a promise has settled, once the microtasks queued so far have run. */
  async function settled(promise: Promise<unknown>): Promise<boolean> {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    return done;
  }

  it('runs it once on its wrapper, over the server HTML, before the code arrives', async () => {
    const { importer, module } = controlledImport();
    const container = await staticPage();
    const serverHtml = container.firstElementChild?.innerHTML;
    const { beforeCode, calls } = recordingBeforeCode();

    render(<DeferredSection section={module} props={{ data: DATA }} beforeCode={beforeCode} />, {
      container,
      hydrate: true,
    });
    expect(beforeCode).toHaveBeenCalledTimes(1);
    expect(calls[0]?.root).toBe(container.firstElementChild);
    expect(calls[0]?.html).toBe(serverHtml);
    expect(importer).not.toHaveBeenCalled();
  });

  it('gives it the section code to fetch at once, fetched only once', async () => {
    const { importer, module, arrive } = controlledImport();
    const { beforeCode, calls } = recordingBeforeCode();
    render(<DeferredSection section={module} props={{ data: DATA }} beforeCode={beforeCode} />, {
      container: await staticPage(),
      hydrate: true,
    });
    const code = calls[0]?.code;
    if (!code) throw new Error('beforeCode was not called');

    const loading = code.load();
    void code.load();
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await arrive();
    await expect(loading).resolves.toBe(About);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('resolves ready once the section’s code has rendered and its effects have run, not before', async () => {
    const events: string[] = [];
    function Working({ data }: { data: Data }) {
      useEffect(() => {
        events.push('section effect');
      }, []);
      return (
        <section data-reveal="">
          <h2>{data.title}</h2>
        </section>
      );
    }
    const { importer, module, arrive } = controlledImport(Working);
    const container = await staticPage(Working);
    const { beforeCode, calls } = recordingBeforeCode();
    render(<DeferredSection section={module} props={{ data: DATA }} beforeCode={beforeCode} />, {
      container,
      hydrate: true,
    });
    const ready = calls[0]?.code.ready;
    if (!ready) throw new Error('beforeCode was not called');
    void ready.then(() => events.push('ready'));

    onlyObserver().report(true);
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    expect(await settled(ready)).toBe(false);

    await arrive();
    expect(await settled(ready)).toBe(true);
    expect(events).toEqual(['section effect', 'ready']);
  });

  it('resolves ready for a section rendered without server HTML too', async () => {
    const { module, arrive } = controlledImport();
    const { beforeCode, calls } = recordingBeforeCode();
    render(<DeferredSection section={module} props={{ data: DATA }} beforeCode={beforeCode} />);
    const ready = calls[0]?.code.ready;
    if (!ready) throw new Error('beforeCode was not called');
    expect(await settled(ready)).toBe(false);
    await arrive();
    expect(screen.getByRole('heading', { name: DATA.title })).toBeInTheDocument();
    expect(await settled(ready)).toBe(true);
  });

  it('does not run it again when the page re-renders, and cleans up once on unmount', async () => {
    const { module, arrive } = controlledImport();
    const { beforeCode, cleanup } = recordingBeforeCode();
    const { rerender, unmount } = render(
      <DeferredSection section={module} props={{ data: DATA }} beforeCode={beforeCode} />,
      { container: await staticPage(), hydrate: true },
    );
    rerender(<DeferredSection section={module} props={{ data: DATA }} beforeCode={beforeCode} />);
    void module.load();
    await arrive();
    rerender(
      <DeferredSection
        section={module}
        props={{ data: { title: 'Second title' } }}
        beforeCode={beforeCode}
      />,
    );
    expect(beforeCode).toHaveBeenCalledTimes(1);
    expect(cleanup).not.toHaveBeenCalled();

    unmount();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(beforeCode).toHaveBeenCalledTimes(1);
  });

  it('holds nothing itself: without one, a form sent before the code arrives is the browser’s', async () => {
    function Form() {
      return (
        <section data-reveal="">
          <form onSubmit={(event) => event.preventDefault()}>
            <button type="submit">Send</button>
          </form>
        </section>
      );
    }
    const { importer, module } = controlledImport(Form);
    const container = await staticPage(Form);
    render(<DeferredSection section={module} props={{ data: DATA }} />, {
      container,
      hydrate: true,
    });
    const form = container.querySelector('form');
    if (!form) throw new Error('no form in the static page');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    act(() => {
      form.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(importer).not.toHaveBeenCalled();
  });
});
