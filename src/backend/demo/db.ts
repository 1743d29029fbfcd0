import Dexie, { type Table, type Transaction } from 'dexie';

/**
 * The demo backend's IndexedDB schema (Dexie 4).
 *
 * IndexedDB keys cannot be null or boolean, so records carry:
 * - `orderKey`: the list time in ms, or -1 when the time is missing. With the compound index [orderKey+id],
 *   reading it in reverse gives exactly Firestore's `orderBy(time, 'desc')` order: newest first,
 *   nulls last, ties broken by id descending.
 * - flags as numbers (0 | 1) so they can be indexed.
 * Timestamps are stored as ms numbers (or null); the mappers turn them into Date.
 */

export type Flag = 0 | 1;

/** Sort key of a record whose time is missing: below every real time, so it comes last in a descending list. */
export const NULL_ORDER_KEY = -1;

export interface PhotoRecord {
  id: string;
  title: string;
  category: string;
  /** A WORK_TYPES value; absent on records made before work types. */
  workType?: string | null;
  description: string | null;
  /** EXIF shooting time in ms; absent when unknown. */
  takenAt?: number | null;
  /** A URL (seed: the root path `/demo/works/...`; databases seeded before: relative) or a `demo-file:` reference to a stored blob. */
  imageUrl: string;
  thumbnailUrl: string | null;
  fileName: string;
  thumbnailFileName: string | null;
  uploadedAt: number | null;
  /** Legacy text date, read as a fallback when uploadedAt is missing. Not used for ordering. */
  date?: string | null;
  orderKey: number;
  uploaderUid: string | null;
  uploaderEmail: string | null;
  isFeatured: Flag;
  isHeroImage: Flag;
  /** The job the photo belongs to and its stage there; absent (or null) when none. */
  jobId?: string | null;
  stage?: string | null;
}

export interface InquiryRecord {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  message: string;
  submittedAt: number | null;
  orderKey: number;
  status: string;
  privacyConsentVersion: string | null;
  privacyConsentAt: number | null;
  // Absent on records made before these fields existed.
  workType?: string | null;
  region?: string | null;
  preferredCallTime?: string | null;
  photoCount?: number;
  retainUntil?: number | null;
  staffNote?: string | null;
  firstContactAt?: number | null;
}

export interface ActivityRecord {
  id: string;
  type: string;
  text: string;
  timestamp: number | null;
  orderKey: number;
  expireAt: number | null;
  relatedId: string | null;
  userId: string | null;
  details: Record<string, unknown>;
}

/** A stored file, keyed by its storage path (e.g. constructionImages/1717200000000-roof.jpg). */
export interface FileRecord {
  path: string;
  blob: Blob;
  contentType: string;
  size: number;
}

/**
 * A file of a deleted photo still to be removed (the Firebase adapter's orphanFiles): written with the deletion,
 * deleted with the file. Only a stalled "storage" (test fault injection) leaves one behind.
 */
export interface OrphanFileRecord {
  path: string;
  imageId: string;
  uid: string;
  createdAt: number;
}

/**
 * A photo a visitor sent with an inquiry (Firebase: Storage at inquiries/{inquiryId}/photo-{n}.{ext}), keyed by that
 * path. Only the admin reads them; they go when their inquiry is deleted or purged.
 */
export interface InquiryPhotoRecord {
  path: string;
  inquiryId: string;
  number: number;
  blob: Blob;
  contentType: string;
  size: number;
}

/**
 * A job (Firebase: jobs/{id}). `orderKey` is createdAt's, for the newest-first list; isPublished a flag like the
 * photos' (0: a draft, seen by staff only).
 */
export interface JobRecord {
  id: string;
  title: string;
  region: string;
  workType: string;
  periodStart: string;
  periodEnd: string;
  areaM2: number | null;
  story: string;
  /** Absent on records made before the price and the consent existed: read as null. */
  priceManwon?: number | null;
  consentDate?: string | null;
  isPublished: Flag;
  createdAt: number | null;
  publishedAt: number | null;
  orderKey: number;
}

/**
 * A settings document (Firebase: settings/{id}): the alert recipients (notifications), the site settings (site:
 * `data` what visitors read, with its version and save time; sitePrivate: `data` what only staff read) and the
 * launch checklist's ticks (launch: `ticks`, each a time in ms or null).
 */
export interface SettingsRecord {
  id: string;
  emailRecipients?: string[];
  secondAlarm?: unknown;
  data?: unknown;
  version?: number;
  savedAt?: number;
  ticks?: Record<string, number | null>;
}

/** One saved version of the site settings (Firebase: siteSettingsHistory/{version}). */
export interface SettingsHistoryRecord {
  version: number;
  savedAt: number;
  savedByUid: string;
  savedByEmail: string;
  settings: unknown;
  private: unknown;
  changed: string[];
  restoredFrom: number | null;
}

