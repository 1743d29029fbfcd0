import type { Page, PageCursor, PageQuery } from '../domain/paging';
import type {
  Activity,
  AdminUser,
  ConstructionImage,
  ImageEdit,
  ImageUploadInput,
  Inquiry,
  InquiryInput,
  InquiryStatus,
  WorkType,
} from '../domain/types';

/**
 * The backend port: the typed operations the product needs, and nothing of any SDK.
 * It is split in three so that a public page loads only the public part (on Firebase: Firestore Lite),
 * and the admin's heavier code (Storage, Auth, live subscriptions) stays in the admin's chunks.
 * Adapters: backend/demo (IndexedDB via Dexie) and backend/firebase.
 */

export type Unsubscribe = () => void;

/** A page of images, optionally only those of one work type (the gallery's filter, `#/projects?work=roofing`). */
export interface ImagePageQuery extends PageQuery {
  /** Only images with this workType; every image when absent. */
  workType?: WorkType;
}

/** Reads and writes open to anonymous visitors (spec 7 "Public reads" and "Inquiry submission"). */
export interface PublicBackend {
  /**
   * Count of the construction images (for the gallery's page count), of one work type or all, at most
   * MAX_QUERY_LIMIT (see constants.ts). An unknown work type is BackendError invalid-argument.
   */
  countImages(workType?: WorkType): Promise<number>;
  /** isFeatured images, newest first, at most `limit` (3 on the home page). */
  getFeaturedImages(limit: number): Promise<ConstructionImage[]>;
  /** The image flagged isHeroImage, or null. */
  getHeroImage(): Promise<ConstructionImage | null>;
  /** A gallery page: newest first, cursor paging both ways, one-item look-ahead; within the work type when given. */
  getImagePage(query: ImagePageQuery): Promise<Page<ConstructionImage>>;
  /** One image by id, or null when there is none. */
  getImage(id: string): Promise<ConstructionImage | null>;
  /**
   * The images just before (newer) and just after (older) the given position in gallery order,
   * found with two one-item cursor queries, never by reading the whole collection.
   */
  getImageNeighbours(position: PageCursor): Promise<{ newer: ConstructionImage | null; older: ConstructionImage | null }>;
  /**
   * Other works of the same work type as `image`, newest first, at most `limit` (1 to MAX_PAGE_SIZE, else
   * BackendError invalid-argument; the photo page asks for RELATED_WORKS_LIMIT). One query of limit + 1 items of
   * that type, `image` left out, never a read of the whole collection. [] when `image` has no work type.
   */
  getRelatedImages(image: ConstructionImage, limit: number): Promise<ConstructionImage[]>;
  /**
   * Creates the inquiry (status 신규, server time) and then its new_inquiry activity, whose id is the inquiry's id
   * (one per inquiry); a failure of the activity is ignored. Resolves to the new inquiry's id. The input must pass
   * the field rules (src/backend/shared/input-rules.ts), else BackendError invalid-argument.
   */
  submitInquiry(input: InquiryInput): Promise<string>;
}

/** Sign-in (spec 7 "Authentication"). */
export interface AuthBackend {
  /** Follows the provider's state: called with the user, or null when signed out. */
  onAuthStateChanged(listener: (user: AdminUser | null) => void): Unsubscribe;
  /** Rejects with a BackendError whose code keeps the provider's code (auth/wrong-password, ...). */
  signIn(email: string, password: string): Promise<AdminUser>;
  signOut(): Promise<void>;
}

export interface InquiryPageQuery extends PageQuery {
  /** Only inquiries with this status; all when absent. */
  status?: InquiryStatus;
}

/**
 * Admin operations (spec 7 "Dashboard", "Image management", "Inquiry management").
 * Every write requires a signed-in administrator (else BackendError auth/not-signed-in or auth/not-admin)
 * and writes its activity; a failure to log the activity is logged, never thrown.
 */
export interface AdminBackend {
  /** Live: the latest `limit` activities, newest first. */
  subscribeRecentActivities(
    limit: number,
    onChange: (activities: Activity[]) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe;

  /** As the public countImages and getImagePage (the same optional work type filter). */
  countImages(workType?: WorkType): Promise<number>;
  getImagePage(query: ImagePageQuery): Promise<Page<ConstructionImage>>;
  /**
   * Stores the display file at constructionImages/{timestamp}-{originalName} and the thumbnail beside it,
   * reporting progress 0-100 over both, then saves the document (isFeatured false, isHeroImage false,
   * uploader, uploadedAt, the work type and the EXIF date takenAt) and logs image_upload. The fields must pass
   * input-rules.ts (BackendError invalid-argument before anything is stored). On any failure no document is left and the stored files are
   * removed: BackendError upload/failed (files) or upload/metadata-failed (document). On a bad connection the file
   * transfer is given up: upload/stalled after UPLOAD_STALL_TIMEOUT_MS without progress, upload/offline when the
   * browser goes offline (both with a Korean reason as the message).
   */
  uploadImage(input: ImageUploadInput, onProgress: (percent: number) => void): Promise<ConstructionImage>;
  /** Writes title, category, work type and description (input-rules.ts); takenAt and the files stay as uploaded. */
  updateImage(id: string, edit: ImageEdit): Promise<void>;
  setImageFeatured(id: string, isFeatured: boolean): Promise<void>;
  /**
   * One atomic batch: clears the current hero (if any, and every other image still flagged in old data) and flags
   * this one, so exactly one image is the hero after. On Firebase the same transaction names it in settings/hero,
   * which firestore.rules check so that no write can make a second hero.
   */
  setHeroImage(id: string): Promise<void>;
  /**
   * Deletes the document, logs image_delete and records its files as still to be removed, in one write; then
   * removes the files (and their records). Resolves at most FILE_REMOVAL_WAIT_MS after that write: with storage
   * reachable the files are gone by then, otherwise their removal goes on in the background and whatever stays is
   * recorded (Firebase: orphanFiles, cleaned by `npm run storage:orphans`).
   */
  deleteImage(id: string): Promise<void>;

  /** Count of the inquiries (of one status, or all), at most MAX_QUERY_LIMIT. */
  countInquiries(status?: InquiryStatus): Promise<number>;
  getInquiryPage(query: InquiryPageQuery): Promise<Page<Inquiry>>;
  /** Sets the status; setting the current value writes nothing. */
  updateInquiryStatus(id: string, status: InquiryStatus): Promise<void>;
  deleteInquiry(id: string): Promise<void>;
}

/** What an adapter module provides: each part is created on first use. */
export interface BackendAdapter {
  readonly kind: 'demo' | 'firebase';
  publicBackend(): Promise<PublicBackend>;
  authBackend(): Promise<AuthBackend>;
  adminBackend(): Promise<AdminBackend>;
}
