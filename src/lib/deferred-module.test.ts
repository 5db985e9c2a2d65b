import type * as DeferredModuleApi from './deferred-module';

/** A fresh copy of the module, so that each test starts with an empty registry. */
function freshApi(): typeof DeferredModuleApi {
  let api: typeof DeferredModuleApi | undefined;
  jest.isolateModules(() => {
    api = jest.requireActual<typeof DeferredModuleApi>('./deferred-module');
  });
  if (!api) throw new Error('the module did not load');
  return api;
}

/** A promise whose outcome the test decides. */
function controlled<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Whether a promise has resolved by the time the microtasks queued so far have run. */
async function hasResolved(promise: Promise<unknown>): Promise<boolean> {
  let resolved = false;
  void promise.then(() => {
    resolved = true;
  });
  await settle();
  return resolved;
}

describe('deferredModule', () => {
  it('does not load anything until load() is called', () => {
    const { deferredModule } = freshApi();
    const importer = jest.fn(() => Promise.resolve('value'));
    deferredModule(importer);
    expect(importer).not.toHaveBeenCalled();
  });

  it('calls the importer once, however often load() is called', async () => {
    const { deferredModule } = freshApi();
    const importer = jest.fn(() => Promise.resolve('value'));
    const module = deferredModule(importer);

    const first = module.load();
    const second = module.load();
    await expect(first).resolves.toBe('value');
    await expect(second).resolves.toBe('value');
    await expect(module.load()).resolves.toBe('value');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('has no current value before the import resolves, and the loaded value after', async () => {
    const { deferredModule } = freshApi();
    const pending = controlled<{ name: string }>();
    const module = deferredModule(() => pending.promise);
    expect(module.current()).toBeUndefined();

    const loading = module.load();
    expect(module.current()).toBeUndefined();

    const value = { name: 'About' };
    pending.resolve(value);
    await loading;
    expect(module.current()).toBe(value);
  });

  it('resolves arrived when the value is loaded, whoever started loading it', async () => {
    const { deferredModule } = freshApi();
    const pending = controlled<string>();
    const module = deferredModule(() => pending.promise);

    expect(await hasResolved(module.arrived)).toBe(false);
    void module.load();
    expect(await hasResolved(module.arrived)).toBe(false);

    pending.resolve('value');
    await expect(module.arrived).resolves.toBe('value');
  });

  it('rejects load() when the import fails, and tries again on the next call', async () => {
    const { deferredModule } = freshApi();
    const failure = new Error('network down');
    const importer = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce('value');
    const module = deferredModule(importer);

    await expect(module.load()).rejects.toBe(failure);
    expect(module.current()).toBeUndefined();

    await expect(module.load()).resolves.toBe('value');
    expect(importer).toHaveBeenCalledTimes(2);
    expect(module.current()).toBe('value');
  });

  it('keeps arrived pending (not rejected) while loading fails, and resolves it on success', async () => {
    const { deferredModule } = freshApi();
    const importer = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('first try'))
      .mockRejectedValueOnce(new Error('second try'))
      .mockResolvedValueOnce('value');
    const module = deferredModule(importer);
    const outcome = jest.fn();
    module.arrived.then(
      (value) => outcome('resolved', value),
      (error: unknown) => outcome('rejected', error),
    );

    await expect(module.load()).rejects.toThrow('first try');
    await expect(module.load()).rejects.toThrow('second try');
    await settle();
    expect(outcome).not.toHaveBeenCalled();

    await module.load();
    await settle();
    expect(outcome).toHaveBeenCalledTimes(1);
    expect(outcome).toHaveBeenCalledWith('resolved', 'value');
  });
  it('rejects, rather than throws, when the importer itself throws', async () => {
    const { deferredModule, loadAllDeferred } = freshApi();
    const module = deferredModule<string>(() => {
      throw new Error('no such chunk');
    });
    const loading = module.load();
    await expect(loading).rejects.toThrow('no such chunk');
    await expect(loadAllDeferred()).resolves.toBe(false);
  });
});

describe('loadAllDeferred', () => {
  it('resolves at once, all arrived, when no module is registered', async () => {
    const { loadAllDeferred } = freshApi();
    await expect(loadAllDeferred()).resolves.toBe(true);
  });

  it('loads every registered module', async () => {
    const { deferredModule, loadAllDeferred } = freshApi();
    const importers = [
      jest.fn(() => Promise.resolve('about')),
      jest.fn(() => Promise.resolve('demo')),
      jest.fn(() => Promise.resolve('contact')),
    ];
    const modules = importers.map((importer) => deferredModule(importer));

    await expect(loadAllDeferred()).resolves.toBe(true);
    for (const importer of importers) expect(importer).toHaveBeenCalledTimes(1);
    expect(modules.map((module) => module.current())).toEqual(['about', 'demo', 'contact']);
  });

  it('does not load again a module that has already arrived', async () => {
    const { deferredModule, loadAllDeferred } = freshApi();
    const importer = jest.fn(() => Promise.resolve('value'));
    const module = deferredModule(importer);
    await module.load();

    await loadAllDeferred();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('waits for modules still on their way before resolving', async () => {
    const { deferredModule, loadAllDeferred } = freshApi();
    const pending = controlled<string>();
    deferredModule(() => Promise.resolve('ready'));
    deferredModule(() => pending.promise);

    const all = loadAllDeferred();
    expect(await hasResolved(all)).toBe(false);
    pending.resolve('late');
    await expect(all).resolves.toBe(true);
  });

  it('resolves, not all arrived, when a module fails to load, after the others have loaded', async () => {
    const { deferredModule, loadAllDeferred } = freshApi();
    const failing = deferredModule(() => Promise.reject(new Error('gone')));
    const working = deferredModule(() => Promise.resolve('value'));

    await expect(loadAllDeferred()).resolves.toBe(false);
    expect(failing.current()).toBeUndefined();
    expect(working.current()).toBe('value');
  });

  it('retries a module whose earlier load failed', async () => {
    const { deferredModule, loadAllDeferred } = freshApi();
    const importer = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('value');
    const module = deferredModule(importer);
    await expect(module.load()).rejects.toThrow('offline');

    await expect(loadAllDeferred()).resolves.toBe(true);
    expect(importer).toHaveBeenCalledTimes(2);
    expect(module.current()).toBe('value');
  });
});
