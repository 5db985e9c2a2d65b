/**
 * Code fetched only when the page needs it: a section below the first screen, say, whose HTML is in
 * the page from the start but whose JavaScript arrives when the visitor approaches it.
 *
 * A deferred module is loaded at most once. `current()` answers synchronously once it has arrived,
 * which is what lets a render use it without suspending again.
 */
export interface DeferredModule<T> {
  /** The loaded value, or undefined while it has not arrived. */
  current: () => T | undefined;
  /** Starts loading (once) and resolves when the value is there; rejects when loading failed. */
  load: () => Promise<T>;
  /** Resolves when the value is there, whoever started loading it; never rejects. */
  arrived: Promise<T>;
}

const registry = new Set<DeferredModule<unknown>>();

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  let arrive: (loaded: T) => void = () => undefined;
  const arrived = new Promise<T>((resolve) => {
    arrive = resolve;
  });
  const module: DeferredModule<T> = {
    current: () => value,
    load: () => {
      // Through a promise, so an importer that throws rejects like one that fails to fetch.
      loading ??= Promise.resolve()
        .then(importer)
        .then(
          (loaded) => {
            value = loaded;
            arrive(loaded);
            return loaded;
          },
          (error: unknown) => {
            // The next call may try again (a network that came back, say).
            loading = undefined;
            throw error;
          },
        );
      return loading;
    },
    arrived,
  };
  registry.add(module as DeferredModule<unknown>);
  return module;
}

/**
 * Loads every deferred module of the page, and tells whether they all arrived. A client-side
 * navigation re-renders the page: parts still waiting for their code would then be drawn empty
 * until it came, so it waits for them first, and falls back to loading the next page in full when
 * one cannot load. Never rejects.
 */
export function loadAllDeferred(): Promise<boolean> {
  return Promise.allSettled([...registry].map((module) => module.load())).then((results) =>
    results.every((result) => result.status === 'fulfilled'),
  );
}
