import { beforeEach, describe, expect, it } from 'vitest';
import { setBackendAdapter } from '@/backend/registry';
import { GALLERY_PAGE_SIZE } from '@/config/page-sizes';
import { countGalleryPhotos, loadGalleryPage, loadNeighbours, loadPhoto, loadRelatedPhotos } from '@/features/gallery/gallery-service';
import { makePhoto, makePhotos } from '../../support/factories';
import { fakeCursor, positionOf } from '../../support/memory-paging';
import { fakeAdapter, fakePublicBackend, type FakePublicBackend } from './fake-public-backend';

describe('gallery service', () => {
  const photos = makePhotos(12);
  let backend: FakePublicBackend;

  beforeEach(() => {
    backend = fakePublicBackend(photos);
    setBackendAdapter(fakeAdapter(backend));
  });

  it('asks for the first page with the gallery page size and no cursor', async () => {
    const page = await loadGalleryPage('initial');
    expect(backend.getPhotoPage).toHaveBeenCalledWith({ pageSize: GALLERY_PAGE_SIZE, direction: 'initial' });
    expect(page.items).toHaveLength(9);
    expect(page.hasNext).toBe(true);
  });

  it('passes the cursor for next and prev pages', async () => {
    const cursor = (await loadGalleryPage('initial')).endCursor!;
    const next = await loadGalleryPage('next', cursor);
    expect(backend.getPhotoPage).toHaveBeenLastCalledWith({ pageSize: 9, direction: 'next', cursor });
    expect(next.items.map((photo) => photo.id)).toEqual(photos.slice(9).map((photo) => photo.id));
    expect(next.hasNext).toBe(false);
  });

  it('counts the photos and reads one photo', async () => {
    await expect(countGalleryPhotos()).resolves.toBe(12);
    await expect(loadPhoto(photos[3]!.id)).resolves.toMatchObject({ title: photos[3]!.title });
    await expect(loadPhoto('nope')).resolves.toBeNull();
  });

  it('finds neighbours from the photo position, not from the whole list', async () => {
    const photo = photos[4]!;
    const neighbours = await loadNeighbours(photo.id);
    expect(backend.getPhotoNeighbours).toHaveBeenCalledWith(photo.id);
    expect(neighbours.newer?.id).toBe(photos[3]!.id);
    expect(neighbours.older?.id).toBe(photos[5]!.id);
    expect(backend.getPhotoPage).not.toHaveBeenCalled();
  });

  it('keeps the page and the count within a work type when one is given', async () => {
    await loadGalleryPage('initial', undefined, 'roofing');
    expect(backend.getPhotoPage).toHaveBeenLastCalledWith({ pageSize: 9, direction: 'initial', workType: 'roofing' });
    const cursor = fakeCursor(positionOf(photos[2]!.uploadedAt, photos[2]!.id));
    await loadGalleryPage('prev', cursor, 'exterior');
    expect(backend.getPhotoPage).toHaveBeenLastCalledWith({ pageSize: 9, direction: 'prev', cursor, workType: 'exterior' });
    await countGalleryPhotos('ground');
    expect(backend.countPhotos).toHaveBeenLastCalledWith('ground');
  });

  it('asks for three related photos of a typed photo, and nothing for one without a type', async () => {
    const typed = makePhoto(30, { workType: 'roofing' });
    await loadRelatedPhotos(typed);
    expect(backend.getRelatedPhotos).toHaveBeenCalledWith(typed, 3);
    expect(await loadRelatedPhotos(photos[0]!)).toEqual([]);
    expect(backend.getRelatedPhotos).toHaveBeenCalledTimes(1);
  });
});
