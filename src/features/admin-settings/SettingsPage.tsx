import { useQuery } from '@tanstack/react-query';
import { adminLayoutCopy } from '@/components/layout/admin-copy';
import { AdminPageHeader } from '@/components/layout/AdminPageHeader';
import { Seo } from '@/components/layout/Seo';
import { Button } from '@/components/ui/Button';
import { AlertIcon } from '@/components/ui/icons';
import { paths } from '@/config/routes';
import { storedSiteSettingsQuery } from '@/lib/server-state/site-settings-queries';
import { settingsCopy } from './copy';
import { SettingsForm } from './SettingsForm';

/** /jy-dev/settings: 사이트 설정, every business fact and text visitors see, edited and saved as one version. */
export default function SettingsPage() {
  const stored = useQuery(storedSiteSettingsQuery);
  return (
    <>
      <Seo title={settingsCopy.seoTitle} description={adminLayoutCopy.seoDescription} path={paths.adminSettings} />
      <AdminPageHeader title={settingsCopy.title} description={settingsCopy.intro} />
      {stored.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-4 rounded-xl border border-red-300 bg-red-50 px-6 py-10 text-center text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          <AlertIcon width={32} height={32} />
          <p className="font-semibold">{settingsCopy.loadFailed}</p>
          <Button variant="secondary" onClick={() => void stored.refetch()}>
            {settingsCopy.retry}
          </Button>
        </div>
      ) : stored.data === undefined ? (
        <p role="status" className="rounded-xl border border-slate-200 px-4 py-6 text-slate-700 dark:border-slate-800 dark:text-slate-200">
          {settingsCopy.loading}
        </p>
      ) : (
        <SettingsForm initial={stored.data} />
      )}
    </>
  );
}
