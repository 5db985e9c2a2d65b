import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import type { ReactElement } from 'react';
import { SectionShell } from './SectionShell';
import { theme } from '../theme/theme';

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

const original = Object.getOwnPropertyDescriptor(window, 'IntersectionObserver');

function setIntersectionObserver(value: unknown): void {
  Object.defineProperty(window, 'IntersectionObserver', {
    value,
    configurable: true,
    writable: true,
  });
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  setIntersectionObserver(FakeIntersectionObserver);
});

afterEach(() => {
  if (original) Object.defineProperty(window, 'IntersectionObserver', original);
  else delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const renderShell = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

function onlyObserver(): FakeIntersectionObserver {
  expect(FakeIntersectionObserver.instances).toHaveLength(1);
  const [observer] = FakeIntersectionObserver.instances;
  if (!observer) throw new Error('no observer');
  return observer;
}

describe('SectionShell', () => {
  it('is a region with the given id, labelled by its h2', () => {
    renderShell(
      <SectionShell id="services" eyebrow="Servizi" title="Tutto ciò che serve" intro="Intro">
        <p>Body</p>
      </SectionShell>,
    );
    const region = screen.getByRole('region', { name: 'Tutto ciò che serve' });
    expect(region).toHaveAttribute('id', 'services');
    expect(region).toHaveAttribute('aria-labelledby', 'services-title');
    const heading = screen.getByRole('heading', { level: 2, name: 'Tutto ciò che serve' });
    expect(heading).toHaveAttribute('id', 'services-title');
    expect(region).toContainElement(heading);
    expect(region).toHaveTextContent('Servizi');
    expect(region).toHaveTextContent('Intro');
    expect(region).toHaveTextContent('Body');
  });

  it('leaves the intro out when there is none', () => {
    const { container } = renderShell(
      <SectionShell id="about" eyebrow="Chi siamo" title="Titolo" />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('observes itself with a 10 % threshold and the bottom edge inset by 80 px', () => {
    renderShell(<SectionShell id="about" eyebrow="E" title="T" />);
    const observer = onlyObserver();
    expect(observer.options).toEqual({ threshold: 0.1, rootMargin: '0px 0px -80px 0px' });
    expect(observer.observe).toHaveBeenCalledWith(screen.getByRole('region', { name: 'T' }));
  });

  it('is marked in view once the observer reports it, and stops observing', () => {
    renderShell(<SectionShell id="about" eyebrow="E" title="T" />);
    const region = screen.getByRole('region', { name: 'T' });
    const observer = onlyObserver();
    expect(region).toHaveAttribute('data-reveal');
    expect(region).not.toHaveAttribute('data-inview');

    observer.report(false);
    expect(region).not.toHaveAttribute('data-inview');
    expect(observer.disconnect).not.toHaveBeenCalled();

    observer.report(true);
    expect(region).toHaveAttribute('data-inview');
    expect(observer.disconnect).toHaveBeenCalled();
    // It stays in view: no new observer is created after the reveal.
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
  });

  it('stops observing when unmounted', () => {
    const { unmount } = renderShell(<SectionShell id="about" eyebrow="E" title="T" />);
    const observer = onlyObserver();
    unmount();
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('shows the section at once where IntersectionObserver does not exist', () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    renderShell(<SectionShell id="about" eyebrow="E" title="T" />);
    expect(screen.getByRole('region', { name: 'T' })).toHaveAttribute('data-inview');
  });
});
