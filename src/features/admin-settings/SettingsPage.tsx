import { useState } from 'react';
import { adminLayoutCopy } from '@/components/layout/admin-copy';
import { AdminPageHeader } from '@/components/layout/AdminPageHeader';
import { Seo } from '@/components/layout/Seo';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { paths } from '@/config/routes';
import { useStoredSiteSettings } from '@/lib/server-state/site-settings-queries';
import { useAsyncValue } from '@/lib/use-async-value';
import { settingsCopy } from './page-copy';

/**
 * The form's code (its sections, rules and wording) in a chunk of its own, fetched when the page opens, beside the
 * settings themselves: the admin's one chunk, which every staff screen loads, stays as it was.
 */
const loadForm = () => import('./SettingsForm');

/** /jy-dev/settings: 사이트 설정, every business fact and text visitors see, edited and saved as one version. */
export default function SettingsPage() {
  const stored = useStoredSiteSettings();
  const [attempt, setAttempt] = useState(0);
  const form = useAsyncValue(loadForm, attempt, 'The site settings form failed to load');
  const retry = () => {
    if (form.status === 'error') setAttempt((count) => count + 1);
    if (stored.isError) void stored.refetch();
  };
  return (
    <>
      <Seo title={settingsCopy.seoTitle} description={adminLayoutCopy.seoDescription} path={paths.adminSettings} />
      <AdminPageHeader title={settingsCopy.title} description={settingsCopy.intro} />
      {stored.isError || form.status === 'error' ? (
        <LoadFailed message={settingsCopy.loadFailed} retryLabel={settingsCopy.retry} onRetry={retry} />
      ) : stored.data === undefined || form.status !== 'ready' ? (
        <p role="status" className="rounded-xl border border-slate-200 px-4 py-6 text-slate-700 dark:border-slate-800 dark:text-slate-200">
          {settingsCopy.loading}
        </p>
      ) : (
        <form.value.SettingsForm initial={stored.data} />
      )}
    </>
  );
}
