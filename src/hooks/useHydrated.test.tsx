import { render } from '@testing-library/react';
import { serverRenderer } from '../test-utils/render';
import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, true right after', () => {
    const container = document.createElement('div');
    container.innerHTML = serverRenderer().renderToString(<Probe />);
    expect(container.textContent).toBe('server');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Probe />, { container, hydrate: true });
    expect(container.textContent).toBe('hydrated');
    // No hydration mismatch: the hydrating render said what the server did.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('is true in a render with no server HTML', () => {
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('hydrated');
  });
});
