import { act } from '@testing-library/react';

/**
 * IntersectionObserver as the tests drive it: jsdom has none. Each instance remembers its options
 * and what it observes, and reports intersections only when the test says so.
 */
export class FakeIntersectionObserver implements IntersectionObserver {
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

/** Installs an IntersectionObserver (the fake, or undefined to take it away). */
export function setIntersectionObserver(value: unknown): void {
  Object.defineProperty(window, 'IntersectionObserver', {
    value,
    configurable: true,
    writable: true,
  });
}

/** Starts a test with the fake observer and no instance yet. */
export function installFakeIntersectionObserver(): void {
  FakeIntersectionObserver.instances = [];
  setIntersectionObserver(FakeIntersectionObserver);
}

/** Takes the observer away again, as jsdom has it. */
export function removeIntersectionObserver(): void {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
}
