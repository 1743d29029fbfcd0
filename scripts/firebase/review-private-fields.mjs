#!/usr/bin/env node
/**
 * npm run reviews:private-fields [-- --write] [--project ID]
 *
 * Review links and reviews written before their public and admin-only halves were split (firestore.rules, reviews
 * section) hold staff's data where anyone may read it: a link (reviewLinks/{token}, readable by whoever holds the
 * token) its inquiryId, jobId, createdBy, createdAt, usedAt and reviewId; an approved review its linkId and
 * inquiryId. This lists (dry run, the default) or moves (--write) those fields, reading in pages of PAGE_SIZE (150):
 * - a link keeps { expiresAt, used, workType }; the rest goes to reviewLinkDetails/{token} (admins only), unless
 *   details already exist there;
 * - a review loses linkId and inquiryId: its link goes to reviewSources/{reviewId} (admins only), its inquiry and
 *   job are its link's details (created from the review when its link is gone). A review whose token names details
 *   of another review is left as it is and reported.
 * - a review whose public copy names its job (jobId) without its customer's consent to show it on the job's page
 *   (showOnJob, issue 23) loses that jobId: it no longer shows on the job's page (staff still read the job from the
 *   link's details; it still shows where reviews show on their own).
 * Staff read both shapes, so the site works before and after; an old UNUSED link can be used only once moved. Run
 * it once right after deploying the rules of the split (and again after the rules of the review consent); running
 * it again writes nothing.
 * - Emulators: when FIRESTORE_EMULATOR_HOST is set (npm run emulators -- node scripts/firebase/review-private-fields.mjs).
 * - Production: GOOGLE_APPLICATION_CREDENTIALS (a service-account key, role Cloud Datastore User) and --project ID.
 */
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { dataScriptTarget, runWhenMain } from './data-script.mjs';

// The collections (REVIEW_LINKS_COLLECTION ... in src/config/collections.ts; tests/emulator/review-private-fields.test.ts compares).
export const REVIEW_LINKS_COLLECTION = 'reviewLinks';
export const REVIEW_LINK_DETAILS_COLLECTION = 'reviewLinkDetails';
export const REVIEWS_COLLECTION = 'reviews';
export const REVIEW_SOURCES_COLLECTION = 'reviewSources';
/** At most three writes a document: a page's batch stays under Firestore's 500 writes. */
export const PAGE_SIZE = 150;

/** What a link's public half may hold (firestore.rules isNewReviewLink). */
const PUBLIC_LINK_FIELDS = ['expiresAt', 'used', 'workType'];
/** What a review may hold that visitors must not read. */
const PRIVATE_REVIEW_FIELDS = ['linkId', 'inquiryId'];

/**
 * Every document of a collection, a page at a time (by id), each page given to `visit` with a batch to write in.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} name
 * @param {number} pageSize
 * @param {(docs: import('firebase-admin/firestore').QueryDocumentSnapshot[], batch: import('firebase-admin/firestore').WriteBatch) => Promise<number>} visit the number of writes it added
 */
async function everyPage(db, name, pageSize, visit) {
  /** @type {import('firebase-admin/firestore').QueryDocumentSnapshot | undefined} */
  let last;
  for (;;) {
    const page = db.collection(name).orderBy(FieldPath.documentId()).limit(pageSize);
    const snapshot = await (last ? page.startAfter(last) : page).get();
    const batch = db.batch();
    if ((await visit(snapshot.docs, batch)) > 0) await batch.commit();
    if (snapshot.docs.length < pageSize) return;
    last = snapshot.docs[snapshot.docs.length - 1];
  }
}

/** @param {unknown} value */
const orNull = (value) => (value === undefined ? null : value);

/**
 * The old links and reviews and what becomes of them; written when `write` (links first, so a review finds its
 * link's details).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ write?: boolean, pageSize?: number }} [options]
 */
