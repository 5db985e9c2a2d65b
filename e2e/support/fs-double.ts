/**
 * A test double of the browser's directory picker, so a browser test can drive the editor's
 * "Work with Local Repository" (the File System Access API, which headless Chromium cannot answer
 * with a real dialog) against a real folder:
 *
 *   const calls = await installDirectoryPickerDouble(page, '/tmp/copy');  // before page.goto
 *   // window.showDirectoryPicker() now resolves to a directory handle whose reads and writes go
 *   // to /tmp/copy through the test runner (page.exposeFunction); `calls` records each operation.
 *
 * The browser half implements what Sveltia CMS uses of the directory and file handles: entries(),
 * getDirectoryHandle/getFileHandle with {create} (NotFoundError and TypeMismatchError
 * DOMExceptions), removeEntry, requestPermission, getFile() (a real File), createWritable() with
 * write()/close() (nothing reaches the disk before close()), and move(), with which each save
 * renames a temporary file onto its target.
 *
 * Sveltia keeps the root handle in IndexedDB for the next visit; the tests never reload the
 * editor, so the double's handles need not survive that.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

export type Operation = 'stat' | 'list' | 'mkdir' | 'touch' | 'read' | 'write' | 'move' | 'remove';

/** One operation the page asked for, with its path relative to the root. */
export interface FsCall {
  operation: Operation;
  path: string;
  /** The new path of a move. */
  to?: string;
}

type Answer = { ok: true; value: unknown } | { ok: false; name: string; message: string };

/** An error the browser half turns into a DOMException of this name. */
class DomError extends Error {
  constructor(
    message: string,
    readonly domName: string,
  ) {
    super(message);
  }
}

