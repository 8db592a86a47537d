import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and while the browser hydrates its HTML, true once the page's code runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
