import type { BackendAdapter } from '@/backend/port';
import type { BackendTiming } from '@/backend/shared/timing';
import type { Activity, AdminReview, GalleryPhoto, Inquiry, Job, StoredReviewLink } from '@/domain/types';

/**
 * The interface between the backend contract suite (backend-contract.ts) and one backend kind.
 *
 * The suite runs the SAME tests against every adapter of src/backend/port.ts. It only talks to the backend
 * through the port, except for three things a harness provides: a fresh empty backend, seeding documents
 * directly (as an Admin SDK would, so the tests can set ids and times), and looking at stored files.
 *
 * Implementations:
 * - demo: tests/backend/contract/demo.contract.test.ts (IndexedDB via fake-indexeddb; every capability).
 * - firebase (to write): emulators for Auth and Firestore. `create()` clears the emulator's Firestore data
 *   (DELETE .../emulator/v1/projects/{project}/databases/(default)/documents), makes sure the two accounts exist
 *   in the Auth emulator (the admin with the admin custom claim), signs out and returns a Firebase adapter
 *   wired to the emulators. `seed()` writes with the Admin SDK or `withSecurityRulesDisabled` of
 *   @firebase/rules-unit-testing: Dates become Timestamps, `uploadedAt: null` is written as an explicit null
 *   field, `date` (when present) as the legacy text field. Without a Storage emulator set
 *   `capabilities.storage = false`: upload and file tests are then skipped.
 */

/** An e-mail and password that can sign in through the port. */
export interface Credentials {
  email: string;
  password: string;
}

/**
 * An image document as stored. `uploadedAt` is the STORED field (null: the document has an explicit null / no
 * upload time); `date` is the optional legacy text field that adapters read as a fallback; `missing` names fields
 * the stored document does not have at all (documents from before those fields existed).
 */
export type PhotoDoc = WithOptional<GalleryPhoto, 'workType' | 'takenAt' | 'jobId' | 'stage'> & {
  date?: string | null;
  missing?: LegacyImageField[];
};
/** Fields newer than the spec's data model may be left out, as old documents do. */
type WithOptional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
/** Fields old image documents may lack. */
export type LegacyImageField = 'category' | 'description' | 'isFeatured' | 'isHeroImage' | 'thumbnailUrl' | 'thumbnailFileName';
/**
 * An inquiry document as stored (submittedAt null: missing), its status given as the code's value: a harness stores
 * it as the adapters do (toStoredInquiryStatus: Korean); `writeStoredInquiryStatus` writes any other value.
 * `searchKeys`: what the Firebase adapter stores with each inquiry for the list's search
 * (src/domain/inquiry-search.ts); absent on old documents. The demo derives them from the name and phone and ignores
 * this field.
 */
export type InquiryDoc = WithOptional<
  Inquiry,
  'workType' | 'region' | 'preferredCallTime' | 'photoCount' | 'retainUntil' | 'staffNote' | 'firstContactAt'
> & {
  searchKeys?: string[];
};
/** An activity document as stored. */
export type ActivityDoc = Activity;

/**
 * A review as staff know it, with the token of the link it was written through. Firebase stores it as its public
 * document (reviews), its admin-only source (reviewSources: the token) and, unless `reviewLinks` seeds that token,
 * the used link's admin-only details (reviewLinkDetails: the inquiry and job); the demo as one record.
 */
export type ReviewDoc = AdminReview & { linkId: string };
/**
 * A review link as staff know it (its id is the token). Firebase stores its public half (reviewLinks: expiresAt,
 * used, workType) and its admin-only details (reviewLinkDetails); the demo as one record.
 */
export type ReviewLinkDoc = StoredReviewLink;
/** A job document as stored (createdAt, publishedAt: timestamps or null). */
export type JobDoc = Job;

export interface ContractSeed {
  images?: PhotoDoc[];
  inquiries?: InquiryDoc[];
  activities?: ActivityDoc[];
  reviews?: ReviewDoc[];
  reviewLinks?: ReviewLinkDoc[];
  /** Jobs, and the draft photos of draft jobs (Firebase: IMAGE_DRAFTS_COLLECTION; the demo's imageDrafts). */
  jobs?: JobDoc[];
  imageDrafts?: PhotoDoc[];
}

