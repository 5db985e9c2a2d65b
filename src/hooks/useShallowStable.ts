import { useState } from 'react';

/**
 * The previous object while the new one has the same keys and values (===), else the new one.
 * React's pattern for information kept from earlier renders: state, updated during render.
 */
export function useShallowStable<T extends object>(value: T): T {
  const [stable, setStable] = useState(value);
  if (stable !== value && !shallowEqual(stable, value)) {
    setStable(value);
    return value;
  }
  return stable;
}

export function shallowEqual(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every(
      (key) =>
        Object.prototype.hasOwnProperty.call(b, key) &&
        (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key],
    )
  );
}
