import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React takes over server-rendered HTML, true from then on (and always when the page
 * was rendered in the browser): for controls that must not take input the app cannot see yet.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
