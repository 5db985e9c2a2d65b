import { useRef } from 'react';

/** The previous object while the new one has the same keys and values (===), else the new one. */
export function useShallowStable<T extends object>(value: T): T {
  const previous = useRef(value);
  if (!shallowEqual(previous.current, value)) previous.current = value;
  return previous.current;
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
