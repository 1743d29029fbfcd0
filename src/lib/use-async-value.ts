import { useEffect, useState } from 'react';
import { reportError } from '@/domain/report-error';
import { renderedDataIsCurrent } from './page-data/rendered-data-check';

/** Whether two values of plain data (objects, arrays, Dates, primitives) hold the same. */
function samePlainData(a: unknown, b: unknown): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/** What the read gives when it was skipped (the server-rendered value stays). */
const SKIPPED = Symbol('skipped');
const NOT_RENDERED = Symbol('not rendered');

/** While a new key loads, `previous` is the value of the key before, when its read succeeded (to keep on screen). */
export type AsyncValue<T> = { status: 'loading'; previous?: T } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/**
 * The one place that follows a one-shot read from a screen: runs `load` on mount and again whenever `key` changes
 * (by default `load` itself: pass a module-level function), and follows its outcome; loading again while a new key
 * is read. A result that arrives after unmount or after the key changed is dropped. A failure is reported under
 * `failure`. A null `load` reads nothing.
 *
 *   const photos = useAsyncValue(loadFeaturedPhotos);
 *   const photo = useAsyncValue(() => fetchPhoto(id), `${attempt}:${id}`, 'Photo failed to load');
 *
 * `initial` (a server-rendered page's data, lib/page-data): the value of the first key, shown from the first
 * render on, as the server rendered it; it is still read, and the fresh value replaces it (a failed read keeps it),
 * unless the server's value is sure to be current (page-data/rendered-data-check.ts): then nothing is read. Coming
 * back to that key later with `initial` given again (Back to the page the visitor arrived on) shows it again at
 * once; a key that comes back without it (the same photo reached by a link) is read like any other.
 */
export function useAsyncValue<T>(
  load: (() => Promise<T>) | null,
  key: unknown = load,
  failure = 'A value failed to load',
  initial?: { value: T },
): AsyncValue<T> {
  const [settled, setSettled] = useState<{ key: unknown; outcome: AsyncValue<T> } | undefined>(() =>
    initial ? { key, outcome: { status: 'ready', value: initial.value } } : undefined,
  );
  // The key the server rendered `initial` for: its value shows, and its read may be skipped, only there.
  const [renderedKey] = useState<unknown>(() => (initial ? key : NOT_RENDERED));
  const rendered = initial && key === renderedKey ? ({ status: 'ready', value: initial.value } as const) : null;
  useEffect(() => {
    if (!load) return;
    let active = true;
    const settle = (outcome: AsyncValue<T>) =>
      active &&
      setSettled((current) => {
        const shown = current && current.key === key && current.outcome.status === 'ready' ? current.outcome : rendered;
        // A read that fails after the server-rendered value was shown leaves it on screen; a fresh read that found
        // the same as the server keeps the shown value as it is (nothing renders again).
        if (shown && (outcome.status === 'error' || (outcome.status === 'ready' && samePlainData(shown.value, outcome.value))))
          return current;
        return { key, outcome };
      });
    // Read at once (in this effect), unless the server-rendered value may make the read unnecessary.
    const read: Promise<T | typeof SKIPPED> = rendered
      ? renderedDataIsCurrent().then((current): Promise<T | typeof SKIPPED> | typeof SKIPPED => (current ? SKIPPED : load()))
      : load();
    read.then(
      (value) => {
        if (value !== SKIPPED) settle({ status: 'ready', value });
      },
      (error: unknown) => {
        reportError(failure, error);
        settle({ status: 'error', error });
      },
    );
    return () => {
      active = false;
    };
    // The key says when to read again; the load of the render in which it changed is the one that runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (settled && settled.key === key) return settled.outcome;
  if (rendered) return rendered;
  return settled?.outcome.status === 'ready' ? { status: 'loading', previous: settled.outcome.value } : { status: 'loading' };
}
