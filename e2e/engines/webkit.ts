/**
 * Debian's WebKitGTK: WebKitWebDriver (webkit2gtk-driver) drives its MiniBrowser, the engine of
 * Safari, over classic WebDriver with selenium-webdriver, on an X display of its own (Xvfb, started
 * here: no display is needed, and none is disturbed). One session per system colour scheme
 * (MiniBrowser's --dark-mode), reset between pages (empty storage, desktop size) since a session
 * costs seconds. Pages come through ./probe-proxy.ts, which adds the probe WebDriver cannot.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { Builder, By } from 'selenium-webdriver';
import type { WebDriver } from 'selenium-webdriver';
import { EnginePage, missingBinaries } from './engine';
import type { ColorScheme, Driver, Engine, EngineSpec, PageFunction, Size } from './engine';
import { BLANK_PATH, startProbeProxy } from './probe-proxy';
import { ERRORS_KEY } from './probe';
import { DESKTOP, baseUrl } from '../support/browser';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** An X server of our own on a free display (Xvfb picks it and says which on fd 3). */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    XVFB,
    ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  );
  const number = await new Promise<string>((resolve, reject) => {
    let said = '';
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n')) resolve(said.trim());
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it started`)));
    xvfb.once('error', reject);
  });
  return { display: `:${number}`, process: xvfb };
}

/** A WebKitWebDriver on a free port of 127.0.0.1, once it answers. */
async function startDriver(
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
    env,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (
      await fetch(`${url}/status`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, process: driver };
    if (driver.exitCode !== null || tries > 100)
      throw new Error(`WebKitWebDriver did not start on ${url}`);
    await sleep(100);
  }
}

export const webkit: EngineSpec = {
  name: 'WebKit',
  missing() {
    const debian = 'webkit2gtk-driver';
    const binaries = [
      { name: 'WebKitWebDriver', path: WEBKIT_DRIVER, variable: 'WEBKIT_DRIVER_PATH', debian },
      { name: 'MiniBrowser', path: MINIBROWSER, variable: 'MINIBROWSER_PATH', debian },
    ];
    // Xvfb, unless there is a display to use instead.
    if (!process.env.DISPLAY)
      binaries.push({ name: 'Xvfb', path: XVFB, variable: 'XVFB_PATH', debian: 'xvfb' });
    return missingBinaries('WebKit', binaries, existsSync);
  },
  launch: launchWebKit,
};

async function launchWebKit(): Promise<Engine> {
  const xvfb = existsSync(XVFB) ? await startXvfb() : undefined;
  const env = { ...process.env, DISPLAY: xvfb?.display ?? process.env.DISPLAY };
  const proxy = await startProbeProxy(baseUrl());
  const drivers: ChildProcess[] = [];
  const sessions = new Map<ColorScheme, Promise<WebDriver>>();
  const sessionFor = (scheme: ColorScheme) => {
    if (!sessions.has(scheme))
      sessions.set(
        scheme,
        startDriver(env).then(({ url, process }) => {
          drivers.push(process);
          const args = ['--automation', '--proxy=http://127.0.0.1:9', '--ignore-host=127.0.0.1'];
          if (scheme === 'dark') args.push('--dark-mode');
          return new Builder()
            .usingServer(url)
            .withCapabilities({
              browserName: 'MiniBrowser',
              'webkitgtk:browserOptions': { binary: MINIBROWSER, args },
            })
            .build();
        }),
      );
    return sessions.get(scheme)!;
  };

  return {
    name: 'WebKit',
    async newPage({ colorScheme = 'light' } = {}) {
      const session = await sessionFor(colorScheme);
      const open = (pathname: string) => session.get(`${proxy.url}${pathname}`);
      const evaluate = <T, A extends unknown[]>(fn: PageFunction<T, A>, ...args: A) =>
        session.executeScript<T>(fn as (...a: unknown[]) => T, ...args);
      const find = (selector: string) => session.findElement(By.css(selector));
      /** The window's size for an inner size: the window's toolbar and borders around it. */
      const setViewport = async ({ width, height }: Size): Promise<Size> => {
        for (let tries = 0; tries < 3; tries += 1) {
          const [outerW, outerH, innerW, innerH] = await evaluate(() => [
            outerWidth,
            outerHeight,
            innerWidth,
            innerHeight,
          ]);
          if (innerW === width && innerH === height) break;
          await session
            .manage()
            .window()
            .setRect({ width: width + outerW! - innerW!, height: height + outerH! - innerH! });
        }
        return evaluate(() => ({ width: innerWidth, height: innerHeight }));
      };

      // Reset: an empty page of the site's origin (through the proxy), its storage cleared.
      await open(BLANK_PATH);
      await evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await setViewport(DESKTOP);

      const driver: Driver = {
        goto: (pathname) => open(pathname),
        reload: () => session.navigate().refresh(),
        evaluate,
        click: async (selector) => (await find(selector)).click(),
        type: async (selector, text) => (await find(selector)).sendKeys(text),
        hover: async (selector) =>
          session
            .actions()
            .move({ origin: await find(selector) })
            .perform(),
        setViewport,
        errors: () =>
          evaluate(
            (key: string) => JSON.parse(sessionStorage.getItem(key) || '[]') as string[],
            ERRORS_KEY,
          ),
        close: async () => undefined,
      };
      return new EnginePage('WebKit', driver);
    },
    async close() {
      for (const session of sessions.values()) await (await session).quit().catch(() => undefined);
      for (const driver of drivers) driver.kill();
      proxy.close();
      xvfb?.process.kill();
    },
  };
}
