import { FieldPath } from 'firebase-admin/firestore';

/**
 * The logic of `npm run storage:orphans` (storage-orphans.mjs): find, and on request remove, the stored files of
 * constructionImages/ that no photo document points to. Two kinds:
 * - recorded: the files of deleted photos whose removal did not finish in the browser (Storage unreachable, the tab
 *   closed). The app writes their record in orphanFiles in the same batch that deletes the photo
 *   (src/backend/firebase/admin-photos.ts); the record is deleted with the file.
 * - unreferenced: files no photo document names and no record lists, older than `minAgeMs` (the parts of uploads
 *   that failed and could not be cleaned up; younger files may belong to an upload still in progress, which stores
 *   its files before its document).
 * A file a photo document still names is never removed, whatever a record says: the plan leaves out every file a
 * photo names (by its file names or its URLs), and each file is checked against the live photos again right before
 * it is deleted (a photo may have been saved since the plan was made). Every query reads a bounded page.
 * Written against a small store interface (adminOrphanStore below for firebase-admin; tests use doubles).
 */

/** Keep in step with src/config/collections.ts (IMAGE_STORAGE_FOLDER, COLLECTIONS.images, ORPHAN_FILES_COLLECTION). */
export const IMAGE_FOLDER = 'constructionImages';
export const IMAGES_COLLECTION = 'constructionImages';
export const ORPHAN_FILES_COLLECTION = 'orphanFiles';
export const DEFAULT_MIN_AGE_MS = 60 * 60 * 1000;
/** Documents per read: every query of the sweep carries a limit, as firestore.rules ask of every list. */
export const SWEEP_PAGE_SIZE = 300;

/**
 * @typedef {{ id: string, path: string, imageId: string | null, createdAt: Date | null }} OrphanRecord
 * @typedef {{ path: string, created: Date | null }} StoredFile
 * @typedef {object} OrphanStore
 * @property {() => Promise<OrphanRecord[]>} listRecords every orphanFiles record
 * @property {() => Promise<Set<string>>} referencedPaths the paths every photo document names (file and thumbnail)
 * @property {() => Promise<StoredFile[]>} listFiles every file under constructionImages/
 * @property {(path: string) => Promise<boolean>} isLive whether a photo document names this file now (asked right
 *   before each delete)
 * @property {(path: string) => Promise<void>} deleteFile deletes a file; a missing file is not an error
 * @property {(id: string) => Promise<void>} deleteRecord deletes an orphanFiles record
 */

/**
 * @typedef {object} OrphanPlan
 * @property {{ record: OrphanRecord, stored: boolean }[]} recorded records whose file no document names
 *   (stored: the file still exists; when false only the record is left to delete)
 * @property {OrphanRecord[]} stillReferenced records whose file a photo document still names: left alone
 * @property {StoredFile[]} unreferenced files no document names and no record lists, older than the minimum age
 * @property {StoredFile[]} tooYoung such files younger than the minimum age: left alone
 */

/**
 * @param {OrphanStore} store
 * @param {{ now?: Date, minAgeMs?: number }} [options]
 * @returns {Promise<OrphanPlan>}
 */
export async function planOrphans(store, { now = new Date(), minAgeMs = DEFAULT_MIN_AGE_MS } = {}) {
  const [records, referenced, files] = await Promise.all([store.listRecords(), store.referencedPaths(), store.listFiles()]);
  const stored = new Set(files.map((file) => file.path));
  const recordedPaths = new Set(records.map((record) => record.path));
  /** @type {OrphanPlan} */
  const plan = { recorded: [], stillReferenced: [], unreferenced: [], tooYoung: [] };
  for (const record of records) {
    if (referenced.has(record.path)) plan.stillReferenced.push(record);
    else plan.recorded.push({ record, stored: stored.has(record.path) });
  }
  for (const file of files) {
    if (referenced.has(file.path) || recordedPaths.has(file.path)) continue;
    const old = file.created !== null && now.getTime() - file.created.getTime() >= minAgeMs;
    (old ? plan.unreferenced : plan.tooYoung).push(file);
  }
  return plan;
}

/**
 * Removes what the plan lists: each recorded file and then its record, and each unreferenced file, each only after
 * asking the store whether a live photo names it now (then it is kept, and so is its record). Goes on after a
 * failure; resolves to what was removed, what was kept and what failed.
 * @param {OrphanStore} store
 * @param {OrphanPlan} plan
 */
export async function removeOrphans(store, plan) {
  /** @type {string[]} */
  const removed = [];
  /** @type {string[]} */
  const kept = [];
  /** @type {{ path: string, error: unknown }[]} */
  const failed = [];
  /** @param {string} path @param {() => Promise<void>} [then] */
  const remove = async (path, then) => {
    try {
      if (await store.isLive(path)) {
        kept.push(path);
        return;
      }
      await store.deleteFile(path);
      await then?.();
      removed.push(path);
    } catch (error) {
      failed.push({ path, error });
    }
  };
  for (const { record } of plan.recorded) await remove(record.path, () => store.deleteRecord(record.id));
  for (const file of plan.unreferenced) await remove(file.path);
  return { removed, kept, failed };
}

/**
 * The lines the script prints for a plan.
 * @param {OrphanPlan} plan
 * @param {boolean} willDelete
 */
