/**
 * A local "something changed" notice: an adapter's own writes tell its live subscriptions to read again (the
 * Firebase adapter's 신규 count is a count query, which no listener refreshes by itself).
 */
export interface ChangeSignal {
  notify(): void;
  /** Calls `listener` on every notify until the returned function is called. */
  listen(listener: () => void): () => void;
}

export function changeSignal(): ChangeSignal {
  const listeners = new Set<() => void>();
  return {
    notify: () => {
      for (const listener of [...listeners]) listener();
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
