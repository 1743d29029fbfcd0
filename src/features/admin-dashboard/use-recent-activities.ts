import { useEffect, useState } from 'react';
import type { Unsubscribe } from '@/backend/port';
import { RECENT_ACTIVITIES_LIMIT } from '@/config/page-sizes';
import { reportError } from '@/domain/report-error';
import type { Activity } from '@/domain/types';
import { dashboardBackend } from './dashboard-service';

export interface RecentActivities {
  loading: boolean;
  activities: Activity[];
}

/**
 * Live list of the latest activities (the latest 5, newest first). A load error is logged and
 * leaves an empty list.
 */
export function useRecentActivities(limit: number = RECENT_ACTIVITIES_LIMIT): RecentActivities {
  const [state, setState] = useState<RecentActivities>({ loading: true, activities: [] });
  useEffect(() => {
    let active = true;
    let unsubscribe: Unsubscribe | undefined;
    const fail = (error: unknown) => {
      reportError('Failed to load the recent activities', error);
      if (active) setState({ loading: false, activities: [] });
    };
    dashboardBackend()
      .then((backend) => {
        if (!active) return;
        unsubscribe = backend.subscribeRecentActivities(
          limit,
          (activities) => {
            if (active) setState({ loading: false, activities });
          },
          fail,
        );
      })
      .catch(fail);
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [limit]);
  return state;
}
