import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import {
  adminOrphanStore,
  describePlan,
  planOrphans,
  removeOrphans,
  storagePathOfUrl,
  type OrphanRecord,
  type OrphanStore,
  type StoredFile,
} from '../../scripts/firebase/orphan-sweep.mjs';

/** `npm run storage:orphans`: its plan and removal over an in-memory store, and the CLI's refusals. */

const NOW = new Date('2026-11-20T12:00:00Z');
const HOURS = (n: number) => new Date(NOW.getTime() - n * 60 * 60 * 1000);
const path = (name: string) => `constructionImages/${name}`;

function memoryStore(init: { files: StoredFile[]; records: OrphanRecord[]; referenced: string[] }) {
  const files = new Map(init.files.map((file) => [file.path, file]));
  const records = new Map(init.records.map((record) => [record.id, record]));
  // What live photos name now (a photo saved after the plan was made joins it).
  const live = new Set(init.referenced);
  const store: OrphanStore = {
    listRecords: async () => [...records.values()],
    referencedPaths: async () => new Set(init.referenced),
    isLive: async (target) => live.has(target),
    listFiles: async () => [...files.values()],
    deleteFile: async (target) => {
      if (target.includes('locked')) throw new Error('permission denied');
      files.delete(target);
    },
    deleteRecord: async (id) => {
      records.delete(id);
    },
  };
  return { store, files, records, live };
}

const record = (name: string, imageId = 'img-1'): OrphanRecord => ({ id: name, path: path(name), imageId, createdAt: HOURS(0.1) });

function scenario() {
  return memoryStore({
    files: [
      { path: path('1-deleted.jpg'), created: HOURS(48) },
      { path: path('1-thumb-deleted.webp'), created: HOURS(48) },
      { path: path('2-live.jpg'), created: HOURS(48) },
      { path: path('3-failed-upload.jpg'), created: HOURS(3) },
      { path: path('4-uploading.jpg'), created: HOURS(0.2) },
    ],
    records: [
      record('1-deleted.jpg'),
      record('1-thumb-deleted.webp'),
      record('5-already-gone.jpg', 'img-5'),
      record('2-live.jpg', 'img-2'),
    ],
    referenced: [path('2-live.jpg')],
  });
}

describe('storage:orphans plan', () => {
  it('lists recorded files, old unreferenced files, and keeps what a document names or an upload may still need', async () => {
    const { store } = scenario();
    const plan = await planOrphans(store, { now: NOW });
    expect(plan.recorded.map(({ record: r, stored }) => [r.path, stored])).toEqual([
      [path('1-deleted.jpg'), true],
      [path('1-thumb-deleted.webp'), true],
      [path('5-already-gone.jpg'), false],
    ]);
    expect(plan.stillReferenced.map((r) => r.path)).toEqual([path('2-live.jpg')]);
    expect(plan.unreferenced.map((f) => f.path)).toEqual([path('3-failed-upload.jpg')]);
    expect(plan.tooYoung.map((f) => f.path)).toEqual([path('4-uploading.jpg')]);
    expect(describePlan(plan, false)[0]).toBe('Would remove 3 file(s): 3 recorded in orphanFiles, 1 that no document names.');
  });

  it('removes the files and their records, never a file a document names, and reports failures', async () => {
    const { store, files, records } = scenario();
    files.set(path('6-locked.jpg'), { path: path('6-locked.jpg'), created: HOURS(5) });
    const result = await removeOrphans(store, await planOrphans(store, { now: NOW }));
    expect(result.removed.sort()).toEqual([
      path('1-deleted.jpg'),
      path('1-thumb-deleted.webp'),
      path('3-failed-upload.jpg'),
      path('5-already-gone.jpg'),
    ]);
    expect(result.failed.map((failure) => failure.path)).toEqual([path('6-locked.jpg')]);
    expect([...files.keys()].sort()).toEqual([path('2-live.jpg'), path('4-uploading.jpg'), path('6-locked.jpg')]);
    expect([...records.keys()]).toEqual(['2-live.jpg']);
  });

  it('never deletes a file a live image names at the moment of deletion, even if the plan listed it (and keeps its record)', async () => {
    const { store, files, records, live } = scenario();
    const plan = await planOrphans(store, { now: NOW });
    // Between the plan and the removal a photo comes to name two of the files the plan would remove; and a record
    // forged to name a live photo's file (written past the rules) is in the plan as if its photo were gone.
    live.add(path('1-deleted.jpg'));
    live.add(path('3-failed-upload.jpg'));
    const forged = { record: record('2-live.jpg', 'invented-id'), stored: true };
    const result = await removeOrphans(store, { ...plan, recorded: [...plan.recorded, forged] });
    expect(result.kept.sort()).toEqual([path('1-deleted.jpg'), path('2-live.jpg'), path('3-failed-upload.jpg')]);
    expect(result.removed.sort()).toEqual([path('1-thumb-deleted.webp'), path('5-already-gone.jpg')]);
    expect(files.has(path('1-deleted.jpg')) && files.has(path('2-live.jpg')) && files.has(path('3-failed-upload.jpg'))).toBe(true);
    expect(records.has('1-deleted.jpg') && records.has('2-live.jpg')).toBe(true);
  });

  it('a minimum age of 0 takes every unreferenced file', async () => {
    const { store } = scenario();
    const plan = await planOrphans(store, { now: NOW, minAgeMs: 0 });
    expect(plan.unreferenced.map((f) => f.path)).toEqual([path('3-failed-upload.jpg'), path('4-uploading.jpg')]);
  });
});

