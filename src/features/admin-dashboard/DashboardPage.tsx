import { Seo } from '../../components/layout/Seo';
import { ImageIcon, InboxIcon } from '../../components/ui/icons';
import { paths } from '../../config/routes';
import { useDashboardCounts } from './use-dashboard-counts';
import { AdminPageHeader } from '../../components/layout/AdminPageHeader';
import { QuickLinks } from './QuickLinks';
import { RecentActivityList } from './RecentActivityList';
import { StatCard, StatCardsLoading } from './StatCard';
import { adminLayoutCopy } from '../../components/layout/admin-copy';
import { dashboardCopy } from './copy';

/** /jy-dev/dashboard (spec 2): counts, recent activity, quick links. */
export default function DashboardPage() {
  const counts = useDashboardCounts();
  const ready = counts.status === 'ready' ? counts : null;
  const failed = counts.status === 'error';
  const failedNote = <span className="text-red-700 dark:text-red-300">{dashboardCopy.countFailed}</span>;

  return (
    <>
      <Seo title={dashboardCopy.title} description={adminLayoutCopy.seoDescription} path={paths.adminDashboard} />
      <AdminPageHeader title={dashboardCopy.title} description={dashboardCopy.intro} />
      <div className="grid gap-4 sm:grid-cols-2" aria-busy={counts.status === 'loading'}>
        {counts.status === 'loading' ? (
          <StatCardsLoading />
        ) : (
          <>
            <StatCard
              to={paths.adminImages}
              label={dashboardCopy.imagesLabel}
              value={ready?.images ?? null}
              unit={dashboardCopy.imagesUnit}
              icon={<ImageIcon width={22} height={22} />}
              linkLabel={dashboardCopy.imagesLink}
              note={failed ? failedNote : undefined}
            />
            <StatCard
              to={paths.adminInquiries}
              label={dashboardCopy.inquiriesLabel}
              value={ready?.newInquiries ?? null}
              unit={dashboardCopy.inquiriesUnit}
              icon={<InboxIcon width={22} height={22} />}
              linkLabel={dashboardCopy.inquiriesLink}
              note={
                failed ? (
                  failedNote
                ) : ready && ready.newInquiries > 0 ? (
                  <span className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
                    <span className="h-2 w-2 rounded-full bg-amber-500" aria-hidden="true" />
                    {dashboardCopy.needsChecking}
                  </span>
                ) : (
                  <span className="text-slate-600 dark:text-slate-400">{dashboardCopy.allChecked}</span>
                )
              }
            />
          </>
        )}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivityList />
        </div>
        <QuickLinks />
      </div>
    </>
  );
}
