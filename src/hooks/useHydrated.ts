import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

// False on the server and during hydration; React renders the switch synchronously right after
// hydrating (unlike an effect's state), so derived props match the DOM at once.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
