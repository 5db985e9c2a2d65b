import { renderHook } from '@testing-library/react';
import { shallowEqual, useShallowStable } from './useShallowStable';

describe('shallowEqual', () => {
  const data = { title: 'First title' };

  it('holds for the same keys with the same values', () => {
    expect(shallowEqual({ data, path: '/' }, { path: '/', data })).toBe(true);
    expect(shallowEqual({}, {})).toBe(true);
  });

  it('fails for another value, a missing key or an extra key', () => {
    expect(shallowEqual({ data }, { data: { ...data } })).toBe(false);
    expect(shallowEqual({ data, path: '/' }, { data })).toBe(false);
    expect(shallowEqual({ data }, { data, path: undefined })).toBe(false);
  });
});

describe('useShallowStable', () => {
  it('keeps the first object while later ones are shallowly equal, then takes the new one', () => {
    const data = { title: 'First title' };
    const first = { data };
    const { result, rerender } = renderHook(({ value }) => useShallowStable(value), {
      initialProps: { value: first },
    });
    rerender({ value: { data } });
    expect(result.current).toBe(first);

    const changed = { data: { title: 'Second title' } };
    rerender({ value: changed });
    expect(result.current).toBe(changed);
  });
});
