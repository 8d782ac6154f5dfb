import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server HTML and during hydration, true once React runs in the browser. Forms
 * keep their inputs and buttons disabled until then: text typed into a controlled input before
 * hydration is reset by it, and a submit would be the browser's own GET with the password in
 * the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
