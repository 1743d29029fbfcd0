// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { isStoredTime, listName } from '@/backend/firebase/list-cursor';
import { decodeCursor } from '@/backend/shared/page-cursor';
import { COLLECTIONS } from '@/config/collections';
import { HERO_PHOTO_LIMIT, MAX_QUERY_LIMIT } from '@/config/limits';
import { FEATURED_PHOTOS_LIMIT, GALLERY_PAGE_SIZE } from '@/config/page-sizes';
import { pageDataFromStored } from '../../../functions/site-bundle/stored-page-data';
import type { StoredDoc, StoredListReads } from '../../../functions/src/pages/site-bundle.js';

/**
 * The pages function's data for the home page and the gallery (functions/site-bundle/stored-page-data.ts): the
 * lists it read with the Admin SDK, mapped as the Firebase adapter maps them, through the server render's own
 * readPageData; the gallery's cursors are the adapter's, so the browser's Lite SDK reads the next page from them.
 * (The Admin SDK queries themselves: functions/test/emulator/list-reads.test.ts.)
 */

/** An Admin SDK Timestamp as stored: seconds, nanoseconds (microseconds kept) and toDate(). */
const timestamp = (seconds: number, nanoseconds: number) => ({
  seconds,
  nanoseconds,
  toDate: () => new Date(seconds * 1000 + Math.floor(nanoseconds / 1e6)),
});

const photo = (n: number, fields: Record<string, unknown> = {}): StoredDoc => ({
  id: `work-${n}`,
  data: {
    title: `사례 ${n}`,
    category: '지보공사',
    workType: 'roofing',
    imageUrl: `https://example.invalid/${n}.webp`,
    thumbnailUrl: `https://example.invalid/${n}-thumb.webp`,
    uploadedAt: timestamp(1_790_000_000 - n * 60, 123_456_000),
    ...fields,
  },
});

function lists(count: number): StoredListReads {
  const all = Array.from({ length: count }, (_, index) => photo(index + 1));
  return {
    featuredPhotos: vi.fn(async (limit: number) => all.slice(0, limit)),
    heroPhotos: vi.fn(async () => [photo(7, { isHeroImage: true })]),
    galleryPhotos: vi.fn(async (limit: number) => all.slice(0, limit)),
    countPhotos: vi.fn(async () => count),
  };
}

describe('the data of the static pages from the lists the function read', () => {
  it("home: the featured photos mapped as the app maps them, and the hero's picture, read with the app's limits", async () => {
    const reads = lists(5);
    const data = await pageDataFromStored('/', reads);
    expect(reads.featuredPhotos).toHaveBeenCalledWith(FEATURED_PHOTOS_LIMIT);
    expect(reads.heroPhotos).toHaveBeenCalledWith(HERO_PHOTO_LIMIT);
    expect(data.featuredPhotos?.map((photo) => photo.id)).toEqual(['work-1', 'work-2', 'work-3']);
    expect(data.featuredPhotos?.[0]).toMatchObject({ title: '사례 1', workType: 'roofing', uploadedAt: new Date(1_789_999_940_123) });
    expect(data.hero).toEqual({ imageUrl: 'https://example.invalid/7.webp', thumbnailUrl: 'https://example.invalid/7-thumb.webp' });
    expect(reads.galleryPhotos).not.toHaveBeenCalled();
  });

  it('home without a hero: null (the shipped picture)', async () => {
    const reads = { ...lists(1), heroPhotos: async () => [] };
    expect((await pageDataFromStored('/', reads)).hero).toBeNull();
  });

  it("the gallery: its first page with the look-ahead, the count, and the Firebase adapter's cursors (exact stored times)", async () => {
    const reads = lists(12);
    const data = await pageDataFromStored('/projects', reads);
    expect(reads.galleryPhotos).toHaveBeenCalledWith(GALLERY_PAGE_SIZE + 1);
    expect(reads.countPhotos).toHaveBeenCalledWith(MAX_QUERY_LIMIT);
    const page = data.galleryFirstPage!;
    expect(page.items.map((photo) => photo.id)).toEqual(Array.from({ length: GALLERY_PAGE_SIZE }, (_, index) => `work-${index + 1}`));
    expect(page).toMatchObject({ hasNext: true, total: 12 });
    // What the adapter's readPage decodes for the next page: the unfiltered list, the last item's exact time and id.
    const name = listName(COLLECTIONS.images, undefined);
    expect(decodeCursor(page.endCursor, name, isStoredTime)).toEqual({ at: [1_790_000_000 - 9 * 60, 123_456_000], id: 'work-9' });
    expect(decodeCursor(page.startCursor, name, isStoredTime)).toEqual({ at: [1_790_000_000 - 60, 123_456_000], id: 'work-1' });
  });

  it('a short gallery has no next page; a photo without a time gets a cursor without one (it sorts last)', async () => {
    const reads = { ...lists(2), galleryPhotos: async () => [photo(1), photo(2, { uploadedAt: undefined })] };
    const page = (await pageDataFromStored('/projects', reads)).galleryFirstPage!;
    expect(page.hasNext).toBe(false);
    expect(decodeCursor(page.endCursor, listName(COLLECTIONS.images, undefined), isStoredTime)).toEqual({ at: null, id: 'work-2' });
  });

  it('the other static pages read nothing', async () => {
    const reads = lists(3);
    for (const path of ['/about', '/services', '/contact', '/privacy', '/terms', '/support']) {
      expect(await pageDataFromStored(path, reads), path).toEqual({});
    }
    for (const read of Object.values(reads)) expect(read).not.toHaveBeenCalled();
  });
});
