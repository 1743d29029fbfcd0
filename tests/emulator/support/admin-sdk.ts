import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  IMAGE_DRAFTS_COLLECTION,
  JOBS_COLLECTION,
  REVIEW_LINK_DETAILS_COLLECTION,
  REVIEW_LINKS_COLLECTION,
  REVIEW_SOURCES_COLLECTION,
  REVIEWS_COLLECTION,
} from '@/config/collections';
import { toStoredInquiryStatus } from '@/domain/stored-inquiry-status';
import type { ContractSeed } from '../../backend/contract/backend-contract';

/**
 * The Admin SDK against the emulators (it reads FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST):
 * seeding documents past the security rules, and accounts with or without the admin custom claim.
 */
export interface AdminSdk {
  app: App;
  db: Firestore;
  seed(data: ContractSeed): Promise<void>;
  ensureUser(account: { email: string; password: string; admin: boolean }): Promise<string>;
  dispose(): Promise<void>;
}

function timestampOrNull(value: Date | null | undefined): Timestamp | null {
  return value ? Timestamp.fromDate(value) : null;
}

export function adminSdk(projectId: string): AdminSdk {
  const app = initializeApp({ projectId }, `admin-${projectId}-${Date.now()}`);
  const db = getFirestore(app);
  const auth = getAuth(app);

  return {
    app,
    db,
    async seed({ images = [], inquiries = [], activities = [], jobs = [], imageDrafts = [], reviews = [], reviewLinks = [] }) {
      const batch = db.batch();
      const imagesIn = (collection: string, docs: typeof images) => {
        for (const { id, uploadedAt, date, missing = [], ...fields } of docs) {
          // uploadedAt: an explicit null when there is none (Firestore leaves documents WITHOUT the field out of
          // ordered queries); `date` only when the seed has the legacy field; `missing` fields not at all.
          const stored: Record<string, unknown> = {
            ...fields,
            uploadedAt: timestampOrNull(uploadedAt),
            ...(date !== undefined ? { date } : {}),
          };
          for (const field of missing) delete stored[field];
          batch.set(db.collection(collection).doc(id), stored);
        }
      };
      imagesIn(COLLECTIONS.images, images);
      imagesIn(IMAGE_DRAFTS_COLLECTION, imageDrafts);
      for (const { id, createdAt, publishedAt, ...fields } of jobs) {
        batch.set(db.collection(JOBS_COLLECTION).doc(id), {
          ...fields,
          createdAt: timestampOrNull(createdAt),
          publishedAt: timestampOrNull(publishedAt),
        });
      }
      for (const { id, submittedAt, privacyConsentAt, status, ...fields } of inquiries) {
        batch.set(db.collection('inquiries').doc(id), {
          ...fields,
          status: toStoredInquiryStatus(status),
          submittedAt: timestampOrNull(submittedAt),
          privacyConsentAt: timestampOrNull(privacyConsentAt),
        });
      }
      for (const { id, timestamp, expireAt, ...fields } of activities) {
        batch.set(db.collection('activities').doc(id), {
          ...fields,
          timestamp: timestampOrNull(timestamp),
          expireAt: timestampOrNull(expireAt),
        });
      }
      // Reviews and links in their public and admin-only documents (firestore.rules), as the app writes them.
      const seededLinks = new Set(reviewLinks.map((link) => link.token));
      for (const { id, createdAt, linkId, inquiryId, jobId, ...fields } of reviews) {
        batch.set(db.collection(REVIEWS_COLLECTION).doc(id), { ...fields, jobId, createdAt: timestampOrNull(createdAt) });
        batch.set(db.collection(REVIEW_SOURCES_COLLECTION).doc(id), { linkId });
        if (seededLinks.has(linkId)) continue;
        batch.set(db.collection(REVIEW_LINK_DETAILS_COLLECTION).doc(linkId), {
          createdAt: timestampOrNull(createdAt),
          createdBy: 'seed-uid',
          inquiryId,
          jobId,
          usedAt: timestampOrNull(createdAt),
          reviewId: id,
        });
      }
      for (const { token, createdAt, expiresAt, usedAt, reviewId, inquiryId, jobId, workType, createdBy } of reviewLinks) {
        batch.set(db.collection(REVIEW_LINKS_COLLECTION).doc(token), {
          expiresAt: Timestamp.fromDate(expiresAt),
          used: usedAt !== null,
          workType,
        });
        batch.set(db.collection(REVIEW_LINK_DETAILS_COLLECTION).doc(token), {
          createdAt: Timestamp.fromDate(createdAt),
          createdBy,
          inquiryId,
          jobId,
          usedAt: timestampOrNull(usedAt),
          reviewId,
        });
      }
      await batch.commit();
    },
    async ensureUser({ email, password, admin }) {
      const existing = await auth.getUserByEmail(email).catch(() => null);
      const user = existing ?? (await auth.createUser({ email, password, emailVerified: true }));
      if (existing) await auth.updateUser(user.uid, { password });
      await auth.setCustomUserClaims(user.uid, admin ? { admin: true } : null);
      return user.uid;
    },
    dispose: () => deleteApp(app),
  };
}