/** The Node half: one function, exposed to the page, that performs an operation under `root`. */
function backend(root: string, calls: FsCall[]) {
  const inside = (relative: string): string => {
    const absolute = path.resolve(root, relative);
    if (absolute !== root && !absolute.startsWith(root + path.sep)) {
      throw new DomError(`outside the folder: ${relative}`, 'SecurityError');
    }
    return absolute;
  };
  const kindOf = async (absolute: string): Promise<'file' | 'directory' | undefined> => {
    try {
      return (await fs.stat(absolute)).isDirectory() ? 'directory' : 'file';
    } catch {
      return undefined;
    }
  };
  const notFound = (relative: string) => new DomError(`${relative} not found`, 'NotFoundError');

  const operations: Record<Operation, (relative: string, argument?: string) => Promise<unknown>> = {
    async stat(relative) {
      const kind = await kindOf(inside(relative));
      if (!kind) throw notFound(relative);
      return { kind };
    },
    /** Sorted by name: the real API's order is unspecified, a test's should not be. */
    async list(relative) {
      const entries = await fs.readdir(inside(relative), { withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() || entry.isDirectory())
        .map((entry) => ({ name: entry.name, kind: entry.isDirectory() ? 'directory' : 'file' }))
        .sort((a, b) => (a.name < b.name ? -1 : 1));
    },
    async mkdir(relative) {
      await fs.mkdir(inside(relative), { recursive: true });
    },
    async touch(relative) {
      await (await fs.open(inside(relative), 'a')).close();
    },
    async read(relative) {
      const absolute = inside(relative);
      const [bytes, stat] = await Promise.all([fs.readFile(absolute), fs.stat(absolute)]);
      return { base64: bytes.toString('base64'), lastModified: Math.floor(stat.mtimeMs) };
    },
    async write(relative, base64 = '') {
      await fs.writeFile(inside(relative), Buffer.from(base64, 'base64'));
    },
    async move(relative, to = '') {
      await fs.rename(inside(relative), inside(to));
    },
    async remove(relative, recursive) {
      const absolute = inside(relative);
      const kind = await kindOf(absolute);
      if (!kind) throw notFound(relative);
      if (
        kind === 'directory' &&
        recursive !== 'recursive' &&
        (await fs.readdir(absolute)).length
      ) {
        throw new DomError(`${relative} is not empty`, 'InvalidModificationError');
      }
      await fs.rm(absolute, { recursive: true });
    },
  };

  return async (operation: Operation, relative: string, argument?: string): Promise<Answer> => {
    calls.push({ operation, path: relative, ...(operation === 'move' ? { to: argument } : {}) });
    try {
      return { ok: true, value: await operations[operation](relative, argument) };
    } catch (error) {
      const name =
        error instanceof DomError
          ? error.domName
          : (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? 'NotFoundError'
            : 'InvalidStateError';
      return { ok: false, name, message: (error as Error).message };
    }
  };
}

interface BrowserOptions {
  binding: string;
  rootName: string;
}

/**
 * The browser half. It runs in the page (serialised by page.addInitScript), so it uses nothing
 * from this module's scope, and no syntax a compiler would rewrite with helpers (class fields,
 * private methods).
 */
function browserDouble({ binding, rootName }: BrowserOptions): void {
  type Bridge = (operation: string, relative: string, argument?: string) => Promise<Answer>;
  const bridge = (window as unknown as Record<string, Bridge>)[binding] as Bridge;
  const call = async <T>(operation: string, relative: string, argument?: string): Promise<T> => {
    const answer = await bridge(operation, relative, argument);
    if (!answer.ok) throw new DOMException(answer.message, answer.name);
    return answer.value as T;
  };
  const join = (directory: string, name: string) => (directory ? `${directory}/${name}` : name);
  const checkName = (name: string) => {
    if (!name || name === '.' || name === '..' || /[/\\]/.test(name)) {
      throw new TypeError(`Name is not allowed: ${name}`);
    }
  };
  const toBase64 = async (blob: Blob) => {
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  };
  const fromBase64 = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

  type Kind = 'file' | 'directory';
  class FakeHandle {
    kind: Kind;
    name: string;
    fsDoublePath: string;
    constructor(kind: Kind, relative: string, name: string) {
      this.kind = kind;
      this.name = name;
      this.fsDoublePath = relative;
    }
    async requestPermission() {
      return 'granted';
    }
  }

  class FakeFileHandle extends FakeHandle {
    constructor(relative: string, name: string) {
      super('file', relative, name);
    }
    async getFile() {
      const { base64, lastModified } = await call<{ base64: string; lastModified: number }>(
        'read',
        this.fsDoublePath,
      );
      return new File([fromBase64(base64)], this.name, { lastModified });
    }
    async createWritable({ keepExistingData = false } = {}) {
      const target = this.fsDoublePath;
      const parts: BlobPart[] = keepExistingData ? [await this.getFile()] : [];
      let closed = false;
      const writable = {
        async write(data: BlobPart) {
          if (closed) throw new TypeError('The stream is closed');
          parts.push(data);
        },
        async close() {
          closed = true;
          await call('write', target, await toBase64(new Blob(parts)));
        },
      };
      return writable;
    }
    /** move(directory, newName), move(directory) or move(newName). */
    async move(destination: FakeDirectoryHandle | string, newName?: string) {
      const directory =
        typeof destination === 'string'
          ? this.fsDoublePath.split('/').slice(0, -1).join('/')
          : destination.fsDoublePath;
      const name = typeof destination === 'string' ? destination : (newName ?? this.name);
      checkName(name);
      const to = join(directory, name);
      await call('move', this.fsDoublePath, to);
      this.fsDoublePath = to;
      this.name = name;
    }
  }

  class FakeDirectoryHandle extends FakeHandle {
    constructor(relative: string, name: string) {
      super('directory', relative, name);
    }
    async *entries(): AsyncGenerator<[string, FakeHandle]> {
      const listed = await call<{ name: string; kind: Kind }[]>('list', this.fsDoublePath);
      for (const { name, kind } of listed) {
        const relative = join(this.fsDoublePath, name);
        yield [
          name,
          kind === 'directory'
            ? new FakeDirectoryHandle(relative, name)
            : new FakeFileHandle(relative, name),
        ];
      }
    }
    async child(name: string, kind: Kind, create: boolean): Promise<FakeHandle> {
      checkName(name);
      const relative = join(this.fsDoublePath, name);
      let found: Kind;
      try {
        found = (await call<{ kind: Kind }>('stat', relative)).kind;
      } catch (error) {
        if ((error as DOMException).name !== 'NotFoundError' || !create) throw error;
        await call(kind === 'directory' ? 'mkdir' : 'touch', relative);
        found = kind;
      }
      if (found !== kind) {
        throw new DOMException(`${relative} is a ${found}, not a ${kind}`, 'TypeMismatchError');
      }
      return kind === 'directory'
        ? new FakeDirectoryHandle(relative, name)
        : new FakeFileHandle(relative, name);
    }
    getDirectoryHandle(name: string, { create = false } = {}) {
      return this.child(name, 'directory', create);
    }
    getFileHandle(name: string, { create = false } = {}) {
      return this.child(name, 'file', create);
    }
    async removeEntry(name: string, { recursive = false } = {}) {
      checkName(name);
      await call('remove', join(this.fsDoublePath, name), recursive ? 'recursive' : undefined);
    }
  }

  // Sveltia writes a temporary file and moves it onto the target when file handles can move
  // (desktop Chrome), in place otherwise: keep the double on desktop Chrome's path.
  const fileHandlePrototype = FileSystemFileHandle.prototype as unknown as Record<string, unknown>;
  if (!('move' in fileHandlePrototype)) {
    fileHandlePrototype.move = () => {
      throw new DOMException('Not available', 'NotSupportedError');
    };
  }

  (window as unknown as { showDirectoryPicker: () => Promise<FakeHandle> }).showDirectoryPicker =
    async () => new FakeDirectoryHandle('', rootName);
}

/**
 * Installs the double in `page` (before it navigates). Returns the list the Node half appends each
 * operation to.
 */
export async function installDirectoryPickerDouble(page: Page, root: string): Promise<FsCall[]> {
  const calls: FsCall[] = [];
  const absolute = path.resolve(root);
  const options: BrowserOptions = { binding: '__fsDouble', rootName: path.basename(absolute) };
  await page.exposeFunction(options.binding, backend(absolute, calls));
  await page.addInitScript(`(${browserDouble.toString()})(${JSON.stringify(options)})`);
  return calls;
}

/** The operations that change the folder. */
export const WRITES: readonly Operation[] = ['write', 'move', 'remove', 'touch', 'mkdir'];