/** A review (Firebase: reviews/{id}); the name as shown (masked unless nameShown). */
export interface ReviewRecord {
  id: string;
  /** The token of the link it was written through. */
  linkId: string;
  rating: number;
  text: string;
  name: string;
  nameShown: boolean;
  photoCount: number;
  /**
   * The customer agreed to it being shown on its job's page (Review.showOnJob); absent on records made before it
   * existed (read as false). jobId is the link's job, as staff know it: visitors read it only when this is true.
   */
  showOnJob?: boolean;
  status: string;
  createdAt: number | null;
  orderKey: number;
  inquiryId: string | null;
  jobId: string | null;
  workType: string | null;
}

/** A one-time review link (Firebase: reviewLinks/{token}). Times in ms; usedAt and reviewId null until used. */
export interface ReviewLinkRecord {
  id: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  reviewId: string | null;
  inquiryId: string | null;
  jobId: string | null;
  workType: string | null;
  createdBy: string;
}

/**
 * A review photo (Firebase: Storage at reviews/{reviewId}/photo-{n}), keyed by that path: the blob the customer
 * sent, or for the sample reviews the address of a picture shipped with the site.
 */
export interface ReviewPhotoRecord {
  path: string;
  reviewId: string;
  number: number;
  blob?: Blob;
  url?: string;
  contentType: string;
  size: number;
}

/** A staff member's device that turned on push alerts (Firebase: staff/{uid}/pushDevices/{id}); key `${uid}/${id}`. */
export interface PushDeviceRecord {
  key: string;
  uid: string;
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  name: string;
  createdAt: number;
  lastUsedAt: number;
  lastPushAt: number | null;
}

export type DemoDb = Dexie & {
  images: Table<PhotoRecord, string>;
  inquiries: Table<InquiryRecord, string>;
  activities: Table<ActivityRecord, string>;
  files: Table<FileRecord, string>;
  orphanFiles: Table<OrphanFileRecord, string>;
  inquiryPhotos: Table<InquiryPhotoRecord, string>;
  settings: Table<SettingsRecord, string>;
  reviews: Table<ReviewRecord, string>;
  reviewLinks: Table<ReviewLinkRecord, string>;
  reviewPhotos: Table<ReviewPhotoRecord, string>;
  jobs: Table<JobRecord, string>;
  /** Photos of draft jobs (Firebase: IMAGE_DRAFTS_COLLECTION): photo records, kept apart from the gallery's. */
  imageDrafts: Table<PhotoRecord, string>;
  /** Every saved version of the site settings. */
  settingsHistory: Table<SettingsHistoryRecord, number>;
  /** The staff's devices for push alerts (the demo sends none: a test is shown by the page). */
  pushDevices: Table<PushDeviceRecord, string>;
};

/**
 * Version 2 added orphanFiles; version 3 the photos' work type index; version 4 inquiryPhotos and the
 * retainUntil / expireAt indexes the purge on open reads; version 5 settings (the alert recipients); version 6
 * jobs; version 7 the customer reviews; version 8 the site settings' history; version 9 the staff's push devices. Dexie upgrades an existing database on open; records without an indexed
 * field are simply not in that index.
 */
export const DEMO_DB_SCHEMA_VERSION = 9;

const SCHEMA = {
  images: 'id, [orderKey+id], [isFeatured+orderKey+id], isHeroImage',
  inquiries: 'id, [orderKey+id], [status+orderKey+id], status',
  activities: 'id, [orderKey+id]',
  files: 'path',
} as const;

const SCHEMA_V2_ADDITIONS = {
  orphanFiles: 'path',
} as const;

/**
 * The gallery's work type filter reads [workType+orderKey+id] like the other lists. A record without a work type
 * (null or absent: not a valid key) is simply not in this index, as Firestore's `where('workType', '==', ...)`
 * never matches it.
 */
const SCHEMA_V3_CHANGES = {
  images: `${SCHEMA.images}, [workType+orderKey+id]`,
} as const;

const SCHEMA_V4_CHANGES = {
  inquiries: 'id, [orderKey+id], [status+orderKey+id], status, retainUntil',
  activities: 'id, [orderKey+id], expireAt',
  inquiryPhotos: 'path, inquiryId',
} as const;

/** Version 5 added settings (the notification recipients); older databases get the table on open. */
const SCHEMA_V5_ADDITIONS = {
  settings: 'id',
} as const;

/**
 * Version 6: jobs (시공 현장), the draft photos of draft jobs kept apart from the gallery's photos (as on Firebase),
 * and the photos' jobId index (a job's photos). A sample database seeded before gets the sample jobs (upgradeJobs).
 */
