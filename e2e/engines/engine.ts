/**
 * What the journeys need of a browser, whatever drives it: Firefox through WebDriver BiDi
 * (puppeteer-core, ./firefox.ts), WebKit through classic WebDriver (selenium-webdriver,
 * ./webkit.ts). An adapter implements `Driver`; `EnginePage` adds the waiting both share.
 */
export type ColorScheme = 'light' | 'dark';
export interface Size {
  width: number;
  height: number;
}
/** What the first script saw: <html data-theme> and the page's background when <body> began. */
export interface FirstPaint {
  theme: string | null;
  background: string;
}

/** A function run in the page: self-contained, its arguments and result plain JSON. */
export type PageFunction<T, A extends unknown[]> = (...args: A) => T | Promise<T>;

/** One engine's primitives; each waits only for what the protocol itself waits for. */
export interface Driver {
  /** Opens a path of the site under test and waits for its load event. */
  goto(pathname: string): Promise<void>;
  reload(): Promise<void>;
  evaluate<T, A extends unknown[]>(fn: PageFunction<T, A>, ...args: A): Promise<T>;
  /** A real click (the engine's pointer events) in the middle of the first match. */
  click(selector: string): Promise<void>;
  /** Real key presses into the first match, after focusing it. */
  type(selector: string, text: string): Promise<void>;
  /** Moves the real pointer to the middle of the first match. */
  hover(selector: string): Promise<void>;
  /** Resizes the viewport as near as the engine allows; resolves to the size it got. */
  setViewport(size: Size): Promise<Size>;
  /** Uncaught errors and console errors of every document this page has shown so far. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  name: string;
  /** A fresh page (storage empty), desktop-sized, in a browser whose system scheme is given. */
  newPage(options?: { colorScheme?: ColorScheme }): Promise<EnginePage>;
  close(): Promise<void>;
}

/** An engine the journeys run in: what it lacks on this machine, if anything, and its launch. */
export interface EngineSpec {
  name: string;
  /** A message naming the binaries that are not installed and how to install them. */
  missing(): string | undefined;
  launch(): Promise<Engine>;
}

export interface Binary {
  /** Its name, where it is looked for, the variable that moves it, the Debian package with it. */
  name: string;
  path: string;
  variable: string;
  debian: string;
}

/** One message naming what an engine lacks and how to install it; undefined when nothing lacks. */
export function missingBinaries(
  engine: string,
  binaries: Binary[],
  exists: (file: string) => boolean,
): string | undefined {
  const missing = binaries.filter((binary) => !exists(binary.path));
  if (missing.length === 0) return undefined;
  const what = missing.map((b) => `${b.name} is not at ${b.path} (or $${b.variable})`);
  const packages = [...new Set(missing.map((binary) => binary.debian))].join(' ');
  return `${engine} cannot run: ${what.join('; ')}. Install it: apt-get install -y ${packages}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page the journeys drive: the driver's primitives plus waiting for end states. */
export class EnginePage {
  constructor(
    readonly engine: string,
    private readonly driver: Driver,
  ) {}

  goto = (pathname: string) => this.driver.goto(pathname);
  reload = () => this.driver.reload();
  errors = () => this.driver.errors();
  setViewport = (size: Size) => this.driver.setViewport(size);
  close = () => this.driver.close();
  evaluate<T, A extends unknown[]>(fn: PageFunction<T, A>, ...args: A): Promise<T> {
    return this.driver.evaluate(fn, ...args);
  }

  /** Polls a page function until it returns something truthy; resolves to that value. */
  async waitFor<T, A extends unknown[]>(
    what: string,
    fn: PageFunction<T, A>,
    args: A,
    timeout = 10_000,
  ): Promise<T> {
    const deadline = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        const value = await this.driver.evaluate(fn, ...args);
        if (value) return value;
        last = value;
      } catch (error) {
        // A navigation in progress destroys the context the function ran in: try again.
        last = error;
      }
      if (Date.now() > deadline)
        throw new Error(
          `${this.engine}: waited ${timeout} ms for ${what}; last: ${last instanceof Error ? last.message : JSON.stringify(last)}`,
        );
      await sleep(100);
    }
  }

  /** Waits until the first match of the selector exists. */
  waitForSelector(selector: string, timeout?: number): Promise<boolean> {
    return this.waitFor(
      `"${selector}"`,
      (s: string) => document.querySelector(s) !== null,
      [selector],
      timeout,
    );
  }

  /**
   * Waits until a person could click the element, as Playwright does: scrolled into view, its box
   * still for two polls (transitions ended), and on top at its middle; then clicks for real.
   */
  async click(selector: string, timeout?: number): Promise<void> {
    await this.actionable(selector, timeout);
    await this.driver.click(selector);
  }

  /** Types into a field once it can be clicked (focused by the engine's own click). */
  async type(selector: string, text: string): Promise<void> {
    await this.actionable(selector);
    await this.driver.type(selector, text);
  }

  /** Moves the pointer onto the element once it is on screen and still. */
  async hover(selector: string): Promise<void> {
    await this.actionable(selector);
    await this.driver.hover(selector);
  }

  /** Scrolls the element to the middle of the viewport at once (no smooth scrolling). */
  scrollTo(selector: string): Promise<boolean> {
    return this.waitFor(
      `"${selector}" to scroll to`,
      (s: string) => {
        const element = document.querySelector(s);
        if (!element) return false;
        element.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior });
        return true;
      },
      [selector],
    );
  }

  private async actionable(selector: string, timeout = 10_000): Promise<void> {
    const deadline = Date.now() + timeout;
    let previous = '';
    for (;;) {
      const box = await this.waitFor(
        `"${selector}" to be visible, still and on top`,
        (s: string) => {
          const element = document.querySelector(s);
          if (!element || getComputedStyle(element).visibility !== 'visible') return '';
          const { left, top, width, height } = element.getBoundingClientRect();
          const [x, y] = [left + width / 2, top + height / 2];
          if (width === 0 || height === 0) return '';
          if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) {
            element.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior });
            return '';
          }
          const hit = document.elementFromPoint(x, y);
          if (!hit || !(hit === element || element.contains(hit))) return '';
          return [left, top, width, height].map(Math.round).join(',');
        },
        [selector],
        Math.max(deadline - Date.now(), 0),
      );
      if (box === previous) return;
      previous = box;
      await sleep(100);
    }
  }
}
