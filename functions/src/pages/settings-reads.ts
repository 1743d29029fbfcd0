import type { Firestore } from 'firebase-admin/firestore';
import { SETTINGS_COLLECTION, SITE_SETTINGS_ID } from '../app-constants.js';

/** settings/site as stored: its fields (undefined while none was saved: the first version) and when it was saved. */
export interface StoredSiteSettings {
  data: Record<string, unknown> | undefined;
  /** The last save's time (savedAt), or null while none was saved. */
  savedAt: Date | null;
}

interface TimestampLike {
  toDate(): Date;
}

const isTimestamp = (value: unknown): value is TimestampLike =>
  typeof value === 'object' && value !== null && typeof (value as TimestampLike).toDate === 'function';

/** The site settings visitors see, as stored: one document read. */
export async function readSiteSettings(db: Firestore): Promise<StoredSiteSettings> {
  const data = (await db.collection(SETTINGS_COLLECTION).doc(SITE_SETTINGS_ID).get()).data();
  return { data, savedAt: isTimestamp(data?.savedAt) ? data.savedAt.toDate() : null };
}

/**
 * `load` remembered for at most `maxAgeMs` from the moment the load started (the value can be no older than
 * that), shared by the requests meanwhile, the pending one included: a function instance reads the settings once
 * a minute at most, however many pages it renders. A failed load is forgotten, so the next request reads again.
 */
export function rememberedFor<T>(load: () => Promise<T>, maxAgeMs: number, now: () => number = Date.now): () => Promise<T> {
  let kept: { value: Promise<T>; startedAt: number } | null = null;
  return () => {
    const at = now();
    if (kept && at - kept.startedAt < maxAgeMs) return kept.value;
    const entry = { value: load(), startedAt: at };
    kept = entry;
    entry.value.catch(() => {
      if (kept === entry) kept = null;
    });
    return entry.value;
  };
}