/**
 * A stand-in for firebase-admin's Firestore: collections of documents, queries with where (==), select, orderBy
 * document id, limit and startAfter. It records every read, and refuses one without a limit.
 */
function pagedDb(collections: Record<string, Record<string, Record<string, unknown>>>) {
  const reads: { collection: string; limit: number }[] = [];
  interface State {
    name: string;
    where?: [string, unknown];
    limit?: number;
    after?: string;
  }
  const snapshotOf = (id: string, data: Record<string, unknown>) => ({ id, get: (field: string) => data[field] });
  const queryOf = (state: State) => ({
    select: () => queryOf(state),
    orderBy: () => queryOf(state),
    where: (field: string, _op: string, value: unknown) => queryOf({ ...state, where: [field, value] }),
    limit: (limit: number) => queryOf({ ...state, limit }),
    startAfter: (last: { id: string }) => queryOf({ ...state, after: last.id }),
    get: async () => {
      if (state.limit === undefined) throw new Error(`a read of ${state.name} without a limit`);
      reads.push({ collection: state.name, limit: state.limit });
      const docs = Object.entries(collections[state.name] ?? {})
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .filter(
          ([id, data]) => (state.after === undefined || id > state.after) && (!state.where || data[state.where[0]] === state.where[1]),
        )
        .slice(0, state.limit)
        .map(([id, data]) => snapshotOf(id, data));
      return { docs, empty: docs.length === 0 };
    },
  });
  const db = { collection: (name: string) => ({ ...queryOf({ name }), doc: () => ({ delete: async () => {} }) }) };
  return { db: db as unknown as Firestore, reads };
}

const noBucket = { getFiles: async () => [[]] as [never[]], file: () => ({ delete: async () => {} }) };

