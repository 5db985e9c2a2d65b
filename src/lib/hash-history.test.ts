import { keepFragmentChangesFromRouter, pathAndQuery } from './hash-history';

describe('pathAndQuery', () => {
  it('joins the path and the query', () => {
    expect(pathAndQuery({ pathname: '/en/', search: '?ref=mail' })).toBe('/en/?ref=mail');
  });

  it('is the path alone when there is no query', () => {
    expect(pathAndQuery({ pathname: '/fr/', search: '' })).toBe('/fr/');
  });

  it('leaves the fragment out', () => {
    window.history.replaceState(null, '', '/en/?ref=mail#contact');
    expect(window.location.hash).toBe('#contact');
    expect(pathAndQuery(window.location)).toBe('/en/?ref=mail');
  });
});

describe('keepFragmentChangesFromRouter', () => {
  /**
   * Each test adds listeners to the one jsdom window. They are registered with an AbortSignal so
   * that the next test starts with none of them.
   */
  let cleanup: AbortController;
  let renderedPath: string;
  let router: jest.Mock<void, [PopStateEvent]>;

  beforeEach(() => {
    cleanup = new AbortController();
    window.history.replaceState(null, '', '/');
    renderedPath = '/en/';

    const addEventListener = window.addEventListener.bind(window);
    jest
      .spyOn(window, 'addEventListener')
      .mockImplementation((type, listener, options) =>
        addEventListener(
          type,
          listener,
          typeof options === 'object'
            ? { ...options, signal: cleanup.signal }
            : { capture: options, signal: cleanup.signal },
        ),
      );
    keepFragmentChangesFromRouter(window, () => renderedPath);

    // Registered later and bubbling, as Gatsby's router is.
    router = jest.fn();
    window.addEventListener('popstate', router);
  });

  afterEach(() => {
    cleanup.abort();
    jest.restoreAllMocks();
  });

  function popTo(url: string): PopStateEvent {
    window.history.pushState(null, '', url);
    const event = new PopStateEvent('popstate', { state: null });
    window.dispatchEvent(event);
    return event;
  }

  it('listens to popstate on the window, in the capture phase', () => {
    expect(window.addEventListener).toHaveBeenCalledWith(
      'popstate',
      expect.any(Function),
      expect.objectContaining({ capture: true }),
    );
  });

  it('keeps from the router a popstate that changes only the fragment', () => {
    popTo('/en/#services');
    expect(router).not.toHaveBeenCalled();
  });

  it('keeps from the router a popstate back to the page without fragment', () => {
    popTo('/en/');
    expect(router).not.toHaveBeenCalled();
  });

  it('comes before a bubbling listener registered earlier too', () => {
    const earlier = jest.fn();
    cleanup.abort();
    cleanup = new AbortController();
    window.addEventListener('popstate', earlier);
    keepFragmentChangesFromRouter(window, () => renderedPath);

    popTo('/en/#services');
    expect(earlier).not.toHaveBeenCalled();
    popTo('/fr/');
    expect(earlier).toHaveBeenCalledTimes(1);
  });

  it('lets through a popstate to another path', () => {
    const event = popTo('/fr/#services');
    expect(router).toHaveBeenCalledTimes(1);
    expect(router).toHaveBeenCalledWith(event);
  });

  it('lets through a popstate to the same path with another query', () => {
    popTo('/en/?utm_source=mail');
    expect(router).toHaveBeenCalledTimes(1);
  });

  it('compares with the path rendered at the time of the event', () => {
    popTo('/fr/');
    expect(router).toHaveBeenCalledTimes(1);

    renderedPath = '/fr/';
    popTo('/fr/#contact');
    expect(router).toHaveBeenCalledTimes(1);

    popTo('/en/#contact');
    expect(router).toHaveBeenCalledTimes(2);
  });

  it('compares the query too, for a page rendered with one', () => {
    renderedPath = '/en/?ref=mail';
    popTo('/en/?ref=mail#about');
    expect(router).not.toHaveBeenCalled();

    popTo('/en/#about');
    expect(router).toHaveBeenCalledTimes(1);
  });

  it('does not stop other events on the window', () => {
    const onHashChange = jest.fn();
    window.addEventListener('hashchange', onHashChange);
    window.history.pushState(null, '', '/en/#about');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(onHashChange).toHaveBeenCalledTimes(1);
  });
});
