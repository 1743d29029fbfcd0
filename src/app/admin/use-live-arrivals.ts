import { useEffect, useRef, useState } from 'react';
import type { AdminBackend, Unsubscribe } from '@/backend/port';
import { adminBackend } from '@/backend/registry';
import { reportError } from '@/domain/report-error';

/** A live count as the admin shell shows it (the nav badges, the dashboard's card). */
export type LiveCount = { status: 'loading' } | { status: 'ready'; count: number } | { status: 'error' };

/** What a live "new items" subscription of the port reports (NewInquiriesUpdate, NewReviewsUpdate). */
interface ArrivalsUpdate<T> {
  count: number;
  arrived: T[];
}

type Subscribe<T> = (
  backend: AdminBackend,
  onChange: (update: ArrivalsUpdate<T>) => void,
  onError: (error: unknown) => void,
) => Unsubscribe;

/**
 * Follows one of the port's live "new items" subscriptions for as long as the admin is open: the count, and
 * `onArrived` with the items that just arrived (toasts, reading lists again). A failure is reported under `failure`
 * and leaves the count in error. `subscribe` is read once; `onArrived` may change between renders.
 */
export function useLiveArrivals<T>(subscribe: Subscribe<T>, onArrived: (arrived: T[]) => void, failure: string): LiveCount {
  const [count, setCount] = useState<LiveCount>({ status: 'loading' });
  const arrivedRef = useRef(onArrived);
  const subscribeRef = useRef(subscribe);
  useEffect(() => {
    arrivedRef.current = onArrived;
  });

  useEffect(() => {
    let active = true;
    let stop: Unsubscribe | undefined;
    const fail = (error: unknown) => {
      reportError(failure, error);
      if (active) setCount({ status: 'error' });
    };
    adminBackend().then((backend) => {
      if (!active) return;
      stop = subscribeRef.current(
        backend,
        (update) => {
          if (!active) return;
          setCount({ status: 'ready', count: update.count });
          if (update.arrived.length > 0) arrivedRef.current(update.arrived);
        },
        fail,
      );
    }, fail);
    return () => {
      active = false;
      stop?.();
    };
  }, [failure]);

  return count;
}
