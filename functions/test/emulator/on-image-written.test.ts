import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { syncHeroCopy } from '../../src/hero/hero-copy.js';
import { FakeHeroBucket } from '../support/fake-hero-bucket.js';
import { setUpFunctionsTest } from '../support/functions-env.js';

/**
 * onImageWritten's handler, called the way the trigger calls it (wrap with the before/after snapshots) against the
 * Firestore emulator, and the sync itself. Storage is a FakeHeroBucket (no Storage emulator here): the tests check
 * which file lands at site/hero, with which type and caching, and when it goes.
 */
const bucket = vi.hoisted(() => ({ current: null as FakeHeroBucket | null }));
vi.mock('firebase-admin/storage', () => ({
  getStorage: () => ({
    bucket: () => {
      if (!bucket.current) throw new Error('no fake bucket');
      return bucket.current;
    },
  }),
}));

const { onImageWritten } = await import('../../src/index.js');
const { fft, db } = setUpFunctionsTest();
const wrapped = fft.wrap(onImageWritten);

const HERO = 'site/hero';
const PHONE = 'site/hero-phone';
const images = db.collection('constructionImages');

function image(fileName: string, fields: Record<string, unknown> = {}) {
  return {
    title: fileName,
    category: '지보공사',
    workType: 'roofing',
    imageUrl: `https://example.invalid/${fileName}`,
    fileName,
    thumbnailFileName: fileName.replace(/^(\d+)-/, '$1-thumb-'),
    uploadedAt: Timestamp.fromDate(new Date('2026-11-01T00:00:00Z')),
    isFeatured: false,
    isHeroImage: false,
    ...fields,
  };
}

/** Writes a gallery photo and runs the handler with the change, as the trigger would. */
async function write(id: string, fields: Record<string, unknown> | null) {
  const ref = images.doc(id);
  const before = await ref.get();
  if (fields === null) await ref.delete();
  else await ref.set(fields);
  const after = await ref.get();
  await wrapped({ data: fft.makeChange(before, after), params: { imageId: id } });
}

/** Sets `id` as the only hero, as the admin's transaction does (both documents in one batch). */
async function setHero(id: string, previous: string | null) {
  const batch = db.batch();
  if (previous) batch.update(images.doc(previous), { isHeroImage: false });
  batch.update(images.doc(id), { isHeroImage: true });
  await batch.commit();
}

beforeEach(() => {
  bucket.current = new FakeHeroBucket({
    'constructionImages/1700000000001-roof.webp': { content: 'roof pixels', contentType: 'image/webp' },
    'constructionImages/1700000000001-thumb-roof.webp': { content: 'small roof', contentType: 'image/webp' },
    'constructionImages/1700000000002-wall.jpg': { content: 'wall pixels', contentType: 'image/jpeg' },
    'constructionImages/1700000000002-thumb-wall.jpg': { content: 'small wall', contentType: 'image/jpeg' },
  });
});