describe('storage:orphans store over Firestore', () => {
  const url = (name: string) =>
    `https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/constructionImages%2F${encodeURIComponent(name)}?alt=media&token=1`;
  const records = Object.fromEntries(
    ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'].map((name) => [name, { path: path(name), imageId: 'gone' }]),
  );
  const images = {
    'img-1': { fileName: '1-a.jpg', thumbnailFileName: '1-thumb-a.webp', imageUrl: url('1-a.jpg'), thumbnailUrl: url('1-thumb-a.webp') },
    'img-2': { fileName: '2-b.jpg', thumbnailFileName: null, imageUrl: url('2-b-served.jpg'), thumbnailUrl: null },
    'img-3': { fileName: '3-c.jpg', thumbnailFileName: '', imageUrl: url('3-c.jpg') },
  };

  it('reads records and images in pages, every read with a limit', async () => {
    const { db, reads } = pagedDb({ orphanFiles: records, constructionImages: images });
    const store = adminOrphanStore(db, noBucket, { pageSize: 2 });
    expect((await store.listRecords()).map((r) => r.id)).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg']);
    expect(reads.filter((read) => read.collection === 'orphanFiles')).toEqual(
      [1, 2, 3].map(() => ({ collection: 'orphanFiles', limit: 2 })),
    );
    await store.referencedPaths();
    expect(reads.filter((read) => read.collection === 'constructionImages').every((read) => read.limit === 2)).toBe(true);
  });

  it('counts a file as referenced when an image names it by file name or by URL', async () => {
    const store = adminOrphanStore(pagedDb({ constructionImages: images }).db, noBucket, { pageSize: 2 });
    expect([...(await store.referencedPaths())].sort()).toEqual(
      ['1-a.jpg', '1-thumb-a.webp', '2-b-served.jpg', '2-b.jpg', '3-c.jpg'].map(path),
    );
  });

  it('asks the live images, with bounded queries, whether a file is named before deleting it', async () => {
    const { db, reads } = pagedDb({ constructionImages: images });
    const store = adminOrphanStore(db, noBucket);
    expect(await store.isLive(path('1-a.jpg'))).toBe(true);
    expect(await store.isLive(path('1-thumb-a.webp'))).toBe(true);
    expect(await store.isLive(path('9-nobody.jpg'))).toBe(false);
    expect(reads.every((read) => read.limit === 1)).toBe(true);
  });

  it('reads the storage path of a download URL of the image folder only', () => {
    expect(storagePathOfUrl(url('1700000000000-지붕 a.jpg'))).toBe(path('1700000000000-지붕 a.jpg'));
    expect(
      storagePathOfUrl('https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/inquiries%2Fx%2Fphoto-1.jpg?alt=media'),
    ).toBeNull();
    expect(storagePathOfUrl('demo/works/a.webp')).toBeNull();
    expect(storagePathOfUrl(null)).toBeNull();
  });
});

describe('storage:orphans command', () => {
  const script = resolve(import.meta.dirname, '../../scripts/firebase/storage-orphans.mjs');
  function run(args: string[], env: Record<string, string | undefined>) {
    const clean = {
      ...process.env,
      GOOGLE_APPLICATION_CREDENTIALS: undefined,
      FIRESTORE_EMULATOR_HOST: undefined,
      FIREBASE_STORAGE_EMULATOR_HOST: undefined,
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
    };
    return new Promise<{ code: number | null; stderr: string }>((done) => {
      execFile(process.execPath, [script, ...args], { env: { ...clean, ...env } as NodeJS.ProcessEnv }, (error, _stdout, stderr) =>
        done({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stderr }),
      );
    });
  }

  it('refuses to compare emulator documents with real files (or the other way round)', async () => {
    const { code, stderr } = await run([], { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' });
    expect(code).toBe(2);
    expect(stderr).toContain('FIREBASE_STORAGE_EMULATOR_HOST');
  });

  it('needs credentials for production, and a real project', async () => {
    expect((await run([], {})).stderr).toContain('GOOGLE_APPLICATION_CREDENTIALS');
    const demo = await run(['--project', 'demo-x'], { GOOGLE_APPLICATION_CREDENTIALS: '/nonexistent.json' });
    expect(demo.code).toBe(2);
    expect(demo.stderr).toContain('demo project');
  });

  it('refuses unknown arguments', async () => {
    const { code, stderr } = await run(['--force'], {});
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: npm run storage:orphans');
  });
}, 30_000);
