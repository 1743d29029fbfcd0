import { useEffect, useState } from 'react';

/**
 * The page the visitor has asked for while its code is still on its way. The router keeps the old page on screen
 * during a navigation (a transition) until the new page's chunk has arrived; this says which page is coming, so the
 * layout can show it (a top bar, main busy, the menu marking it). Set by the lazy page that is waiting for its
 * chunk, cleared when the chunk has arrived or failed, or when the visitor has gone somewhere else meanwhile.
 */
let pending: { path: string; key: string } | null = null;
/**
 * Navigations the visitor left before their page came. React may render such a page again after it was given up
 * (it warms what suspended), and that render must not bring the bar back.
 */
const givenUp = new Set<string>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * The navigation `key` to `path` is waiting for its page's code, which `arrival` settles. A second call for the same
 * navigation, or one for a navigation already left, does nothing.
 */
export function awaitingPage(path: string, key: string, arrival: Promise<unknown>): void {
  if (pending?.key === key || givenUp.has(key)) return;
  const entry = { path, key };
  pending = entry;
  notify();
  const clear = () => {
    if (pending !== entry) return;
    pending = null;
    notify();
  };
  arrival.then(clear, clear);
}

/** A navigation has been shown: whatever was still coming is no longer what the visitor is waiting for. */
export function navigationShown(): void {
  if (pending === null) return;
  givenUp.add(pending.key);
  pending = null;
  notify();
}

/**
 * The path of the page on its way, or null. A plain subscription (not useSyncExternalStore): the value changes while
 * the router renders the next page in a transition, and a store read there would make React finish that render
 * at once, showing the loading placeholder instead of keeping the old page.
 */
export function usePendingPage(): string | null {
  const [path, setPath] = useState(pending?.path ?? null);
  useEffect(() => {
    const update = () => setPath(pending?.path ?? null);
    listeners.add(update);
    update();
    return () => {
      listeners.delete(update);
    };
  }, []);
  return path;
}
