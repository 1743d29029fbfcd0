import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describePlan,
  planOrphans,
  removeOrphans,
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
  const store: OrphanStore = {
    listRecords: async () => [...records.values()],
    referencedPaths: async () => new Set(init.referenced),
    listFiles: async () => [...files.values()],
    deleteFile: async (target) => {
      if (target.includes('locked')) throw new Error('permission denied');
      files.delete(target);
    },
    deleteRecord: async (id) => {
      records.delete(id);
    },
  };
  return { store, files, records };
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
    records: [record('1-deleted.jpg'), record('1-thumb-deleted.webp'), record('5-already-gone.jpg', 'img-5'), record('2-live.jpg', 'img-2')],
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
    expect(result.removed.sort()).toEqual([path('1-deleted.jpg'), path('1-thumb-deleted.webp'), path('3-failed-upload.jpg'), path('5-already-gone.jpg')]);
    expect(result.failed.map((failure) => failure.path)).toEqual([path('6-locked.jpg')]);
    expect([...files.keys()].sort()).toEqual([path('2-live.jpg'), path('4-uploading.jpg'), path('6-locked.jpg')]);
    expect([...records.keys()]).toEqual(['2-live.jpg']);
  });

  it('a minimum age of 0 takes every unreferenced file', async () => {
    const { store } = scenario();
    const plan = await planOrphans(store, { now: NOW, minAgeMs: 0 });
    expect(plan.unreferenced.map((f) => f.path)).toEqual([path('3-failed-upload.jpg'), path('4-uploading.jpg')]);
  });
});

describe('storage:orphans command', () => {
  const script = resolve(import.meta.dirname, '../../scripts/firebase/storage-orphans.mjs');
  function run(args: string[], env: Record<string, string | undefined>) {
    const clean = { ...process.env, GOOGLE_APPLICATION_CREDENTIALS: undefined, FIRESTORE_EMULATOR_HOST: undefined, FIREBASE_STORAGE_EMULATOR_HOST: undefined, FIREBASE_AUTH_EMULATOR_HOST: undefined };
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