const SCHEMA_V6_CHANGES = {
  images: `${SCHEMA_V3_CHANGES.images}, jobId`,
  jobs: 'id, [orderKey+id]',
  imageDrafts: 'id, jobId',
} as const;

/**
 * Version 7: reviews listed like inquiries (newest first, by status) and per job (a review without a job is not in
 * that index, as Firestore's where('jobId', '==', ...) never matches null); links by token; photos by path and review.
 */
const SCHEMA_V7_ADDITIONS = {
  reviews: 'id, [orderKey+id], [status+orderKey+id], [jobId+status+orderKey+id]',
  reviewLinks: 'id',
  reviewPhotos: 'path, reviewId',
} as const;

/** Version 8: the site settings' saved versions (the settings themselves are settings records). */
const SCHEMA_V8_ADDITIONS = {
  settingsHistory: 'version',
} as const;

/** Version 9: the staff's push devices, listed per staff member. */
const SCHEMA_V9_ADDITIONS = {
  pushDevices: 'key, uid',
} as const;

/** Fills a newly created database, inside the upgrade transaction that creates it. */
export type Populate = (tx: Transaction) => Promise<void> | void;

/** What a sample database made by an older version gets when it opens, by the version that brought it. */
export interface SampleUpgrades {
  /** Version 3: the sample photos' types and shooting dates. */
  workTypes?: Populate;
  /** Version 6: the sample jobs and their photos. */
  jobs?: Populate;
  /** Version 7: the sample reviews and review links. */
  reviews?: Populate;
}
/** Runs each time the database opens, before any other query (Dexie's 'ready' event, given the opening db). */
export type OnOpen = (db: DemoDb) => Promise<void> | void;

const openDbs = new Map<string, DemoDb>();

/**
 * The database `name`, one Dexie instance per name in this window (the adapter, its parts and the test
 * harness share it). Dexie opens it on the first query. `populate` runs inside the upgrade transaction that
 * creates the database, so it runs exactly once per database, whatever the number of tabs, adapters or
 * React StrictMode double effects; it is ignored when the instance already exists. `onOpen` (the adapter's purge
 * of expired records) runs when this instance opens the database, before its first query is answered.
 * `upgradeSample` brings a sample database made by an older version up to date (SampleUpgrades).
 */
export function openDemoDb(name: string, populate?: Populate, upgradeSample?: SampleUpgrades, onOpen?: OnOpen): DemoDb {
  const existing = openDbs.get(name);
  if (existing) return existing;
  const db = new Dexie(name) as DemoDb;
  db.version(1).stores(SCHEMA);
  db.version(2).stores(SCHEMA_V2_ADDITIONS);
  // A sample database made before version 3 gets its photos' types (upgradeSample), so the gallery filter finds them.
  db.version(3)
    .stores(SCHEMA_V3_CHANGES)
    .upgrade((tx) => upgradeSample?.workTypes?.(tx));
  db.version(4).stores(SCHEMA_V4_CHANGES);
  db.version(5).stores(SCHEMA_V5_ADDITIONS);
  // A sample database made before version 6 gets the sample jobs and their photos (upgradeSample.jobs).
  db.version(6)
    .stores(SCHEMA_V6_CHANGES)
    .upgrade((tx) => upgradeSample?.jobs?.(tx));
  // A sample database made before version 7 gets the sample reviews (upgradeSample.reviews).
  db.version(7)
    .stores(SCHEMA_V7_ADDITIONS)
    .upgrade((tx) => upgradeSample?.reviews?.(tx));
  db.version(8).stores(SCHEMA_V8_ADDITIONS);
  db.version(DEMO_DB_SCHEMA_VERSION).stores(SCHEMA_V9_ADDITIONS);
  if (populate) db.on('populate', (tx) => populate(tx));
  // Sticky: it runs again if the database is closed and reopened.
  if (onOpen) db.on('ready', (vipDb) => onOpen(vipDb as DemoDb), true);
  openDbs.set(name, db);
  return db;
}

/**
 * Forgets this window's instance of `name` without closing it, so the next openDemoDb makes a second,
 * independent connection: how tests play "another tab" or "after a reload".
 */
export function forgetDemoDb(name: string): void {
  openDbs.delete(name);
}

/** Closes and deletes the database `name` (tests and a "reset demo data" action). */
export async function deleteDemoDb(name: string): Promise<void> {
  const db = openDbs.get(name);
  openDbs.delete(name);
  if (db) {
    await db.delete();
  } else {
    await Dexie.delete(name);
  }
}

/** Milliseconds of a time (or null) as an index-safe sort key. */
export function orderKeyOf(ms: number | null): number {
  return ms ?? NULL_ORDER_KEY;
}