/** One fresh backend, for one test. */
export interface ContractBackend {
  /** The adapter under test. Nobody is signed in at first. */
  adapter: BackendAdapter;
  /**
   * Writes documents directly, bypassing the port, its permission checks and any security rules, keeping the
   * given ids and field values exactly. Resolves once they are readable through the port.
   */
  seed(data: ContractSeed): Promise<void>;
  /**
   * Paths of every stored file under constructionImages/ (e.g. "constructionImages/1717200000000-roof.jpg").
   * Only called when capabilities.storage is true.
   */
  listFiles(): Promise<string[]>;
  /**
   * Makes the NEXT write of a gallery photo document by the adapter fail once (e.g. a wrapped SDK call, or a
   * security rule the harness switches on). Only called when capabilities.faultInjection is true.
   */
  breakNextImageWrite(): void;
  /** Makes the NEXT file store of an upload (a gallery photo's or an inquiry photo's) fail once. Optional; its test is skipped when absent. */
  breakNextFileWrite?(): void;
  /**
   * Paths of every stored inquiry photo (e.g. "inquiries/abc/photo-1.webp"), sorted. Only called when
   * capabilities.storage is true.
   */
  listInquiryPhotoFiles(): Promise<string[]>;
  /** Paths of every stored review photo (e.g. "reviews/abc/photo-1"), sorted. Only called when capabilities.storage is true. */
  listReviewPhotoFiles(): Promise<string[]>;
  /**
   * File storage stops answering, as on a building site's dead connection: uploads make no progress and file
   * removals do not finish, until the returned function is called. Optional; the bad-network tests need it.
   */
  stallStorage?(): () => void;
  /**
   * Paths of the stored files the backend has recorded as still to be removed (Firebase: the orphanFiles
   * collection), sorted. Optional; the bad-network tests need it.
   */
  pendingFileRemovals?(): Promise<string[]>;
  /**
   * Writes the alert functions' heartbeat as the scheduled digest does (Firebase: functionStatus/alerts), dated `at`.
   * Only called when capabilities.alertMail is true.
   */
  writeAlertHeartbeat?(at: Date): Promise<void>;
  /** The status field of a stored inquiry exactly as stored (Firestore or the demo's IndexedDB); undefined when none. */
  readStoredInquiryStatus(id: string): Promise<unknown>;
  /** Overwrites the status field of a stored inquiry with exactly `stored`, past the port and the rules (an old document). */
  writeStoredInquiryStatus(id: string, stored: string): Promise<void>;
  /** Releases what the backend holds (connections, listeners); called after each test. Optional. */
  dispose?(): Promise<void>;
}

export interface ContractHarness {
  /** What the backend can do in this environment; a test that needs a missing capability is skipped. */
  capabilities: {
    /** File storage exists (uploadPhoto, listFiles). */
    storage: boolean;
    /** breakNextImageWrite works. */
    faultInjection: boolean;
    /**
     * File storage enforces storage.rules for inquiry photos (the inquiry exists and is recent, the number within
     * its photoCount, create only). The demo mimics them; the Firebase run's Storage double does not (no Storage
     * emulator here: tests/emulator-storage tests the rules where it exists).
     */
    storageRules: boolean;
    /** Alert e-mails can be sent (by functions that write a heartbeat): Firebase. The demo sends none. */
    alertMail: boolean;
  };
  /** Accounts present in every fresh backend: an administrator, and a signed-up user WITHOUT admin rights. */
  accounts: {
    admin: Credentials;
    nonAdmin: Credentials;
    /** A well-formed e-mail address that has no account. */
    unknownEmail: string;
  };
  /** Called before each test: a backend with NO photos, inquiries, activities or files, nobody signed in. */
  create(): Promise<ContractBackend>;
  /**
   * How long, in ms, the suite waits for an eventual effect (an activity appearing in a live subscription).
   * Default 5000.
   */
  eventualTimeoutMs?: number;
  /**
   * The time limits the harness gives its adapters (src/backend/shared/timing.ts): short ones, so the bad-network
   * tests need not wait 45 s for a stalled upload. Those tests are skipped when absent.
   */
  timing?: BackendTiming;
}
