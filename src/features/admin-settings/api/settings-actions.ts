import type { QueryClient } from '@tanstack/react-query';
import type { SiteSettingsSave } from '@/backend/port';
import { BackendError, errorCode, errorMessage } from '@/domain/errors';
import type { StoredSiteSettings } from '@/domain/site-settings/types';
import { queryKeys } from '@/lib/server-state/query-keys';
import { useAdminMutation } from '@/lib/server-state/use-admin-mutation';
import { historyCopy, saveCopy } from '../copy';
import { settingsBackend } from '../settings-service';
import { siteSettingsVersionsKey } from './versions';

/** The toasts of this screen replace one another. */
export const SETTINGS_TOAST_SOURCE = 'site-settings';

/**
 * How long a save may take before the screen stops waiting and says so: well inside the minute in which a bad
 * network must end in an honest message. A save that lands later is not lost: the next save meets it as a
 * conflict, and what was typed is merged onto it.
 */
const SAVE_TIME_LIMIT_MS = 30_000;

function offline(error: unknown): boolean {
  return errorCode(error) === 'unavailable' || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/** What a failed save says (its toast, and the notice above the form). */
export function saveFailureMessage(error: unknown): string {
  if (errorCode(error) === 'settings/conflict') return saveCopy.conflictToast;
  if (offline(error)) return saveCopy.offline;
  return saveCopy.failed(errorMessage(error));
}

function withinTimeLimit<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BackendError('unavailable', saveCopy.offline)), SAVE_TIME_LIMIT_MS);
  });
  return Promise.race([work, timeUp]).finally(() => clearTimeout(timer));
}

/** A save or a restore is a new version: the stored settings it returns are cached at once, the versions read again. */
const newVersion = {
  updatesCache: (client: QueryClient, _: unknown, result: StoredSiteSettings) => client.setQueryData(queryKeys.storedSiteSettings, result),
  invalidates: [siteSettingsVersionsKey],
  toastSource: SETTINGS_TOAST_SOURCE,
};

/** 저장: the whole draft with the version it edits, given up (honestly) after SAVE_TIME_LIMIT_MS. */
export function useSaveSettings() {
  return useAdminMutation<SiteSettingsSave, StoredSiteSettings>({
    label: 'Failed to save the site settings',
    mutate: async (save) => withinTimeLimit((await settingsBackend()).saveSiteSettings(save)),
    // Replaces an earlier error toast of this screen; the preview above the form says the rest.
    success: () => saveCopy.saved,
    failure: saveFailureMessage,
    ...newVersion,
  });
}

/** 이전 버전으로 되돌리기: `version` comes back as a new version, unless one newer than `baseVersion` was saved. */
export function useRestoreSettings() {
  return useAdminMutation<{ version: number; baseVersion: number }, StoredSiteSettings>({
    label: 'Failed to restore a site settings version',
    mutate: async ({ version, baseVersion }) => (await settingsBackend()).restoreSiteSettings(version, baseVersion),
    success: ({ version }) => historyCopy.restored(version),
    failure: (error) =>
      errorCode(error) === 'settings/conflict' ? historyCopy.restoreConflict : historyCopy.restoreFailed(errorMessage(error)),
    ...newVersion,
  });
}
