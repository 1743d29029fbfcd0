import { useState } from 'react';
import { RefreshIcon } from '@/components/ui/admin-icons';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { errorCode } from '@/domain/errors';
import { SETTINGS_SECTION_LABELS, type SiteSettingsVersion } from '@/domain/site-settings/types';
import { formatDateTime } from '@/lib/format-date';
import { useRestoreSettings } from './api/settings-actions';
import { useSettingsVersions } from './api/versions';
import { historyCopy as copy } from './copy';
import type { SettingsForm } from './use-settings-form';

const whenOf = (version: SiteSettingsVersion) => (version.savedAt ? formatDateTime(version.savedAt) : '');

function VersionLine({ entry, current, onRestore }: { entry: SiteSettingsVersion; current: boolean; onRestore?: () => void }) {
  const changed = entry.changed.map((section) => SETTINGS_SECTION_LABELS[section]).join(', ');
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-bold text-slate-900 dark:text-white">
          {copy.version(entry.version)}
          {current && (
            <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100">
              {copy.current}
            </span>
          )}
        </p>
        <p className="mt-0.5 text-slate-700 dark:text-slate-200">{whenOf(entry)}</p>
        <p className="break-all text-slate-700 dark:text-slate-200">{copy.savedBy(entry.savedByEmail)}</p>
        <p className="mt-0.5 text-slate-600 dark:text-slate-300">
          {entry.restoredFrom !== null ? `${copy.restoredFrom(entry.restoredFrom)} · ` : ''}
          {changed ? copy.changed(changed) : copy.changedNothing}
        </p>
      </div>
      {onRestore && (
        <Button variant="secondary" onClick={onRestore} aria-label={copy.restoreLabel(entry.version)} className="self-start sm:self-auto">
          <RefreshIcon width={16} height={16} aria-hidden="true" />
          {copy.restore}
        </Button>
      )}
    </li>
  );
}

/**
 * 저장 기록: the saved versions (who, when, which sections) and 이전 버전으로 되돌리기, one step after a confirmation:
 * the chosen version comes back as a new version (the current one stays in the record), and this tab shows it.
 */
export function HistorySection({ form }: { form: SettingsForm }) {
  const versions = useSettingsVersions();
  const [asking, setAsking] = useState<SiteSettingsVersion | null>(null);
  const restore = useRestoreSettings();

  const confirm = () => {
    if (!asking || restore.pending) return;
    const version = asking.version;
    void restore.run(
      { version, baseVersion: form.base.version },
      {
        onSuccess: (result) => {
          setAsking(null);
          form.restored(result, version);
        },
        onError: (error) => {
          setAsking(null);
          if (errorCode(error) === 'settings/conflict') void form.takeNewerVersion();
        },
      },
    );
  };

  const list = versions.data ?? [];
  const currentVersion = form.base.version;
  const previous = list.find((entry) => entry.version < currentVersion);

  return (
    <section
      aria-labelledby="settings-history"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="settings-history" className="text-lg font-bold text-slate-900 dark:text-white">
            {copy.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{copy.intro}</p>
        </div>
        {previous && (
          <Button variant="secondary" onClick={() => setAsking(previous)} className="shrink-0 self-start">
            <RefreshIcon width={16} height={16} aria-hidden="true" />
            {copy.restorePrevious}
          </Button>
        )}
      </div>
      {versions.isError ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-800 dark:text-red-200">
          <p>{copy.loadFailed}</p>
          <Button variant="secondary" onClick={() => void versions.refetch()}>
            {copy.retry}
          </Button>
        </div>
      ) : versions.data === undefined ? (
        <p role="status" className="mt-4 text-sm text-slate-700 dark:text-slate-200">
          {copy.loading}
        </p>
      ) : list.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-200">{copy.empty}</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {list.map((entry) => (
            <VersionLine
              key={entry.version}
              entry={entry}
              current={entry.version === currentVersion}
              onRestore={entry.version === currentVersion ? undefined : () => setAsking(entry)}
            />
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={copy.confirmTitle}
        message={
          asking
            ? copy.confirmMessage(asking.version, whenOf(asking), copy.savedBy(asking.savedByEmail)) +
              (form.unsaved.length > 0 ? copy.confirmDiscards : '')
            : ''
        }
        confirmLabel={restore.pending ? copy.restoring : copy.confirm}
        busy={restore.pending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
