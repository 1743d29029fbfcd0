import { useEffect, useState } from 'react';
import { reportError } from './report-error';

export type AsyncValue<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; error: unknown };

/**
 * Runs `load` once on mount and follows its outcome. A result that arrives after unmount is dropped.
 * `load` must be a stable function (a module-level service call).
 */
export function useAsyncValue<T>(load: () => Promise<T>): AsyncValue<T> {
  const [state, setState] = useState<AsyncValue<T>>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    load().then(
      (value) => {
        if (active) setState({ status: 'ready', value });
      },
      (error: unknown) => {
        reportError('A value failed to load', error);
        if (active) setState({ status: 'error', error });
      },
    );
    return () => {
      active = false;
    };
  }, [load]);
  return state;
}