export function describePlan(plan, willDelete) {
  const verb = willDelete ? 'Removing' : 'Would remove';
  const lines = [];
  const files = plan.recorded.filter((item) => item.stored).length + plan.unreferenced.length;
  lines.push(
    `${verb} ${files} file(s): ${plan.recorded.length} recorded in ${ORPHAN_FILES_COLLECTION}, ${plan.unreferenced.length} that no document names.`,
  );
  for (const { record, stored } of plan.recorded) {
    lines.push(
      `  recorded      ${record.path}${stored ? '' : ' (file already gone: only the record)'}${record.imageId ? ` [image ${record.imageId}]` : ''}`,
    );
  }
  for (const file of plan.unreferenced)
    lines.push(`  unreferenced  ${file.path} (stored ${file.created?.toISOString() ?? 'at an unknown time'})`);
  for (const record of plan.stillReferenced)
    lines.push(`  kept          ${record.path}: a document still names it (its record is left for a look)`);
  if (plan.tooYoung.length > 0)
    lines.push(`  kept          ${plan.tooYoung.length} unreferenced file(s) younger than the minimum age (an upload may be under way)`);
  return lines;
}

/**
 * The path in constructionImages/ a download URL of this project's bucket points at
 * (https://firebasestorage.googleapis.com/v0/b/BUCKET/o/constructionImages%2FNAME?alt=media...), or null.
 * @param {unknown} url
 */
export function storagePathOfUrl(url) {
  if (typeof url !== 'string') return null;
  const object = /\/o\/([^?#]+)/.exec(url)?.[1];
  if (!object) return null;
  try {
    const path = decodeURIComponent(object);
    return path.startsWith(`${IMAGE_FOLDER}/`) ? path : null;
  } catch {
    return null;
  }
}

/**
 * Every document of a collection, read in pages of `pageSize` ordered by document id (never one unbounded query).
 * @param {import('firebase-admin/firestore').Query} base
 * @param {number} pageSize
 * @returns {AsyncGenerator<import('firebase-admin/firestore').QueryDocumentSnapshot>}
 */
async function* pagedDocs(base, pageSize) {
  /** @type {import('firebase-admin/firestore').QueryDocumentSnapshot | undefined} */
  let last;
  for (;;) {
    const page = base.orderBy(FieldPath.documentId()).limit(pageSize);
    const snapshot = await (last ? page.startAfter(last) : page).get();
    yield* snapshot.docs;
    if (snapshot.docs.length < pageSize) return;
    last = snapshot.docs[snapshot.docs.length - 1];
  }
}

/**
 * The store over firebase-admin's Firestore and a Cloud Storage bucket (getStorage(app).bucket(name)).
 * Only the methods used are required of them, so tests can pass a double of the bucket.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ getFiles(options: { prefix: string }): Promise<[{ name: string, metadata: { timeCreated?: string } }[], ...unknown[]]>, file(name: string): { delete(options: { ignoreNotFound: boolean }): Promise<unknown> } }} bucket
 * @param {{ pageSize?: number }} [options]
 * @returns {OrphanStore}
 */
export function adminOrphanStore(db, bucket, { pageSize = SWEEP_PAGE_SIZE } = {}) {
  const images = db.collection(IMAGES_COLLECTION);
  return {
    async listRecords() {
      const records = [];
      for await (const record of pagedDocs(db.collection(ORPHAN_FILES_COLLECTION), pageSize)) {
        records.push({
          id: record.id,
          path: String(record.get('path') ?? `${IMAGE_FOLDER}/${record.id}`),
          imageId: typeof record.get('imageId') === 'string' ? record.get('imageId') : null,
          createdAt: record.get('createdAt')?.toDate?.() ?? null,
        });
      }
      return records;
    },
    async referencedPaths() {
      const paths = new Set();
      const fields = ['fileName', 'thumbnailFileName', 'imageUrl', 'thumbnailUrl'];
      for await (const image of pagedDocs(images.select(...fields), pageSize)) {
        for (const name of [image.get('fileName'), image.get('thumbnailFileName')]) {
          if (typeof name === 'string' && name !== '') paths.add(`${IMAGE_FOLDER}/${name}`);
        }
        // The URLs are what visitors load: a file they point at is live even if a name field says otherwise.
        for (const url of [image.get('imageUrl'), image.get('thumbnailUrl')]) {
          const path = storagePathOfUrl(url);
          if (path) paths.add(path);
        }
      }
      return paths;
    },
    async isLive(path) {
      const name = path.slice(path.lastIndexOf('/') + 1);
      const named = await Promise.all(['fileName', 'thumbnailFileName'].map((field) => images.where(field, '==', name).limit(1).get()));
      return named.some((snapshot) => !snapshot.empty);
    },
    async listFiles() {
      const [files] = await bucket.getFiles({ prefix: `${IMAGE_FOLDER}/` });
      return files.map((file) => ({
        path: file.name,
        created: file.metadata.timeCreated ? new Date(file.metadata.timeCreated) : null,
      }));
    },
    async deleteFile(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
    async deleteRecord(id) {
      await db.collection(ORPHAN_FILES_COLLECTION).doc(id).delete();
    },
  };
}
