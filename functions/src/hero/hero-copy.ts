import type { Firestore } from 'firebase-admin/firestore';
import { HERO_COPY_CACHE_CONTROL, HERO_COPY_PATH, IMAGES_COLLECTION, IMAGE_STORAGE_FOLDER } from '../app-constants.js';

/**
 * The home page's picture at a stable public address (HERO_COPY_PATH, Cache-Control HERO_COPY_CACHE_CONTROL): the
 * Firebase build's home page names that address in its HTML, so the browser fetches the current background before
 * any JavaScript runs, and a new background needs no redeploy. The hero is what visitors are shown: the image
 * flagged isHeroImage (the public read's query, limit 1). The copy's custom metadata says which image and file it
 * came from, so a sync that finds it current writes nothing.
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
}

export type HeroCopyOutcome = { kind: 'copied'; source: HeroSource } | { kind: 'removed' } | { kind: 'current'; source: HeroSource | null };

/** A round of reading and writing that can be overtaken by another change: re-checked this many times at most. */
const MAX_ROUNDS = 3;

/** The image visitors see as the background, or null (no hero, or one without a display file). */
export async function currentHero(db: Firestore): Promise<HeroSource | null> {
  const snapshot = await db.collection(IMAGES_COLLECTION).where('isHeroImage', '==', true).limit(1).get();
  const hero = snapshot.docs[0];
  const fileName: unknown = hero?.get('fileName');
  return hero && typeof fileName === 'string' && fileName !== '' ? { imageId: hero.id, fileName } : null;
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 404;
}

/** The copy as it is: absent, or present and made from `source` (null when its metadata does not say). */
type CopyState = { exists: false } | { exists: true; source: HeroSource | null };

async function copyState(bucket: HeroBucket): Promise<CopyState> {
  try {
    const [metadata] = await bucket.file(HERO_COPY_PATH).getMetadata();
    const { heroImageId, heroFileName } = metadata.metadata ?? {};
    const known = typeof heroImageId === 'string' && typeof heroFileName === 'string';
    return { exists: true, source: known ? { imageId: heroImageId, fileName: heroFileName } : null };
  } catch (error) {
    if (isNotFound(error)) return { exists: false };
    throw error;
  }
}

/** Whether the copy already shows `hero` (or, for no hero, whether there is no copy). */
function isCurrent(hero: HeroSource | null, copy: CopyState): boolean {
  if (!hero) return !copy.exists;
  return copy.exists && copy.source?.imageId === hero.imageId && copy.source.fileName === hero.fileName;
}

/** Copies the hero's display file over the stable copy (server side), with the copy's own type and caching. */
async function copyHero(bucket: HeroBucket, hero: HeroSource): Promise<void> {
  const source = bucket.file(`${IMAGE_STORAGE_FOLDER}/${hero.fileName}`);
  const [metadata] = await source.getMetadata();
  await source.copy(HERO_COPY_PATH, {
    contentType: metadata.contentType ?? 'application/octet-stream',
    cacheControl: HERO_COPY_CACHE_CONTROL,
    // Replaces the source's custom metadata (its download token included: the copy is read by its public address).
    metadata: { heroImageId: hero.imageId, heroFileName: hero.fileName },
  });
}

/**
 * Makes the stable copy show the current hero: copies its display file there, or removes the copy when there is no
 * hero (the home page then shows its shipped picture). Two changes in quick succession run two syncs at once, and
 * events of different images may arrive in any order: each sync reads the truth again after it wrote, and goes
 * another round when it changed meanwhile, so the last write always matches a hero read after it.
 * A hero whose display file is missing from Storage is treated as no hero (logged by the caller), not retried.
 */
export async function syncHeroCopy(db: Firestore, bucket: HeroBucket): Promise<HeroCopyOutcome> {
  let outcome: HeroCopyOutcome | null = null;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const [hero, copy] = await Promise.all([currentHero(db), copyState(bucket)]);
    if (isCurrent(hero, copy)) return outcome ?? { kind: 'current', source: hero };
    if (hero) {
      try {
        await copyHero(bucket, hero);
        outcome = { kind: 'copied', source: hero };
        continue;
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    }
    await bucket.file(HERO_COPY_PATH).delete({ ignoreNotFound: true });
    outcome = { kind: 'removed' };
    if (hero) return outcome; // its file is gone: nothing to copy until another image becomes the hero
  }
  return outcome ?? { kind: 'current', source: null };
}

/**
 * Whether a write of an image can change the hero's copy: the flag changed, a hero was deleted or created, or the
 * hero's file name changed. Any other write (a title, a featured flag) leaves the copy alone.
 */
export function touchesHero(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): boolean {
  const wasHero = before?.isHeroImage === true;
  const isHero = after?.isHeroImage === true;
  return wasHero !== isHero || (isHero && before?.fileName !== after?.fileName);
}
