import { adminLayoutCopy } from '@/components/layout/admin-copy';
import { AdminPageHeader } from '@/components/layout/AdminPageHeader';
import { Seo } from '@/components/layout/Seo';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { paths } from '@/config/routes';
import { AlertStatusNotice } from './AlertStatusNotice';
import { useNotificationSettings } from './api/notification-settings';
import { useSecondAlarm } from './api/second-alarm';
import { notificationsCopy } from './copy';
import { PushDevicesSection } from './push/PushDevicesSection';
import { RecipientsForm } from './RecipientsForm';
import { SecondAlarmForm } from './SecondAlarmForm';

/** Explains, in the owner's words, what happens when an inquiry arrives. */
function HowItWorks() {
  return (
    <section
      aria-labelledby="notifications-how"
      className="mb-6 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950/50 dark:text-sky-100"
    >
      <h2 id="notifications-how" className="font-bold">
        {notificationsCopy.howTitle}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {notificationsCopy.how.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** /jy-dev/notifications: push on this device, who is e-mailed when an inquiry arrives, and the second alarm. */
export default function NotificationsPage() {
  const { settings, busy, add, remove } = useNotificationSettings();
  const secondAlarm = useSecondAlarm();

  return (
    <>
      <Seo title={notificationsCopy.seoTitle} description={adminLayoutCopy.seoDescription} path={paths.adminNotifications} />
      <AdminPageHeader title={notificationsCopy.title} description={notificationsCopy.intro} />
      <AlertStatusNotice />
      <HowItWorks />

      <div className="max-w-2xl">
        <PushDevicesSection />
        {settings.isError ? (
          <LoadFailed message={notificationsCopy.loadFailed} retryLabel={notificationsCopy.retry} onRetry={() => void settings.refetch()} />
        ) : settings.data === undefined ? (
          <p
            role="status"
            className="rounded-xl border border-slate-200 px-4 py-6 text-slate-700 dark:border-slate-800 dark:text-slate-200"
          >
            {notificationsCopy.loading}
          </p>
        ) : (
          <>
            <RecipientsForm saved={settings.data.emailRecipients} busy={busy} onAdd={add} onRemove={remove} />
            <SecondAlarmForm saved={settings.data.secondAlarm} onSave={secondAlarm.save} busy={secondAlarm.busy} />
          </>
        )}
      </div>
    </>
  );
}
