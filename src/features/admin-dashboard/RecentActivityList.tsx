import { useId } from 'react';
import { AdminDateTime } from '@/components/ui/AdminDateTime';
import { ui } from '@/components/ui/copy';
import { useNow } from '@/lib/use-now';
import { ActivityIcon } from './activity-icon';
import { NO_ACTIVITIES, dashboardCopy } from './copy';
import { useRecentActivities } from './use-recent-activities';

/**
 * The latest five activities, live, with a per-type icon and the local date-time (and how long ago, for a week). The list is a scroll box, as the
 * owner asked, but a tall one: room for five items of three lines each (a long photo title on a phone), so the
 * five show whole on a phone and a desktop and only an unusually long text makes it scroll. Focusable, so a
 * keyboard can scroll it too.
 */
export function RecentActivityList() {
  const { loading, activities } = useRecentActivities();
  const now = useNow();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="border-b border-slate-200 px-5 py-4 text-lg font-bold dark:border-slate-800">
        {dashboardCopy.activityTitle}
      </h2>
      {loading ? (
        <div className="flex flex-col gap-4 p-5" aria-busy="true">
          <p role="status" className="sr-only">
            {ui.loading}
          </p>
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex items-center gap-3" aria-hidden="true">
              <div className="h-10 w-10 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
              <div className="flex flex-1 flex-col gap-2">
                <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
                <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
              </div>
            </div>
          ))}
        </div>
      ) : activities.length === 0 ? (
        <p className="px-5 py-10 text-center text-slate-600 dark:text-slate-300">{NO_ACTIVITIES}</p>
      ) : (
        <ul
          aria-labelledby={headingId}
          tabIndex={0}
          className="max-h-[40rem] divide-y divide-slate-200 overflow-y-auto overscroll-contain rounded-b-2xl dark:divide-slate-800"
        >
          {activities.map((activity) => (
            <li key={activity.id} className="flex items-start gap-3 px-5 py-4">
              <ActivityIcon type={activity.type} />
              <div className="min-w-0 flex-1">
                <p className="text-[15px] break-words text-slate-900 dark:text-slate-100">{activity.text}</p>
                <p className="mt-1 text-sm whitespace-nowrap text-slate-600 dark:text-slate-400">
                  {activity.timestamp ? <AdminDateTime date={activity.timestamp} now={now} /> : dashboardCopy.noTime}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