describe('onImageWritten (handler; Storage faked)', () => {
  it('setting a background copies its display file to site/hero and its thumbnail to site/hero-phone, with a five-minute cache', async () => {
    await write('roof', image('1700000000001-roof.webp', { isHeroImage: true }));
    expect(bucket.current?.objects.get(HERO)).toEqual({
      content: 'roof pixels',
      contentType: 'image/webp',
      cacheControl: 'public, max-age=300',
      metadata: { heroImageId: 'roof', heroFileName: '1700000000001-roof.webp' },
    });
    expect(bucket.current?.objects.get(PHONE)).toEqual({
      content: 'small roof',
      contentType: 'image/webp',
      cacheControl: 'public, max-age=300',
      metadata: { heroImageId: 'roof', heroFileName: '1700000000001-thumb-roof.webp' },
    });
  });

  it('an older image without a thumbnail: phones get the display file', async () => {
    await write('roof', image('1700000000001-roof.webp', { isHeroImage: true, thumbnailFileName: null }));
    expect(bucket.current?.objects.get(PHONE)?.content).toBe('roof pixels');
    bucket.current!.objects.delete('constructionImages/1700000000002-thumb-wall.jpg');
    await write('wall', image('1700000000002-wall.jpg', { isHeroImage: true }));
    await write('roof', image('1700000000001-roof.webp', { thumbnailFileName: null }));
    // Its thumbnail is named but missing from Storage: the display file too.
    expect(bucket.current?.objects.get(PHONE)?.content).toBe('wall pixels');
  });

  it('another background replaces the copy; the old hero losing its flag changes nothing more', async () => {
    await write('roof', image('1700000000001-roof.webp', { isHeroImage: true }));
    await images.doc('wall').set(image('1700000000002-wall.jpg'));
    const [roofBefore, wallBefore] = await Promise.all([images.doc('roof').get(), images.doc('wall').get()]);
    await setHero('wall', 'roof');
    const [roofAfter, wallAfter] = await Promise.all([images.doc('roof').get(), images.doc('wall').get()]);
    // The two events of one change, in the order Eventarc happens to deliver them: the old hero's first.
    await wrapped({ data: fft.makeChange(roofBefore, roofAfter), params: { imageId: 'roof' } });
    await wrapped({ data: fft.makeChange(wallBefore, wallAfter), params: { imageId: 'wall' } });
    expect(bucket.current?.objects.get(HERO)).toMatchObject({ content: 'wall pixels', contentType: 'image/jpeg' });
    expect(bucket.current?.objects.get(PHONE)).toMatchObject({ content: 'small wall', contentType: 'image/jpeg' });
    expect(bucket.current?.copies).toBe(4);
  });

  it('deleting the background removes the copy (the home page falls back to its shipped picture)', async () => {
    await write('roof', image('1700000000001-roof.webp', { isHeroImage: true }));
    await write('roof', null);
    expect(bucket.current?.objects.has(HERO)).toBe(false);
    expect(bucket.current?.objects.has(PHONE)).toBe(false);
  });

  it('writes that do not touch the hero (an upload, a title, the featured flag) leave the copy alone', async () => {
    await write('roof', image('1700000000001-roof.webp', { isHeroImage: true }));
    await write('wall', image('1700000000002-wall.jpg'));
    await write('roof', image('1700000000001-roof.webp', { isHeroImage: true, title: '새 제목', isFeatured: true }));
    expect(bucket.current?.copies).toBe(2);
    expect(bucket.current?.objects.get(HERO)?.content).toBe('roof pixels');
  });

  it('a hero whose display file is missing from Storage leaves no copy, and does not fail (nothing to retry)', async () => {
    await write('lost', image('1700000000009-lost.webp', { isHeroImage: true }));
    expect(bucket.current?.objects.has(HERO)).toBe(false);
    expect(bucket.current?.objects.has(PHONE)).toBe(false);
  });

  it('a passing Storage failure fails the handler, and the retried event makes the copy', async () => {
    bucket.current!.failCopies = 1;
    const ref = images.doc('roof');
    const before = await ref.get();
    await ref.set(image('1700000000001-roof.webp', { isHeroImage: true }));
    const event = { data: fft.makeChange(before, await ref.get()), params: { imageId: 'roof' } };
    await expect(wrapped(event)).rejects.toThrow('Service unavailable');
    expect(bucket.current?.objects.has(HERO)).toBe(false);
    await wrapped(event);
    expect(bucket.current?.objects.get(HERO)?.content).toBe('roof pixels');
  });
});

describe('syncHeroCopy', () => {
  it('events in either order end with the copy of the hero read last', async () => {
    await images.doc('roof').set(image('1700000000001-roof.webp', { isHeroImage: true }));
    await images.doc('wall').set(image('1700000000002-wall.jpg'));
    await syncHeroCopy(db, bucket.current!);
    await setHero('wall', 'roof');
    // Two syncs at once (the two events of one change, delivered together).
    await Promise.all([syncHeroCopy(db, bucket.current!), syncHeroCopy(db, bucket.current!)]);
    expect(bucket.current?.objects.get(HERO)?.metadata).toEqual({ heroImageId: 'wall', heroFileName: '1700000000002-wall.jpg' });
  });

  it('a sync that finds the copy current writes nothing', async () => {
    await images.doc('roof').set(image('1700000000001-roof.webp', { isHeroImage: true }));
    expect(await syncHeroCopy(db, bucket.current!)).toMatchObject({ kind: 'copied' });
    expect(await syncHeroCopy(db, bucket.current!)).toMatchObject({ kind: 'current' });
    expect(bucket.current?.copies).toBe(2);
  });

  it('a copy of unknown origin (no source in its metadata) is removed when there is no hero, replaced when there is', async () => {
    bucket.current!.objects.set(HERO, { content: 'old', contentType: 'image/jpeg' });
    expect(await syncHeroCopy(db, bucket.current!)).toEqual({ kind: 'removed' });
    expect(bucket.current?.objects.has(HERO)).toBe(false);
    bucket.current!.objects.set(PHONE, { content: 'old', contentType: 'image/jpeg' });
    await images.doc('roof').set(image('1700000000001-roof.webp', { isHeroImage: true }));
    expect(await syncHeroCopy(db, bucket.current!)).toMatchObject({ kind: 'copied' });
    expect(bucket.current?.objects.get(PHONE)?.content).toBe('small roof');
  });
});
