/**
 * The logic of `npm run storage:orphans` (storage-orphans.mjs): find, and on request remove, the stored files of
 * constructionImages/ that no image document points to. Two kinds:
 * - recorded: the files of deleted images whose removal did not finish in the browser (Storage unreachable, the tab
 *   closed). The app writes their record in orphanFiles in the same batch that deletes the image
 *   (src/backend/firebase/admin-images.ts); the record is deleted with the file.
 * - unreferenced: files no image document names and no record lists, older than `minAgeMs` (the parts of uploads
 *   that failed and could not be cleaned up; younger files may belong to an upload still in progress, which stores
 *   its files before its document).
 * A file an image document still names is never removed, whatever a record says.
 * Written against a small store interface (adminOrphanStore below for firebase-admin; tests use doubles).
 */

/** Keep in step with src/config/constants.ts (IMAGE_STORAGE_FOLDER, COLLECTIONS.images, ORPHAN_FILES_COLLECTION). */
export const IMAGE_FOLDER = 'constructionImages';
export const IMAGES_COLLECTION = 'constructionImages';
export const ORPHAN_FILES_COLLECTION = 'orphanFiles';
export const DEFAULT_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * @typedef {{ id: string, path: string, imageId: string | null, createdAt: Date | null }} OrphanRecord
 * @typedef {{ path: string, created: Date | null }} StoredFile
 * @typedef {object} OrphanStore
 * @property {() => Promise<OrphanRecord[]>} listRecords every orphanFiles record
 * @property {() => Promise<Set<string>>} referencedPaths the paths every image document names (file and thumbnail)
 * @property {() => Promise<StoredFile[]>} listFiles every file under constructionImages/
 * @property {(path: string) => Promise<void>} deleteFile deletes a file; a missing file is not an error
 * @property {(id: string) => Promise<void>} deleteRecord deletes an orphanFiles record
 */

/**
 * @typedef {object} OrphanPlan
 * @property {{ record: OrphanRecord, stored: boolean }[]} recorded records whose file no document names
 *   (stored: the file still exists; when false only the record is left to delete)
 * @property {OrphanRecord[]} stillReferenced records whose file an image document still names: left alone
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
 * Removes what the plan lists: each recorded file and then its record, and each unreferenced file. Goes on after a
 * failure; resolves to what was removed and what failed.
 * @param {OrphanStore} store
 * @param {OrphanPlan} plan
 */
export async function removeOrphans(store, plan) {
  /** @type {string[]} */
  const removed = [];
  /** @type {{ path: string, error: unknown }[]} */
  const failed = [];
  for (const { record } of plan.recorded) {
    try {
      await store.deleteFile(record.path);
      await store.deleteRecord(record.id);
      removed.push(record.path);
    } catch (error) {
      failed.push({ path: record.path, error });
    }
  }
  for (const file of plan.unreferenced) {
    try {
      await store.deleteFile(file.path);
      removed.push(file.path);
    } catch (error) {
      failed.push({ path: file.path, error });
    }
  }
  return { removed, failed };
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
  lines.push(`${verb} ${files} file(s): ${plan.recorded.length} recorded in ${ORPHAN_FILES_COLLECTION}, ${plan.unreferenced.length} that no document names.`);
  for (const { record, stored } of plan.recorded) {
    lines.push(`  recorded      ${record.path}${stored ? '' : ' (file already gone: only the record)'}${record.imageId ? ` [image ${record.imageId}]` : ''}`);
  }
  for (const file of plan.unreferenced) lines.push(`  unreferenced  ${file.path} (stored ${file.created?.toISOString() ?? 'at an unknown time'})`);
  for (const record of plan.stillReferenced) lines.push(`  kept          ${record.path}: a document still names it (its record is left for a look)`);
  if (plan.tooYoung.length > 0) lines.push(`  kept          ${plan.tooYoung.length} unreferenced file(s) younger than the minimum age (an upload may be under way)`);
  return lines;
}

/**
 * The store over firebase-admin's Firestore and a Cloud Storage bucket (getStorage(app).bucket(name)).
 * Only the methods used are required of them, so tests can pass a double of the bucket.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ getFiles(options: { prefix: string }): Promise<[{ name: string, metadata: { timeCreated?: string } }[], ...unknown[]]>, file(name: string): { delete(options: { ignoreNotFound: boolean }): Promise<unknown> } }} bucket
 * @returns {OrphanStore}
 */
export function adminOrphanStore(db, bucket) {
  return {
    async listRecords() {
      const snapshot = await db.collection(ORPHAN_FILES_COLLECTION).get();
      return snapshot.docs.map((record) => ({
        id: record.id,
        path: String(record.get('path') ?? `${IMAGE_FOLDER}/${record.id}`),
        imageId: typeof record.get('imageId') === 'string' ? record.get('imageId') : null,
        createdAt: record.get('createdAt')?.toDate?.() ?? null,
      }));
    },
    async referencedPaths() {
      const snapshot = await db.collection(IMAGES_COLLECTION).select('fileName', 'thumbnailFileName').get();
      const paths = new Set();
      for (const image of snapshot.docs) {
        for (const name of [image.get('fileName'), image.get('thumbnailFileName')]) {
          if (typeof name === 'string' && name !== '') paths.add(`${IMAGE_FOLDER}/${name}`);
        }
      }
      return paths;
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
