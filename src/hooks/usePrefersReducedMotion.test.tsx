import { act, render } from '@testing-library/react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

function Probe() {
  return <p>{usePrefersReducedMotion() ? 'reduce' : 'motion'}</p>;
}

describe('usePrefersReducedMotion', () => {
  it('follows the prefers-reduced-motion query, also when it changes', () => {
    const media = new EventTarget() as EventTarget & { matches: boolean };
    media.matches = true;
    window.matchMedia = jest.fn(() => media as unknown as MediaQueryList);
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('reduce');
    media.matches = false;
    act(() => void media.dispatchEvent(new Event('change')));
    expect(container.textContent).toBe('motion');
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });

  it('answers no preference where the query is unknown', () => {
    Object.assign(window, { matchMedia: undefined });
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('motion');
  });
});
