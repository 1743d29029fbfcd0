import { describe, expect, it } from 'vitest';
import type { PageCursor } from '@/domain/paging';
import { galleryNavState, photoNavState, readGalleryPosition, readGalleryWork, readPassedPhoto } from '@/features/gallery/nav-state';
import { makePhoto } from '../../support/factories';

describe('gallery navigation state', () => {
  const position = { page: 2, direction: 'next' as const, cursor: 'eyJsaXN0IjoiaW1hZ2VzIn0' as PageCursor };

  it('round-trips a gallery position', () => {
    expect(readGalleryPosition(galleryNavState(position))).toEqual(position);
    expect(galleryNavState(null)).toBeUndefined();
  });

  it('ignores anything that is not a valid position', () => {
    expect(readGalleryPosition(null)).toBeNull();
    expect(readGalleryPosition({ gallery: { ...position, page: 1 } })).toBeNull();
    expect(readGalleryPosition({ gallery: { ...position, page: 2.5 } })).toBeNull();
    expect(readGalleryPosition({ gallery: { ...position, direction: 'initial' } })).toBeNull();
    expect(readGalleryPosition({ gallery: { ...position, cursor: { at: 1, id: 'a' } } })).toBeNull();
    expect(readGalleryPosition({ gallery: { ...position, cursor: '' } })).toBeNull();
  });

  it('passes the photo only to the page of that photo, with keep-scroll when asked', () => {
    const photo = makePhoto(3);
    const state = photoNavState(photo, position, true);
    expect(state).toEqual({ photo, gallery: position, keepScroll: true });
    expect(readPassedPhoto(state, photo.id)).toBe(photo);
    expect(readPassedPhoto(state, 'other')).toBeNull();
    expect(readPassedPhoto({ photo: { ...photo, uploadedAt: '2020' } }, photo.id)).toBeNull();
    expect(photoNavState(photo, null)).toEqual({ photo });
  });

  it('carries the gallery’s work type filter to the photo, and reads only a known one back', () => {
    const photo = makePhoto(3);
    const state = photoNavState(photo, position, false, 'roofing');
    expect(state).toEqual({ photo, gallery: position, work: 'roofing' });
    expect(readGalleryWork(state)).toBe('roofing');
    expect(readGalleryWork(photoNavState(photo, null))).toBeNull();
    expect(readGalleryWork({ work: 'shoring' })).toBeNull();
    expect(readGalleryWork(null)).toBeNull();
  });
});
