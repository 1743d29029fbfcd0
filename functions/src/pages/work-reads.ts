import { FieldPath, type DocumentSnapshot, type Firestore, type Query } from 'firebase-admin/firestore';
import { IMAGES_COLLECTION, RELATED_WORKS_LIMIT } from '../app-constants.js';
import type { SitemapWorkInput, StoredDoc, WorkPageInput } from './site-bundle.js';

/**
 * The pages function's Firestore reads (Admin SDK), each bounded: a work's page is one document read, then at
 * most RELATED_WORKS_LIMIT + 1 related works and two one-item neighbour queries, in parallel; the sitemap pages
 * through the works SITEMAP_PAGE_SIZE ids at a time, reading no field. Lists use the web app's gallery order
 * (uploadedAt desc, then document id desc: the composite indexes of firestore.indexes.json).
 */

/** Ids per sitemap query: 5,000 works are five round trips inside the region. */
export const SITEMAP_PAGE_SIZE = 1000;
/** The most works a sitemap lists (the sitemap protocol's 50,000 URLs, less room for the pages). */
export const SITEMAP_MAX_WORKS = 49_900;

const ORDER_FIELD = 'uploadedAt';

const stored = (snapshot: DocumentSnapshot): StoredDoc => ({ id: snapshot.id, data: snapshot.data() ?? {} });

function galleryOrder(query: Query): Query {
  return query.orderBy(ORDER_FIELD, 'desc').orderBy(FieldPath.documentId(), 'desc');
}

/** The works just newer and just older than `work` in the gallery's order (none for a work without uploadedAt). */
async function neighbours(db: Firestore, work: StoredDoc): Promise<Pick<WorkPageInput, 'newer' | 'older'>> {
  // A document without the order field is outside every ordered list, so it has no place between neighbours.
  if (!(ORDER_FIELD in work.data)) return { newer: null, older: null };
  const position = [work.data[ORDER_FIELD], work.id];
  const list = galleryOrder(db.collection(IMAGES_COLLECTION));
  const [newer, older] = await Promise.all([list.endBefore(...position).limitToLast(1).get(), list.startAfter(...position).limit(1).get()]);
  const first = (docs: DocumentSnapshot[]) => (docs[0] ? stored(docs[0]) : null);
  return { newer: first(newer.docs), older: first(older.docs) };
}

/** Up to RELATED_WORKS_LIMIT other works of the same type, newest first: one query of limit + 1. */
async function related(db: Firestore, work: StoredDoc, workType: string | null): Promise<StoredDoc[]> {
  if (!workType) return [];
  const query = galleryOrder(db.collection(IMAGES_COLLECTION).where('workType', '==', workType)).limit(RELATED_WORKS_LIMIT + 1);
  const snapshot = await query.get();
  return snapshot.docs.filter((other) => other.id !== work.id).slice(0, RELATED_WORKS_LIMIT).map(stored);
}

/**
 * Everything a work's page shows, or null when `id` names no work. `workTypeOf` reads the type as the web app
 * does (an unknown stored value counts as none).
 */
export async function readWorkPage(db: Firestore, id: string, workTypeOf: (work: StoredDoc) => string | null): Promise<WorkPageInput | null> {
  const snapshot = await db.collection(IMAGES_COLLECTION).doc(id).get();
  if (!snapshot.exists) return null;
  const work = stored(snapshot);
  const [others, around] = await Promise.all([related(db, work, workTypeOf(work)), neighbours(db, work)]);
  return { work, related: others, ...around };
}

/**
 * Every work's id and when it last changed (the document's update time: an edit of its title or text changes its
 * page), in id order, SITEMAP_PAGE_SIZE at a time, at most SITEMAP_MAX_WORKS. select() with no field: only ids
 * and times travel.
 */
export async function readSitemapWorks(db: Firestore, { pageSize = SITEMAP_PAGE_SIZE, maxWorks = SITEMAP_MAX_WORKS } = {}): Promise<SitemapWorkInput[]> {
  const works: SitemapWorkInput[] = [];
  let last: DocumentSnapshot | null = null;
  while (works.length < maxWorks) {
    const take = Math.min(pageSize, maxWorks - works.length);
    let query = db.collection(IMAGES_COLLECTION).orderBy(FieldPath.documentId()).select().limit(take);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    for (const document of page.docs) works.push({ id: document.id, lastmod: document.updateTime.toDate() });
    if (page.size < take) break;
    last = page.docs[page.docs.length - 1] ?? null;
  }
  return works;
}
