import type { ReactNode } from 'react';
import { adminLayoutCopy } from '@/components/layout/admin-copy';
import { AdminPageHeader } from '@/components/layout/AdminPageHeader';
import { Seo } from '@/components/layout/Seo';
import { ui } from '@/components/ui/copy';
import { ImageIcon, InboxIcon } from '@/components/ui/icons';
import { paths } from '@/config/routes';
import { useNow } from '@/lib/use-now';
import { AlertRecipientsNotice } from './AlertRecipientsNotice';
import { useDashboardCounts, type DashboardCount } from './api/dashboard-counts';
import { dashboardCopy } from './copy';
import { LaunchChecklist } from './LaunchChecklist';
import { NewInquiriesPanel } from './NewInquiriesPanel';
import { QuickLinks } from './QuickLinks';
import { RecentActivityList } from './RecentActivityList';
import { ResponseTimes } from './ResponseTimes';
import { SitePhotoLink } from './SitePhotoLink';
import { StatCard, StatCardSkeleton, type StatCardProps } from './StatCard';
import { WaitingInquiries } from './WaitingInquiries';

const failedNote = <span className="text-red-700 dark:text-red-300">{dashboardCopy.countFailed}</span>;

function newInquiriesNote(count: number): ReactNode {
  if (count === 0) return <span className="text-slate-600 dark:text-slate-400">{dashboardCopy.allChecked}</span>;
  return (
    <span className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
      <span className="h-2 w-2 rounded-full bg-amber-500" aria-hidden="true" />
      {dashboardCopy.needsChecking}
    </span>
  );
}

type CountCardProps = Omit<StatCardProps, 'value' | 'note'> & {
  count: DashboardCount;
  /** The line under a number that was read. */
  noteOf?: (value: number) => ReactNode;
};

/** A count card that loads and fails on its own: a placeholder, the number, or 불러오지 못했습니다 for this card alone. */
function CountCard({ count, noteOf, ...card }: CountCardProps) {
  if (count.status === 'loading') return <StatCardSkeleton />;
  const value = count.status === 'ready' ? count.value : null;
  const note = count.status === 'error' ? failedNote : noteOf?.(count.value);
  return <StatCard {...card} value={value} note={note} />;
}

/**
 * /jy-dev/dashboard, in the order staff need it on a phone at a building site (the desktop keeps the order, in
 * columns). First what they act on, on a phone's first screen (375 x 667): the newest 신규 inquiries with 전화, and
 * 현장 사진 올리기. Then the notices that ask for a setting (the alert recipients), then the owner's counts, recent
 * activity and quick links.
 */
export default function DashboardPage() {
  const counts = useDashboardCounts();
  const now = useNow();
  const loading = counts.photos.status === 'loading' || counts.newInquiries.status === 'loading';

  return (
    <>
      <Seo title={dashboardCopy.title} description={adminLayoutCopy.seoDescription} path={paths.adminDashboard} />
      <AdminPageHeader title={dashboardCopy.title} description={dashboardCopy.intro} />
      <div className="flex flex-col gap-6">
        <div className="grid gap-4 lg:grid-cols-3 lg:items-start">
          <div className="lg:col-span-2">
            <NewInquiriesPanel />
          </div>
          <SitePhotoLink />
        </div>
        {/* Notices that ask staff to set something up: alert recipients, then the launch checklist. */}
        <div className="flex flex-col gap-4 empty:hidden">
          <AlertRecipientsNotice />
          <LaunchChecklist />
        </div>
        <div className="grid gap-4 sm:grid-cols-2" aria-busy={loading}>
          {loading && (
            <p role="status" className="sr-only">
              {ui.loading}
            </p>
          )}
          <CountCard
            count={counts.photos}
            to={paths.adminImages}
            label={dashboardCopy.imagesLabel}
            unit={dashboardCopy.imagesUnit}
            icon={<ImageIcon width={22} height={22} />}
            linkLabel={dashboardCopy.imagesLink}
          />
          <CountCard
            count={counts.newInquiries}
            to={paths.adminInquiries}
            label={dashboardCopy.inquiriesLabel}
            unit={dashboardCopy.inquiriesUnit}
            icon={<InboxIcon width={22} height={22} />}
            linkLabel={dashboardCopy.inquiriesLink}
            noteOf={newInquiriesNote}
          />
        </div>
        {/* The first-contact clock: who is still waiting, and this week's response times. */}
        <div className="grid gap-6 lg:grid-cols-2">
          <WaitingInquiries now={now} />
          <ResponseTimes now={now} />
        </div>
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <RecentActivityList />
          </div>
          <QuickLinks />
        </div>
      </div>
    </>
  );
}
