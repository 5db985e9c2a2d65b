import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates the server's HTML, true in every render after.
 * Unlike a state set in an effect, React renders the switch synchronously right after hydrating,
 * before any later update: a prop derived from it is back in line with the DOM at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