export async function splitReviewData(db, { write = false, pageSize = PAGE_SIZE } = {}) {
  const result = {
    linksChecked: 0,
    reviewsChecked: 0,
    links: /** @type {string[]} */ ([]),
    reviews: /** @type {string[]} */ ([]),
    left: /** @type {string[]} */ ([]),
    /** Reviews whose jobId is cleared: no consent to show them on the job's page. */
    unlinked: /** @type {string[]} */ ([]),
  };
  /** Details as they will be after this run, by token (those this run writes). @type {Map<string, Record<string, unknown>>} */
  const written = new Map();
  const detailsOf = async (/** @type {string} */ token) => {
    if (written.has(token)) return written.get(token);
    const snapshot = await db.collection(REVIEW_LINK_DETAILS_COLLECTION).doc(token).get();
    return snapshot.exists ? snapshot.data() : undefined;
  };

  await everyPage(db, REVIEW_LINKS_COLLECTION, pageSize, async (docs, batch) => {
    let writes = 0;
    for (const link of docs) {
      result.linksChecked += 1;
      const data = link.data();
      if (Object.keys(data).every((key) => PUBLIC_LINK_FIELDS.includes(key))) continue;
      result.links.push(link.id);
      const existing = await detailsOf(link.id);
      const details = existing ?? {
        createdAt: orNull(data.createdAt),
        createdBy: orNull(data.createdBy),
        inquiryId: orNull(data.inquiryId),
        jobId: orNull(data.jobId),
        usedAt: orNull(data.usedAt),
        reviewId: orNull(data.reviewId),
      };
      if (!existing) written.set(link.id, details);
      if (!write) continue;
      if (!existing) batch.set(db.collection(REVIEW_LINK_DETAILS_COLLECTION).doc(link.id), details);
      batch.set(link.ref, {
        expiresAt: orNull(data.expiresAt),
        used: data.used === true || orNull(data.usedAt) !== null || orNull(data.reviewId) !== null,
        workType: orNull(data.workType),
      });
      writes += 2;
    }
    return writes;
  });

  await everyPage(db, REVIEWS_COLLECTION, pageSize, async (docs, batch) => {
    let writes = 0;
    for (const review of docs) {
      result.reviewsChecked += 1;
      const data = review.data();
      // The job in the public copy without the customer's consent: cleared (its link's details keep it for staff).
      const unlink = orNull(data.jobId) !== null && data.showOnJob !== true;
      if (!PRIVATE_REVIEW_FIELDS.some((key) => key in data)) {
        if (unlink) result.unlinked.push(review.id);
        if (unlink && write) {
          batch.update(review.ref, { jobId: null });
          writes += 1;
        }
        continue;
      }
      const token = typeof data.linkId === 'string' && data.linkId !== '' && !data.linkId.includes('/') ? data.linkId : null;
      const existing = token ? await detailsOf(token) : undefined;
      // Without its link's details naming it, the inquiry (and the job) would be lost: left as it is.
      if (!token || (existing && existing.reviewId !== review.id)) {
        result.left.push(review.id);
        continue;
      }
      result.reviews.push(review.id);
      if (unlink) result.unlinked.push(review.id);
      const details = existing ?? {
        createdAt: null,
        createdBy: null,
        inquiryId: orNull(data.inquiryId),
        jobId: orNull(data.jobId),
        usedAt: orNull(data.createdAt),
        reviewId: review.id,
      };
      if (!existing) written.set(token, details);
      if (!write) continue;
      if (!existing) batch.set(db.collection(REVIEW_LINK_DETAILS_COLLECTION).doc(token), details);
      batch.set(db.collection(REVIEW_SOURCES_COLLECTION).doc(review.id), { linkId: token });
      batch.update(review.ref, {
        ...Object.fromEntries(PRIVATE_REVIEW_FIELDS.map((key) => [key, FieldValue.delete()])),
        ...(unlink ? { jobId: null } : {}),
      });
      writes += 3;
    }
    return writes;
  });
  return result;
}

async function main() {
  const target = dataScriptTarget('npm run reviews:private-fields');
  if (typeof target === 'number') return target;
  const { db, write, where } = target;
  const result = await splitReviewData(db, { write });
  console.log(
    `${result.linksChecked} review links and ${result.reviewsChecked} reviews checked in ${where}: ` +
      `${result.links.length} links and ${result.reviews.length} reviews hold staff's fields where visitors read them.`,
  );
  if (result.unlinked.length > 0)
    console.log(
      `${result.unlinked.length} reviews name their job without their customer's consent to show them there` +
        (write ? ': their job was cleared.' : '.'),
    );
  if (result.left.length > 0)
    console.log(`Left as they are (their link's details name another review, or no link): ${result.left.join(', ')}`);
  if (result.links.length + result.reviews.length + result.unlinked.length > 0)
    console.log(write ? 'Moved them into reviewLinkDetails and reviewSources.' : 'Dry run: nothing was written. Run again with --write.');
  return 0;
}

runWhenMain(import.meta.url, main);
