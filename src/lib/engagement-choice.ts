// The engagement a visitor asked about from its card (Pricing), named in the message the studio
// receives (Contact): a store outside React, so choosing re-renders the form alone, with no
// provider for the page to hold.
import { useSyncExternalStore } from 'react';

export interface ChosenEngagement {
  id: string;
  title: string;
}

let chosen: ChosenEngagement | undefined;
const listeners = new Set<() => void>();

/** Names an engagement in the form (undefined: none). */
export function chooseEngagement(engagement?: ChosenEngagement): void {
  chosen = engagement;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The chosen engagement; none in the server's HTML, which no visitor has chosen from. */
export const useChosenEngagement = (): ChosenEngagement | undefined =>
  useSyncExternalStore(
    subscribe,
    () => chosen,
    () => undefined,
  );
