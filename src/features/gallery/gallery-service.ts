import { GALLERY_PAGE_SIZE } from '../../config/constants';
import type { ConstructionImage } from '../../domain/types';
import { cursorOf, type Page, type PageCursor, type PageDirection } from '../../domain/paging';
import { publicBackend } from '../../backend/registry';

/** Gallery reads (spec 7 "Public reads"), on the public part of the port only. */

export interface Neighbours {
  /** The newer photo: the previous arrow. */
  newer: ConstructionImage | null;
  /** The older photo: the next arrow. */
  older: ConstructionImage | null;
}

/** The gallery's page count comes from this (spec 7: count of all documents). */
export async function countGalleryImages(): Promise<number> {
  return (await publicBackend()).countImages();
}

/** One gallery page of GALLERY_PAGE_SIZE, newest first; `cursor` is required for next and prev. */
export async function loadGalleryPage(direction: PageDirection, cursor?: PageCursor): Promise<Page<ConstructionImage>> {
  const backend = await publicBackend();
  return backend.getImagePage(direction === 'initial' ? { pageSize: GALLERY_PAGE_SIZE, direction } : { pageSize: GALLERY_PAGE_SIZE, direction, cursor });
}

/** One photo by id, or null when there is none. */
export async function loadPhoto(id: string): Promise<ConstructionImage | null> {
  return (await publicBackend()).getImage(id);
}

/** The photos either side of `image` in gallery order: two one-item queries, never the whole collection. */
export async function loadNeighbours(image: Pick<ConstructionImage, 'id' | 'uploadedAt'>): Promise<Neighbours> {
  const backend = await publicBackend();
  return backend.getImageNeighbours(cursorOf(image.uploadedAt, image.id));
}

/** The cursor of an image: its place in gallery order. */
export function positionOf(image: Pick<ConstructionImage, 'id' | 'uploadedAt'>): PageCursor {
  return cursorOf(image.uploadedAt, image.id);
}
