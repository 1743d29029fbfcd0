import type { Firestore } from 'firebase-admin/firestore';
import { HERO_COPY_CACHE_CONTROL, HERO_COPY_PATHS, IMAGES_COLLECTION, IMAGE_STORAGE_FOLDER } from '../app-constants.js';

/**
 * The home page's picture at stable public addresses (HERO_COPY_PATHS: the display file for wider screens, the
 * thumbnail for phones; Cache-Control HERO_COPY_CACHE_CONTROL): the Firebase build's home page names them in its
 * HTML, so the browser fetches the current background before any JavaScript runs, and a new background needs no
 * redeploy. The hero is what visitors are shown: the photo flagged isHeroImage (the public read's query, limit 1).
 * Each copy's custom metadata says which photo and file it came from, so a sync that finds it current writes
 * nothing.
 */

/** What the sync needs of a Cloud Storage file (@google-cloud/storage's File; a fake in the tests). */
export interface HeroFile {
  getMetadata(): Promise<[{ contentType?: string; metadata?: Record<string, unknown> | null }, ...unknown[]]>;
  copy(destination: string, options: { contentType: string; cacheControl: string; metadata: Record<string, string> }): Promise<unknown>;
  delete(options: { ignoreNotFound: boolean }): Promise<unknown>;
}

export interface HeroBucket {
  file(path: string): HeroFile;
}

export interface HeroSource {
  imageId: string;
  /** The display file's name in IMAGE_STORAGE_FOLDER. */
  fileName: string;
  /** The thumbnail's name there, or null (older photos): phones then get the display file. */
  thumbnailFileName: string | null;
}

export type HeroCopyOutcome = { kind: 'copied'; source: HeroSource } | { kind: 'removed' } | { kind: 'current'; source: HeroSource | null };

/** A round of reading and writing that can be overtaken by another change: re-checked this many times at most. */
const MAX_ROUNDS = 3;

const nameOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The photo visitors see as the background, or null (no hero, or one without a display file). */
export async function currentHero(db: Firestore): Promise<HeroSource | null> {
  const snapshot = await db.collection(IMAGES_COLLECTION).where('isHeroImage', '==', true).limit(1).get();
  const hero = snapshot.docs[0];
  const fileName = nameOrNull(hero?.get('fileName'));
  return hero && fileName ? { imageId: hero.id, fileName, thumbnailFileName: nameOrNull(hero.get('thumbnailFileName')) } : null;
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 404;
}

/** One copy: where it goes and which stored file it copies. */
interface CopyTarget {
  path: string;
  fileName: string;
}

function targetsOf(hero: HeroSource): CopyTarget[] {
  return [
    { path: HERO_COPY_PATHS.display, fileName: hero.fileName },
    { path: HERO_COPY_PATHS.phone, fileName: hero.thumbnailFileName ?? hero.fileName },
  ];
}

/** The copy at `path` as it is: absent, or present and made from this photo's file (null when it does not say). */
type CopyState = { exists: false } | { exists: true; imageId: string | null; fileName: string | null };

async function copyState(bucket: HeroBucket, path: string): Promise<CopyState> {
  try {
    const [metadata] = await bucket.file(path).getMetadata();
    const { heroImageId, heroFileName } = metadata.metadata ?? {};
    return {
      exists: true,
      imageId: typeof heroImageId === 'string' ? heroImageId : null,
      fileName: typeof heroFileName === 'string' ? heroFileName : null,
    };
  } catch (error) {
    if (isNotFound(error)) return { exists: false };
    throw error;
  }
}

/** Whether both copies already show `hero` (or, for no hero, whether there is no copy left). */
async function isCurrent(bucket: HeroBucket, hero: HeroSource | null): Promise<boolean> {
  if (!hero) {
    const states = await Promise.all(Object.values(HERO_COPY_PATHS).map((path) => copyState(bucket, path)));
    return states.every((state) => !state.exists);
  }
  const states = await Promise.all(targetsOf(hero).map(async (target) => ({ target, state: await copyState(bucket, target.path) })));
  // A phone copy made from the display file (the thumbnail was missing) counts as current too.
  return states.every(
    ({ target, state }) =>
      state.exists && state.imageId === hero.imageId && (state.fileName === target.fileName || state.fileName === hero.fileName),
  );
}

/** Copies a stored file over a stable copy (server side), with the file's own type and the copy's caching. */
async function copyFile(bucket: HeroBucket, imageId: string, fileName: string, path: string): Promise<void> {
  const source = bucket.file(`${IMAGE_STORAGE_FOLDER}/${fileName}`);
  const [metadata] = await source.getMetadata();
  await source.copy(path, {
    contentType: metadata.contentType ?? 'application/octet-stream',
    cacheControl: HERO_COPY_CACHE_CONTROL,
    // Replaces the source's custom metadata (its download token included: the copy is read by its public address).
    metadata: { heroImageId: imageId, heroFileName: fileName },
  });
}

/**
 * Copies the hero's files over the stable copies: the display file first (when it is missing from Storage, the
 * hero has no picture: NotFound is thrown), then the phone file (the display file when the thumbnail is missing).
 */
async function copyHero(bucket: HeroBucket, hero: HeroSource): Promise<void> {
  const [display, phone] = targetsOf(hero);
  await copyFile(bucket, hero.imageId, display!.fileName, display!.path);
  try {
    await copyFile(bucket, hero.imageId, phone!.fileName, phone!.path);
  } catch (error) {
    if (!isNotFound(error) || phone!.fileName === hero.fileName) throw error;
    await copyFile(bucket, hero.imageId, hero.fileName, phone!.path);
  }
}

async function removeCopies(bucket: HeroBucket): Promise<void> {
  await Promise.all(Object.values(HERO_COPY_PATHS).map((path) => bucket.file(path).delete({ ignoreNotFound: true })));
}

/**
 * Makes the stable copies show the current hero: copies its files there, or removes them when there is no hero
 * (the home page then shows its shipped picture). Two changes in quick succession run two syncs at once, and
 * events of different photos may arrive in any order: each sync reads the truth again after it wrote, and goes
 * another round when it changed meanwhile, so the last write always matches a hero read after it.
 * A hero whose display file is missing from Storage is treated as no hero (logged by the caller), not retried.
 */
export async function syncHeroCopy(db: Firestore, bucket: HeroBucket): Promise<HeroCopyOutcome> {
  let outcome: HeroCopyOutcome | null = null;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const hero = await currentHero(db);
    if (await isCurrent(bucket, hero)) return outcome ?? { kind: 'current', source: hero };
    if (hero) {
      try {
        await copyHero(bucket, hero);
        outcome = { kind: 'copied', source: hero };
        continue;
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    }
    await removeCopies(bucket);
    outcome = { kind: 'removed' };
    if (hero) return outcome; // its file is gone: nothing to copy until another photo becomes the hero
  }
  return outcome ?? { kind: 'current', source: null };
}

/**
 * Whether a write of a gallery photo can change the hero's copies: the flag changed, a hero was deleted or created, or
 * one of the hero's file names changed. Any other write (a title, a featured flag) leaves the copies alone.
 */
export function touchesHero(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): boolean {
  const wasHero = before?.isHeroImage === true;
  const isHero = after?.isHeroImage === true;
  if (wasHero !== isHero) return true;
  return isHero && (before?.fileName !== after?.fileName || before?.thumbnailFileName !== after?.thumbnailFileName);
}
