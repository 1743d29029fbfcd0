import { Link } from 'react-router-dom';
import { AlertIcon } from '@/components/ui/icons';
import { paths } from '@/config/routes';
import { useStoredNotificationSettings } from '@/lib/server-state/notification-settings-query';
import { useAsyncValue } from '@/lib/use-async-value';
import { alertRecipientsCopy } from './copy';
import { backendKind } from './dashboard-service';

/**
 * On a Firebase build with nobody on the alert list: says that a new inquiry reaches nobody by e-mail, with a link
 * to 알림 설정 (the same setting the screen there reads, so adding an address there clears this at once).
 * The demo build shows nothing: it sends no e-mail whatever the list holds, so adding an address would not make
 * the warning true or false (its 알림 설정 screen says so itself). Nothing either while the setting loads or when it
 * cannot be read (the failure is logged): a warning must not appear on a guess.
 */
export function AlertRecipientsNotice() {
  const kind = useAsyncValue(backendKind, backendKind, 'Failed to read the backend kind');
  const firebase = kind.status === 'ready' && kind.value === 'firebase';
  const settings = useStoredNotificationSettings(firebase);
  if (!firebase || !settings.data || settings.data.emailRecipients.length > 0) return null;
  return (
    <section
      aria-labelledby="alert-recipients-notice"
      className="flex flex-col gap-3 rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <AlertIcon width={24} height={24} className="shrink-0" />
      <div className="flex-1">
        <h2 id="alert-recipients-notice" className="font-bold">
          {alertRecipientsCopy.title}
        </h2>
        <p className="mt-1 text-sm">{alertRecipientsCopy.body}</p>
      </div>
      <Link
        to={paths.adminNotifications}
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-slate-900 px-4 text-sm font-bold text-white hover:bg-slate-800 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200"
      >
        {alertRecipientsCopy.link}
      </Link>
    </section>
  );
}
